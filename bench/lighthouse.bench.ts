/**
 * Lighthouse on the built member site (issue 14): `/`, `/lobby`, `/promotion` and `/en`, default
 * simulated mobile, in Debian's Chromium. For each page: the performance, accessibility,
 * best-practices and SEO scores, the first and largest contentful paint, total blocking time and
 * layout shift, the bytes transferred, and the page's JavaScript (transferred, uncompressed, and
 * gzip at the default level, so that the script size is comparable whatever the server sends).
 *
 * It builds nothing: run `npm run build` first. The server runs as `npm start` runs it
 * (`startServer` through apps/server/src/main.ts, development mode with the demo seed) on a free port, with a temporary DATA_DIR
 * (PGlite) removed at the end and without the demo aggregator (scripts/start.ts adds it: no page
 * measured here opens a game). The catalogue holds 5,000 games of 40 studios besides the demo's
 * (BENCH_LOBBY_GAMES; decision 56). `/lobby` is measured as the demo member sees it: a guest is sent to
 * the login page, which is not what a player waits for. The member's login cookies go with every
 * request of that page (Lighthouse's extra headers).
 *
 *   npm run build && npm run bench:lighthouse
 *   BENCH_LIGHTHOUSE_PAGES=/,/en npm run bench:lighthouse
 *
 * Settings (environment): BENCH_LIGHTHOUSE_PAGES (comma-separated paths, default the four above),
 * BENCH_ROUNDS (1; more runs each page that many times and reports the run with the median
 * performance score, for a machine busy with other work), CHROME_PATH (/usr/bin/chromium),
 * BENCH_LIGHTHOUSE_KEEP_REPORTS (1: also keep every run's whole Lighthouse report in bench/results/,
 * with its trace's audits, for a closer look). The result is printed and written to bench/results/
 * as JSON, with what took the main thread of each page (Lighthouse's `mainthread-work-breakdown`,
 * `bootup-time` and `long-tasks`), the first thing to read when the blocking time goes up.
 */
import { demoMember, seedDemoData } from '@chaba/core/demo/seed-demo-data';
import { migrateDatabase, openDatabase } from '@chaba/db/client';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { insertManyGames } from '../test/support/many-games';
import {
  describeMachine,
  formatTable,
  loadAverage,
  readWholeNumber,
  resultsDirectory,
  round,
  writeResult,
} from './support';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = '--headless --no-sandbox --disable-gpu --disable-background-networking';
const pages = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '/,/lobby,/promotion,/en')
  .split(',')
  .map((page) => page.trim())
  .filter((page) => page.length > 0);
const rounds = readWholeNumber('BENCH_ROUNDS', 1, 1);
const keepReports = process.env.BENCH_LIGHTHOUSE_KEEP_REPORTS === '1';
/** Pages only a logged-in member sees; measured with the demo member's cookies. */
const memberPages = new Set(['/lobby']);
const loadAverageAtStart = loadAverage();

for (const page of pages) {
  if (!page.startsWith('/')) throw new Error(`BENCH_LIGHTHOUSE_PAGES: "${page}" is not a path`);
}

interface LighthouseReport {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      score?: number | null;
      numericValue?: number;
      details?: {
        items?: {
          url: string;
          resourceType?: string;
          transferSize?: number;
          resourceSize?: number;
          /** bootup-time: the script's evaluation, parse and compile; long-tasks: the task's. */
          total?: number;
          scripting?: number;
          duration?: number;
          startTime?: number;
          /** mainthread-work-breakdown */
          group?: string;
          groupLabel?: string;
        }[];
      };
    }
  >;
}

