import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  eventually,
  saveScreenshot,
  setUpE2e,
  viewports,
  waitForHydration,
  type Viewport,
} from './support/browser';
import { startE2eServer, type E2eServer } from './support/server';
import { closeAnnouncementWhenItAppears } from './support/site';

/**
 * The installable app (issue 15, decision 34) in Chromium: the manifest a phone installs from, the
 * service worker that keeps the shell for a visitor without a network and replaces its caches at a
 * new release, and the Android app banner of spec §1.
 *
 * The server serves a copy of the built site, so that a test can put a new release's worker in
 * place (another version) without touching the build other test files use.
 */

const builtSite = fileURLToPath(new URL('../apps/web/build/', import.meta.url));
let siteCopy = '';

async function startWithOwnBuild(): Promise<E2eServer> {
  siteCopy = await mkdtemp(path.join(os.tmpdir(), 'chaba-pwa-build-'));
  await cp(builtSite, siteCopy, { recursive: true });
  const server = await startE2eServer({ env: { WEB_BUILD_DIR: siteCopy } });
  return {
    ...server,
    async close() {
      await server.close();
      await rm(siteCopy, { recursive: true, force: true });
    },
  };
}

const e2e = setUpE2e(startWithOwnBuild);
const [mobile, desktop] = viewports as [Viewport, Viewport];
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** The worker's version as the copy of the build has it. */
async function workerVersion(): Promise<string> {
  const worker = await readFile(path.join(siteCopy, 'client/sw.js'), 'utf8');
  return /"version":"([^"]+)"/.exec(worker)![1]!;
}

/** Once the worker of this release controls the page and has kept the page itself. */
async function waitForWorker(page: Page): Promise<void> {
  await eventually(() =>
    page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return Boolean(navigator.serviceWorker.controller) && Boolean(await caches.match(location.href));
    }),
  ).toBe(true);
}

/** The path of everything the site's caches hold. */
function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).sort());
}

/** Saved with E2E_SCREENSHOTS=1 (support/browser.ts), for a person to look at. */
async function screenshot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `pwa-${name}`);
}

describe('the web app manifest', () => {
  test('is linked from the page, names ชบา in Thai and its icons are there with their types', async () => {
    const page = await e2e.openPage(mobile, '/en');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await page.request.get(`${e2e.url}${href}`);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as {
      name: string;
      lang: string;
      display: string;
      start_url: string;
      icons: { src: string; type: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'ชบา', lang: 'th', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');
    for (const icon of manifest.icons) {
      const file = await page.request.get(new URL(icon.src, e2e.url).href);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toContain(icon.type);
    }
  });
});

describe('the service worker', () => {
  test('registers, activates and shows the site without a network; an unseen page shows the offline page', async () => {
    const page = await e2e.openPage(mobile, '/');
    await waitForWorker(page);
    const version = await workerVersion();
    expect(await cacheNames(page)).toEqual([`chaba-pages-${version}`, `chaba-shell-${version}`]);

    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('link[rel="manifest"]').count()).toBe(1);
    await waitForHydration(page);

    await page.goto(`${e2e.url}/promotion`);
    await expect.poll(() => page.getByRole('heading', { name: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต' }).count()).toBe(1);
    await expect.poll(() => page.getByText('You are offline').count()).toBe(1);

    // Nothing of the API (member data) nor React Router's data requests is ever kept.
    const kept = await keptPaths(page);
    expect(kept).toContain('/');
    expect(kept.filter((url) => url.startsWith('/api') || url.endsWith('.data'))).toEqual([]);
    await page.context().setOffline(false);
  });

  test('on a network slower than 3 s the page as last seen shows, and the late answer is kept', async () => {
    const page = await e2e.openPage(mobile, '/');
    await waitForWorker(page);
    const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1];
    const keptHtml = () => page.evaluate(async () => await (await caches.match(location.href))!.text());
    const keptNonce = nonceOf(await keptHtml());
    expect(keptNonce).toBeTruthy();

    // The page's address answers after 6 s (the worker's own request too).
    await page.context().route(`${e2e.url}/`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 6000));
      await route.continue().catch(() => undefined);
    });
    const started = Date.now();
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(Date.now() - started).toBeLessThan(6000);
    // The document shown is the kept one (each answer has its own CSP nonce; the DOM hides the
    // attribute, the property keeps it).
    expect(await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce)).toBe(
      keptNonce,
    );
    // The network's answer, when it comes, replaces the kept page for the next time.
    await eventually(async () => nonceOf(await keptHtml())).not.toBe(keptNonce);
    await page.context().unroute(`${e2e.url}/`);
  });

  test('leaves the staff’s back office on the same origin alone', async () => {
    const page = await e2e.openPage(mobile, '/');
    await waitForWorker(page);
    const answer = await page.goto(`${e2e.url}/backoffice/`);
    expect(answer!.status()).toBe(200);
    expect(await answer!.headerValue('content-type')).toMatch(/^text\/html/);
    expect(answer!.fromServiceWorker()).toBe(false);
    expect((await keptPaths(page)).filter((kept) => kept.startsWith('/backoffice'))).toEqual([]);
  });

  test('keeps the 20 pages loaded last, the least recently loaded going first', async () => {
    const page = await e2e.openPage(mobile, '/');
    await waitForWorker(page);
    const version = await workerVersion();
    const keptPages = () =>
      page.evaluate(
        async (name) =>
          (await (await caches.open(name)).keys()).map((request) => new URL(request.url).search),
        `chaba-pages-${version}`,
      );
    // The offline page is a quick page to load: 21 visits to as many addresses.
    for (let visit = 1; visit <= 21; visit += 1) {
      await page.goto(`${e2e.url}/offline.html?visit=${visit}`);
      await eventually(async () => (await keptPages()).includes(`?visit=${visit}`)).toBe(true);
    }
    const kept = await keptPages();
    expect(kept).toHaveLength(20);
    // The home page of the first load went first, then the first visit; the last one is kept.
    expect(kept).not.toContain('');
    expect(kept).not.toContain('?visit=1');
    expect(kept.at(-1)).toBe('?visit=21');
  });

  test('a new release replaces the caches of the old one, and leaves caches it did not make', async () => {
    const page = await e2e.openPage(mobile, '/');
    await waitForWorker(page);
    const oldVersion = await workerVersion();
    await page.evaluate(() => caches.open('someone-else'));

    const worker = path.join(siteCopy, 'client/sw.js');
    const source = await readFile(worker, 'utf8');
    await writeFile(worker, source.replace(`"version":"${oldVersion}"`, '"version":"newrelease01"'));
    await rm(`${worker}.br`, { force: true });
    await rm(`${worker}.gz`, { force: true });
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      await eventually(() => cacheNames(page)).toEqual([
        'chaba-pages-newrelease01',
        'chaba-shell-newrelease01',
        'someone-else',
      ]);
    } finally {
      await writeFile(worker, source);
    }
  });
});

