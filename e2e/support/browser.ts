import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, type TestContext } from 'vitest';
import { startE2eServer, type E2eServer, type TravellingClock } from './server';
import { closeAnnouncementWhenItAppears } from './site';

export interface Viewport {
  name: 'mobile' | 'desktop';
  width: number;
  height: number;
}

/** Every browser test runs at both sizes (the member site's breakpoint is 768 px). */
export const viewports: Viewport[] = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

const screenshotDirectory = fileURLToPath(new URL('../screenshots/', import.meta.url));

/**
 * Which Chromium a test file drives. Debian's `chromium-headless-shell` is the same Chromium build
 * headless only (no browser window's processes, as Playwright's own headless runs): the browser tests
 * take about a third less CPU on it, which on CI's two cores is minutes (decision 53). What the shell
 * lacks, Web Push's subscription and notifications, runs on the full `/usr/bin/chromium`: a file asks
 * for it with `{ browser: 'full' }`. Without the shell installed every file runs on the full browser;
 * CHROMIUM_PATH overrides both.
 */
export type BrowserKind = 'shell' | 'full';
const fullChromiumPath = '/usr/bin/chromium';
const shellChromiumPath = '/usr/bin/chromium-headless-shell';

export function chromiumPathFor(kind: BrowserKind): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return kind === 'shell' && existsSync(shellChromiumPath) ? shellChromiumPath : fullChromiumPath;
}

/** What a test file runs against: at least a base address and a way to stop it. */
export interface StartedServer {
  url: string;
  /** When the server's clock has been moved, the browser's follows it (see newPage). */
  clock?: Pick<TravellingClock, 'now' | 'travelled'>;
  close(): Promise<void>;
}

export interface E2eEnvironment<Server extends StartedServer = E2eServer> {
  /** The server's base address, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly server: Server;
  /**
   * A blank page in a browser context of its own (no cookies, no storage) at the viewport's size, with
   * Thai as the browser language. Closed after the test; on a failure its screenshot goes to
   * e2e/screenshots/.
   */
  newPage(viewport: Viewport): Promise<Page>;
  /**
   * newPage, then go to `pathname` of the server and wait for React to hydrate. The announcement
   * popup is closed whenever it stands in the way, unless `keepAnnouncement` is set.
   */
  openPage(viewport: Viewport, pathname?: string, options?: { keepAnnouncement?: boolean }): Promise<Page>;
}

interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions, console errors and failed loads of the page's files. */
  problems: string[];
}

/** What one file's Chromium needs beyond the usual (e.g. a fake camera: support/fake-camera.ts). */
export interface BrowserOptions {
  /** The headless shell (the default) or the full Chromium, for what the shell lacks (Web Push). */
  browser?: BrowserKind;
  /** More command-line flags for the file's Chromium. */
  args?: string[];
  /** Permissions granted to every browser context of the file (e.g. `camera`). */
  permissions?: string[];
}

/**
 * Call once at the top of a test file: starts one server (fresh database) and one Chromium for the
 * file, and cleans up after every test. A test fails when its pages throw an uncaught exception, log
 * a console error (as the Node side does, test/fail-on-console-error.ts) or miss one of their files.
 */