interface PageResult {
  page: string;
  asMember: boolean;
  finalUrl: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metricsMs: {
    firstContentfulPaint: number;
    largestContentfulPaint: number;
    totalBlockingTime: number;
    speedIndex: number;
  };
  cumulativeLayoutShift: number;
  requests: number;
  transferredKiB: number;
  uncompressedKiB: number;
  javaScript: { files: number; transferredKiB: number; uncompressedKiB: number; gzipKiB: number };
  /** Audits of the accessibility and best-practices categories that failed, by id. */
  failedAudits: { accessibility: string[]; bestPractices: string[] };
  /** What took the main thread (ms, at Lighthouse's simulated 4× slower CPU where it says so). */
  mainThread: {
    /** mainthread-work-breakdown: script evaluation, style and layout, parsing … */
    byKind: Record<string, number>;
    /** bootup-time: each script's whole main-thread time and its scripting part. */
    byScript: { url: string; totalMs: number; scriptingMs: number }[];
    /** long-tasks: every task over 50 ms, its start and length (ms from navigation) and its script. */
    longTasks: { url: string; startMs: number; durationMs: number }[];
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The server in a child process as `npm start` runs it after its build (`startServer` with the
 * configuration read from the environment), through apps/server/src/main.ts: scripts/start.ts would
 * only add the demo aggregator, which no measured page uses.
 */
async function startSite(
  dataDir: string,
  webBuildDir: string,
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_BUILD_DIR: webBuildDir,
    DEMO_PROVIDER_PORT: '0',
    LOG_LEVEL: 'warn',
  };
  // The site as `npm start` serves it on a fresh machine: PGlite, one process.
  delete environment.DATABASE_URL;
  delete environment.REDIS_URL;
  delete environment.CHABA_ENV;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: environment,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, process: child };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /healthz within 120 s');
}

/** Games in the catalogue the lobby is measured with: a real aggregator's (decision 56). */
const lobbyGames = readWholeNumber('BENCH_LOBBY_GAMES', 5_000, 0);

/**
 * The database the site starts on: migrated, the demo seed, and `lobbyGames` games of 40 studios
 * (test/support/many-games.ts), written before the server opens it (PGlite has one process).
 */
async function seedManyGames(dataDir: string): Promise<void> {
  const connection = await openDatabase({ kind: 'pglite', dataDir: path.resolve(dataDir, 'pglite') });
  try {
    await migrateDatabase(connection);
    await seedDemoData(connection.db, { publicUrl: 'http://localhost:3000', now: new Date() });
    if (lobbyGames > 0) await insertManyGames(connection.db, { count: lobbyGames });
  } finally {
    await connection.close();
  }
}

/** The demo member's login cookies, as a browser would send them. */
async function memberCookies(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: demoMember.phone, password: demoMember.password }),
  });
  if (!response.ok) throw new Error(`demo member login answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error('demo member login set no cookie');
  return cookies.join('; ');
}

async function runLighthouse(
  url: string,
  outputFile: string,
  cookie: string | undefined,
): Promise<LighthouseReport> {
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${outputFile}`,
    `--chrome-flags=${chromeFlags}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--quiet',
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}`)),
    );
  });
  return JSON.parse(await readFile(outputFile, 'utf8')) as LighthouseReport;
}

/**
 * Lighthouse now and then gives up on a load it could not trace (NO_NAVSTART, a protocol timeout on
 * a busy machine): such a run measures nothing, so it is tried again, twice at most.
 */
async function runLighthouseRetrying(
  url: string,
  outputFile: string,
  cookie: string | undefined,
): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, outputFile, cookie);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`${url}: Lighthouse failed (${(error as Error).message}), trying again\n`);
    }
  }
}

