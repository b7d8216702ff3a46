/**
 * The first benchmark (issue 2): GET /api/customers/profile against a no-op route of the same server,
 * in the same run, with the same load. The no-op is the ceiling of this process (Fastify, the machine,
 * the load generator); the ratio profile / no-op says how much of it a real member call keeps, which is
 * more stable from one machine to another than the raw requests per second.
 *
 * The app is built in-process without the member site, on a fresh database of its own: PGlite in a
 * temporary folder by default, or, when DATABASE_URL is set, a new database `chaba_bench_<random>`
 * created on that PostgreSQL server and dropped at the end. autocannon runs in a worker thread so that
 * the load generator does not share the server's event loop.
 *
 *   npm run bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 *
 * Settings (environment): BENCH_DURATION_SECONDS (10), BENCH_CONNECTIONS (16),
 * BENCH_WARMUP_SECONDS (2), BENCH_ROUNDS (1; more rounds alternate the two endpoints and report the
 * median, for a machine that is busy with other work). The result is printed and written to
 * bench/results/ as JSON.
 */
import autocannon, { type Result } from 'autocannon';
import { demoMember } from '@chaba/core/demo/seed-demo-data';
import os from 'node:os';
import path from 'node:path';
import {
  describeMachine,
  readWholeNumber,
  round,
  withBenchDatabase,
  startBenchApp,
  writeResult,
  type BenchDatabase,
} from './support';

const settings = {
  durationSeconds: readWholeNumber('BENCH_DURATION_SECONDS', 10, 1),
  connections: readWholeNumber('BENCH_CONNECTIONS', 16, 1),
  warmupSeconds: readWholeNumber('BENCH_WARMUP_SECONDS', 2, 0),
  rounds: readWholeNumber('BENCH_ROUNDS', 1, 1),
};

interface Measurement {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAverageMs: number;
  latencyMaxMs: number;
  totalRequests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /**
   * CPU time of this process (server and load generator; not PostgreSQL's) per request. Less swayed
   * by other work on the machine than requests per second are.
   */
  processCpuMsPerRequest: number;
}

/** The machine's load average when the run started: other work on the machine skews the numbers. */
const loadAverageAtStart = os.loadavg().map((value) => round(value, 2));

async function main(): Promise<void> {
  await withBenchDatabase(runBenchmark);
}

async function runBenchmark(database: BenchDatabase): Promise<void> {
  // The baseline: the same server, plugins and hooks, but no database and no authentication.
  const bench = await startBenchApp(database.connection.db, {
    addRoutes: (app) => app.get('/bench/noop', async () => ({ ok: true })),
  });
  try {
    const base = bench.base;
    const token = await logInDemoMember(base);
    const targets = {
      noop: { url: `${base}/bench/noop`, headers: {} },
      profile: { url: `${base}/api/customers/profile`, headers: { authorization: `Bearer ${token}` } },
    };

    // Rounds alternate the two endpoints, so that a slow spell of the machine hits both alike; the
    // ratio of each round compares measurements taken side by side, and the median round is reported.
    const names = Object.keys(targets) as (keyof typeof targets)[];
    const rounds: { noop: Measurement; profile: Measurement; ratio: number }[] = [];
    for (let round = 1; round <= settings.rounds; round += 1) {
      const measured = {} as Record<keyof typeof targets, Measurement>;
      for (const name of names) {
        if (round === 1 && settings.warmupSeconds > 0) await load(targets[name], settings.warmupSeconds);
        process.stdout.write(
          `round ${round}/${settings.rounds} ${name}: ${settings.connections} connections for ` +
            `${settings.durationSeconds} s on ${database.label}…\n`,
        );
        const cpuBefore = process.cpuUsage();
        const result = await load(targets[name], settings.durationSeconds);
        const cpu = process.cpuUsage(cpuBefore);
        if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
          throw new Error(
            `${name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
          );
        }
        measured[name] = summarize(result, (cpu.user + cpu.system) / 1000);
      }
      rounds.push({
        ...measured,
        ratio: round4(measured.profile.requestsPerSecond / measured.noop.requestsPerSecond),
      });
    }
    const medianRound = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)]!;

    const report = {
      benchmark: 'GET /api/customers/profile vs no-op',
      date: new Date().toISOString(),
      database: database.label,
      machine: describeMachine(loadAverageAtStart),
      settings: { ...settings, pipelining: 1, loadGeneratorWorkers: 1 },
      // The round with the median ratio. The ratio is the profile's requests per second as a share of
      // the no-op's (autocannon reports latency in whole milliseconds and the no-op's p99 is often 0 or
      // 1 ms, so a latency ratio would mean little).
      noop: medianRound.noop,
      profile: medianRound.profile,
      ratioProfileToNoop: medianRound.ratio,
      rounds,
    };

    const file = await writeResult('profile', database.label, report);
    printReport(
      report.noop,
      report.profile,
      report.ratioProfileToNoop,
      rounds.map((round) => round.ratio),
    );
    process.stdout.write(`\nwritten to ${path.relative(process.cwd(), file)}\n`);
  } finally {
    await bench.close();
  }
}

function load(target: { url: string; headers: Record<string, string> }, durationSeconds: number) {
  return autocannon({
    url: target.url,
    headers: target.headers,
    connections: settings.connections,
    duration: durationSeconds,
    pipelining: 1,
    // One worker thread: the load generator gets its own event loop instead of the server's.
    workers: 1,
  });
}

async function logInDemoMember(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: demoMember.phone, password: demoMember.password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (response.status !== 200 || !body.access_token) {
    throw new Error(`demo login failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  const profile = await fetch(`${base}/api/customers/profile`, {
    headers: { authorization: `Bearer ${body.access_token}` },
  });
  const profileBody = (await profile.json()) as { data?: { phone?: string } };
  if (profile.status !== 200 || profileBody.data?.phone !== demoMember.phone) {
    throw new Error(`profile check failed: HTTP ${profile.status} ${JSON.stringify(profileBody)}`);
  }
  return body.access_token;
}

function summarize(result: Result, processCpuMs: number): Measurement {
  return {
    requestsPerSecond: round(result.requests.average, 1),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyAverageMs: round(result.latency.average, 2),
    latencyMaxMs: result.latency.max,
    totalRequests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    processCpuMsPerRequest: round(processCpuMs / Math.max(result.requests.total, 1), 3),
  };
}

function printReport(noop: Measurement, profile: Measurement, ratio: number, ratiosOfRounds: number[]): void {
  const rows = [
    ['', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'cpu ms/req'],
    ...(
      [
        ['no-op', noop],
        ['profile', profile],
      ] as const
    ).map(([label, measurement]) => [
      label,
      measurement.requestsPerSecond,
      measurement.latencyP50Ms,
      measurement.latencyP99Ms,
      measurement.totalRequests,
      measurement.processCpuMsPerRequest,
    ]),
  ].map((row) => row.map((cell, index) => String(cell)[index === 0 ? 'padEnd' : 'padStart'](10)).join(' '));
  process.stdout.write(`\n${rows.join('\n')}\n`);
  const ofRounds = ratiosOfRounds.length > 1 ? ` (median round; rounds: ${ratiosOfRounds.join(', ')})` : '';
  process.stdout.write(`ratio profile/no-op (requests per second): ${ratio}${ofRounds}\n`);
}

function round4(value: number): number {
  return round(value, 4);
}

await main();