export function setUpE2e<Server extends StartedServer = E2eServer>(
  start: () => Promise<Server> = startE2eServer as unknown as () => Promise<Server>,
  browserOptions: BrowserOptions = {},
): E2eEnvironment<Server> {
  let server: Server | undefined;
  let browser: Browser | undefined;
  let opened: OpenedPage[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      start(),
      chromium.launch({
        executablePath: chromiumPathFor(browserOptions.browser ?? 'shell'),
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          ...(browserOptions.args ?? []),
        ],
      }),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  afterEach(async (context: TestContext) => {
    const pages = opened;
    opened = [];
    const failed = context.task.result?.state === 'fail';
    if (failed) {
      await mkdir(screenshotDirectory, { recursive: true });
      const base = fileNameOf(context.task.fullName ?? context.task.name);
      for (const [index, { page }] of pages.entries()) {
        const file = path.join(screenshotDirectory, `${base}${pages.length > 1 ? `-${index + 1}` : ''}.png`);
        await page.screenshot({ path: file, fullPage: false }).catch(() => {});
      }
    }
    const problems = pages.flatMap(({ problems }) => problems);
    await Promise.all(pages.map(({ context: browserContext }) => browserContext.close().catch(() => {})));
    if (!failed && problems.length > 0) {
      throw new Error(`the page reported errors:\n${problems.join('\n')}`);
    }
  });

  return {
    get url() {
      if (!server) throw new Error('the e2e server is not started (use the environment inside tests)');
      return server.url;
    },
    get server() {
      if (!server) throw new Error('the e2e server is not started (use the environment inside tests)');
      return server;
    },
    async newPage(viewport) {
      if (!browser) throw new Error('the e2e server and browser are not started');
      const mobile = viewport.name === 'mobile';
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: mobile,
        hasTouch: mobile,
        locale: 'th-TH',
        timezoneId: 'Asia/Bangkok',
        permissions: browserOptions.permissions,
      });
      context.setDefaultTimeout(10_000);
      context.setDefaultNavigationTimeout(20_000);
      // A member's phone agrees with the server about the date: after a test moved the server's clock
      // (e.g. past a Friday), pages opened from then on live at the server's time; it flows on normally.
      if (server?.clock?.travelled()) await context.clock.install({ time: server.clock.now() });
      const page = await context.newPage();
      const entry: OpenedPage = { context, page, problems: [] };
      page.on('pageerror', (error) => entry.problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Chromium logs every 4xx/5xx answer as a failed load: the response handler below judges those.
        if (message.text().startsWith('Failed to load resource')) return;
        entry.problems.push(`console.error: ${message.text()}`);
      });
      page.on('response', (response) => {
        // A page's own status is the test's business (the 404 page), and API errors (the site's and a
        // game's own /api/…) are part of the flows under test; a missing script, style sheet, image or
        // logo is a bug.
        if (response.status() < 400 || response.request().isNavigationRequest()) return;
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/api/') || pathname.startsWith('/lobby/api/')) return;
        entry.problems.push(`HTTP ${response.status()} for ${response.url()}`);
      });
      opened.push(entry);
      return page;
    },
    async openPage(viewport, pathname = '/', options = {}) {
      const page = await this.newPage(viewport);
      if (!options.keepAnnouncement) await closeAnnouncementWhenItAppears(page);
      await page.goto(`${this.url}${pathname}`);
      await waitForHydration(page);
      return page;
    },
  };
}

/**
 * Whether the screenshots taken for a person to look at are saved: `E2E_SCREENSHOTS=1`. Off by
 * default (CI): every check around them still runs, only the PNGs nobody opens are not encoded. The
 * screenshot of a failed test is always saved (see setUpE2e).
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/**
 * Saves a screenshot of the page to e2e/screenshots/<name>.png for a person to look at, when
 * E2E_SCREENSHOTS=1 (see screenshotsWanted); otherwise does nothing.
 */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!screenshotsWanted) return;
  await mkdir(screenshotDirectory, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDirectory, `${name}.png`), ...options });
}

function fileNameOf(testName: string): string {
  return testName
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

/**
 * Waits until React has hydrated the server-rendered page, so that clicks and typing reach React and
 * are not lost: every interactive element carries React's props once hydration has reached it. Every
 * one, not some: a lazy part (a popup open from the address, the member bar) hydrates only when its
 * chunk arrives, after the header (decision 29).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.readyState !== 'complete') return false;
    const interactive = Array.from(document.querySelectorAll('button, input, select, textarea, a'));
    return (
      interactive.length > 0 &&
      interactive.every((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))
    );
  });
}

/**
 * `expect.poll` with room for a loaded 2-core machine: vitest's default gives up after 1 s, while an
 * argon2 login followed by the profile request can take longer than that when CI is busy.
 */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 10_000, interval: 100 });
}