/** gzip (default level) of each same-origin script the page loaded, fetched uncompressed. */
async function gzipBytes(siteUrl: string, scriptUrls: string[]): Promise<number> {
  let total = 0;
  for (const scriptUrl of scriptUrls) {
    if (!scriptUrl.startsWith(siteUrl)) continue;
    const response = await fetch(scriptUrl, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${scriptUrl} answered ${response.status} after Lighthouse loaded it`);
    total += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return total;
}

const kib = (bytes: number) => round(bytes / 1024, 1);
const score = (report: LighthouseReport, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);
const numeric = (report: LighthouseReport, audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;

async function summarize(siteUrl: string, page: string, report: LighthouseReport): Promise<PageResult> {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const sum = (items: typeof requests, key: 'transferSize' | 'resourceSize') =>
    items.reduce((total, item) => total + (item[key] ?? 0), 0);
  const failedIn = (category: string) =>
    ((report.categories[category] as { auditRefs?: { id: string }[] } | undefined)?.auditRefs ?? [])
      .map((ref) => ref.id)
      .filter((id) => report.audits[id]?.score === 0);
  return {
    page,
    asMember: memberPages.has(page),
    finalUrl: report.finalDisplayedUrl,
    scores: {
      performance: score(report, 'performance'),
      accessibility: score(report, 'accessibility'),
      bestPractices: score(report, 'best-practices'),
      seo: score(report, 'seo'),
    },
    metricsMs: {
      firstContentfulPaint: Math.round(numeric(report, 'first-contentful-paint')),
      largestContentfulPaint: Math.round(numeric(report, 'largest-contentful-paint')),
      totalBlockingTime: Math.round(numeric(report, 'total-blocking-time')),
      speedIndex: Math.round(numeric(report, 'speed-index')),
    },
    cumulativeLayoutShift: round(numeric(report, 'cumulative-layout-shift'), 3),
    requests: requests.length,
    transferredKiB: kib(sum(requests, 'transferSize')),
    uncompressedKiB: kib(sum(requests, 'resourceSize')),
    javaScript: {
      files: scripts.length,
      transferredKiB: kib(sum(scripts, 'transferSize')),
      uncompressedKiB: kib(sum(scripts, 'resourceSize')),
      gzipKiB: kib(
        await gzipBytes(
          siteUrl,
          scripts.map((script) => script.url),
        ),
      ),
    },
    failedAudits: { accessibility: failedIn('accessibility'), bestPractices: failedIn('best-practices') },
    mainThread: {
      byKind: Object.fromEntries(
        (report.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
          item.group ?? item.groupLabel ?? '?',
          Math.round(item.duration ?? 0),
        ]),
      ),
      byScript: (report.audits['bootup-time']?.details?.items ?? []).map((item) => ({
        url: shortUrl(siteUrl, item.url),
        totalMs: Math.round(item.total ?? 0),
        scriptingMs: Math.round(item.scripting ?? 0),
      })),
      longTasks: (report.audits['long-tasks']?.details?.items ?? []).map((item) => ({
        url: shortUrl(siteUrl, item.url),
        startMs: Math.round(item.startTime ?? 0),
        durationMs: Math.round(item.duration ?? 0),
      })),
    },
  };
}

/** A same-origin address without its origin, so that results of different runs (ports) compare. */
const shortUrl = (siteUrl: string, url: string) =>
  url.startsWith(siteUrl) ? url.slice(siteUrl.length) : url;

async function main() {
  const clientBuild = path.join(root, 'apps/web/build/server/index.js');
  if (!existsSync(clientBuild)) {
    throw new Error('The member site is not built: run `npm run build` first.');
  }
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROME_PATH).`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'chaba-lighthouse-'));
  // A copy of the build: a rebuild during the run (another terminal, another test) must not swap the
  // files under the pages being measured. Inside the repository (bench/results/ is git-ignored), so
  // that the server build finds its packages in node_modules.
  await mkdir(resultsDirectory, { recursive: true });
  const webBuild = await mkdtemp(path.join(resultsDirectory, '.lighthouse-build-'));
  await cp(path.join(root, 'apps/web/build'), webBuild, { recursive: true });
  await seedManyGames(path.join(folder, 'data'));
  const site = await startSite(path.join(folder, 'data'), webBuild).catch(async (error: unknown) => {
    await Promise.all([folder, webBuild].map((made) => rm(made, { recursive: true, force: true })));
    throw error;
  });
  const stop = async () => {
    site.process.kill('SIGTERM');
    await new Promise((resolve) => site.process.once('exit', resolve));
    await rm(folder, { recursive: true, force: true });
    await rm(webBuild, { recursive: true, force: true });
  };
  const interrupt = () => void stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupt);
  try {
    const cookie = pages.some((page) => memberPages.has(page)) ? await memberCookies(site.url) : undefined;
    // One unmeasured load warms the server (its first SSR compiles and reads the site's settings).
    await fetch(`${site.url}/`).then((response) => response.arrayBuffer());
    const results: PageResult[] = [];
    let lighthouseVersion = '';
    for (const page of pages) {
      const runs: PageResult[] = [];
      for (let run = 0; run < rounds; run += 1) {
        const report = await runLighthouseRetrying(
          `${site.url}${page}`,
          path.join(folder, `report-${runs.length}.json`),
          memberPages.has(page) ? cookie : undefined,
        );
        lighthouseVersion = report.lighthouseVersion;
        runs.push(await summarize(site.url, page, report));
        if (keepReports) {
          const name = `lighthouse-report${page.replaceAll('/', '_')}-${run + 1}-${Date.now()}.json`;
          await cp(path.join(folder, `report-${runs.length - 1}.json`), path.join(resultsDirectory, name));
        }
        process.stderr.write(
          `${page}: run ${run + 1} of ${rounds}, performance ${runs.at(-1)?.scores.performance}\n`,
        );
      }
      runs.sort((a, b) => a.scores.performance - b.scores.performance);
      results.push(runs[Math.floor(runs.length / 2)]!);
    }

    const report = {
      date: new Date().toISOString(),
      lighthouseVersion,
      chromium: chromePath,
      settings: { pages, rounds, formFactor: 'mobile (simulated, Lighthouse default)' },
      machine: describeMachine(loadAverageAtStart),
      results,
    };
    const rows: (string | number)[][] = [
      [
        'page',
        'perf',
        'a11y',
        'best pr.',
        'SEO',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'sent KiB',
        'JS sent',
        'JS raw',
        'JS gzip',
      ],
      ...results.map((result) => [
        result.page + (result.asMember ? ' *' : ''),
        result.scores.performance,
        result.scores.accessibility,
        result.scores.bestPractices,
        result.scores.seo,
        result.metricsMs.firstContentfulPaint,
        result.metricsMs.largestContentfulPaint,
        result.metricsMs.totalBlockingTime,
        result.cumulativeLayoutShift,
        result.transferredKiB,
        result.javaScript.transferredKiB,
        result.javaScript.uncompressedKiB,
        result.javaScript.gzipKiB,
      ]),
    ];
    process.stdout.write(`Lighthouse ${lighthouseVersion}, simulated mobile, ${chromePath}\n`);
    process.stdout.write(`${formatTable(rows, 9)}\n`);
    for (const result of results) {
      const failed = [...result.failedAudits.accessibility, ...result.failedAudits.bestPractices];
      if (failed.length > 0) process.stdout.write(`${result.page}: audits failed: ${failed.join(', ')}\n`);
    }
    for (const result of results) {
      const { byKind, byScript, longTasks } = result.mainThread;
      const kinds = Object.entries(byKind).map(([kind, ms]) => `${kind} ${ms}`);
      const scripts = byScript.slice(0, 4).map((script) => `${script.url} ${script.totalMs}`);
      const tasks = longTasks.map((task) => `${task.durationMs} at ${task.startMs} (${task.url})`);
      process.stdout.write(
        `${result.page}: main thread ms: ${kinds.join(', ')}; scripts: ${scripts.join(', ')}; ` +
          `long tasks: ${tasks.join(', ') || 'none'}\n`,
      );
    }
    process.stdout.write(`Load average ${loadAverageAtStart.join(' ')} → ${loadAverage().join(' ')}\n`);
    process.stdout.write(`Written to ${await writeResult('lighthouse', 'pglite', report)}\n`);
  } finally {
    process.off('SIGINT', interrupt);
    await stop();
  }
}

await main();