/** A page that looks like Chrome on an Android phone to the site (the user agent of the page). */
async function openOnAndroid(viewport: Viewport, pathname: string): Promise<Page> {
  const page = await e2e.newPage(viewport);
  await closeAnnouncementWhenItAppears(page);
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setUserAgentOverride', { userAgent: androidChrome });
  await page.goto(`${e2e.url}${pathname}`);
  await waitForHydration(page);
  // The announcement greets a first visit: closed, as a visitor would, so that the banner is in view.
  const announcement = page.getByTestId('announcement');
  await announcement
    .waitFor({ timeout: 5000 })
    .then(() => announcement.getByRole('button').last().click())
    .catch(() => undefined);
  return page;
}

/** Whether the page fetched the banner's code (a desktop or iPhone visitor never should). */
function bannerCodeRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/install-banner-[\w-]+\.js$/.test(request.url())) requested.push(request.url());
  });
  return requested;
}

/** Past the moment the site decides (after load, once idle) with room for a fetch. */
async function afterTheSiteDecided(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000), { timeout: 3000 })),
  );
}

describe('the Android app banner', () => {
  test('offers the install on an Android phone: instructions first, Chrome’s prompt when offered', async () => {
    const page = await openOnAndroid(mobile, '/');
    const banner = page.getByRole('region', { name: 'ติดตั้งแอป' });
    await banner.waitFor();
    await expect.poll(() => banner.getByText('เพิ่มลงในหน้าจอหลัก', { exact: false }).count()).toBe(1);
    await screenshot(page, 'banner-th-390-instructions');

    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          (window as unknown as { prompted: number }).prompted = 1;
          return Promise.resolve({ outcome: 'accepted' });
        },
      });
      dispatchEvent(event);
    });
    const install = banner.getByRole('button', { name: 'ติดตั้ง', exact: true });
    await install.waitFor();
    await screenshot(page, 'banner-th-390-prompt');
    await install.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted))
      .toBe(1);
    await banner.waitFor({ state: 'detached' });
  });

  test('closed, it stays away on the next visits and its code is not fetched again', async () => {
    const page = await openOnAndroid(mobile, '/en');
    const banner = page.getByRole('region', { name: 'Install the app' });
    await banner.waitFor();
    await screenshot(page, 'banner-en-390');
    await banner.getByRole('button', { name: 'Close' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(
      Number(await page.evaluate(() => localStorage.getItem('chaba.installBanner.dismissedAt'))),
    ).toBeGreaterThan(Date.now() - 60_000);

    const requested = bannerCodeRequests(page);
    await page.reload();
    await waitForHydration(page);
    await afterTheSiteDecided(page);
    expect(await page.getByTestId('install-banner').count()).toBe(0);
    expect(requested).toEqual([]);
  });

  test.each([
    ['th', '/'],
    ['en', '/en'],
  ])(
    'on a wide Android screen (%s) it stands at the bottom, the size of a card',
    async (language, pathname) => {
      const page = await openOnAndroid(desktop, pathname);
      await page.getByTestId('install-banner').waitFor();
      const box = await page.getByTestId('install-banner').boundingBox();
      expect(box!.width).toBeLessThanOrEqual(448);
      expect(box!.y + box!.height).toBeLessThanOrEqual(desktop.height);
      await screenshot(page, `banner-${language}-1280`);
    },
  );

  test.each(viewports)(
    'is not offered off Android, and its code is not fetched ($width px)',
    async (viewport) => {
      const page = await e2e.newPage(viewport);
      const requested = bannerCodeRequests(page);
      await page.goto(`${e2e.url}/`);
      await waitForHydration(page);
      await afterTheSiteDecided(page);
      expect(await page.getByTestId('install-banner').count()).toBe(0);
      expect(requested).toEqual([]);
    },
  );
});

describe('the offline page', () => {
  test.each(viewports)('reads in Thai, English and Chinese ($width px)', async (viewport) => {
    const page = await e2e.newPage(viewport);
    await page.goto(`${e2e.url}/offline.html`);
    for (const text of ['ไม่มีการเชื่อมต่ออินเทอร์เน็ต', 'You are offline', '网络未连接']) {
      expect(await page.getByText(text).count()).toBe(1);
    }
    await screenshot(page, `offline-${viewport.width}`);
  });
});
