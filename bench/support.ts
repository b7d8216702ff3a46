/**
 * What the benchmarks share: a fresh database of their own (PGlite in a temporary folder, or a new
 * database on the PostgreSQL server of DATABASE_URL, dropped at the end), the app built in-process
 * and listening on 127.0.0.1, members made straight in the database with an access token, worker
 * threads that run TypeScript, settings from the environment, percentiles and the result file.
 */
import { generateReferralKey, hashPassword } from '@chaba/core/auth/secrets';
import { issueToken } from '@chaba/core/auth/tokens';
import { systemClock } from '@chaba/core/clock';
import { seedGames } from '@chaba/core/games/seed-games';
import { getSiteInfo } from '@chaba/core/site/get-site-info';
import { seedDemoData } from '@chaba/core/demo/seed-demo-data';
import { migrateDatabase, openDatabase, type Database, type DatabaseConnection } from '@chaba/db/client';
import { members } from '@chaba/db/schema';
import { withAdminClient } from '@chaba/db/test-database';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createAppContext, type AppContext } from '../apps/server/src/app-context';
import { buildApp } from '../apps/server/src/app';
import { configSchema } from '../apps/server/src/config';

export const resultsDirectory = fileURLToPath(new URL('./results/', import.meta.url));

/** A fresh database for this run, and how to throw it away afterwards. */
export interface BenchDatabase {
  connection: DatabaseConnection;
  label: 'pglite' | 'postgresql';
  /** PostgreSQL: the name of the database made for this run. */
  name?: string;
  dispose(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set (a new database on that server), PGlite otherwise. */
export function createBenchDatabase(options: { poolSize?: number } = {}): Promise<BenchDatabase> {
  return process.env.DATABASE_URL
    ? createPostgresDatabase(process.env.DATABASE_URL, options)
    : createPgliteDatabase();
}

export async function createPgliteDatabase(): Promise<BenchDatabase> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'chaba-bench-'));
  const connection = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'pglite') });
  return {
    connection,
    label: 'pglite',
    async dispose() {
      await connection.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** An empty database `<prefix>_<random>` on the server of `serverUrl`; drop() removes it. */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

/** Creates `chaba_bench_<random>` on the server of DATABASE_URL; dispose drops it. */
export async function createPostgresDatabase(
  serverUrl: string,
  options: { poolSize?: number } = {},
): Promise<BenchDatabase> {
  const scratch = await createScratchDatabase(serverUrl, 'chaba_bench');
  let connection: DatabaseConnection;
  try {
    connection = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: options.poolSize });
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return {
    connection,
    label: 'postgresql',
    name: scratch.name,
    async dispose() {
      await connection.close();
      await scratch.drop();
    },
  };
}

/**
 * Runs `work` on a fresh migrated and seeded database (demo site and the demo games), and removes
 * the database afterwards, also when the run is interrupted (Ctrl-C).
 */
export async function withBenchDatabase(
  work: (database: BenchDatabase) => Promise<void>,
  options: { poolSize?: number; extraCleanUp?: () => Promise<void> } = {},
): Promise<void> {
  const database = await createBenchDatabase(options);
  const interrupt = () => {
    void Promise.allSettled([database.dispose(), options.extraCleanUp?.()]).finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    await migrateDatabase(database.connection);
    await seedDemoData(database.connection.db, { publicUrl: 'http://localhost:3000', now: new Date() });
    await work(database);
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    await database.dispose();
  }
}

export interface BenchApp {
  app: FastifyInstance;
  context: AppContext;
  /** `http://127.0.0.1:<port>` */
  base: string;
  close(): Promise<void>;
}

/**
 * The app as the server assembles it (in-process event bus, built-in PromptPay gateway, console SMS
 * sender, the demo aggregator), without the member site and with no background jobs, listening on
 * a free port of 127.0.0.1. `addRoutes` adds a benchmark's own routes (e.g. a no-op baseline) first.
 */
export async function startBenchApp(
  db: Database,
  options: {
    addRoutes?: (app: FastifyInstance) => void;
    /** Settings as environment variables, over the benchmark's (e.g. TRUST_PROXY). */
    env?: Record<string, string>;
  } = {},
): Promise<BenchApp> {
  // The benchmarks play thousands of members from one address: the per-address deposit limit is lifted.
  const config = configSchema.parse({
    LOG_LEVEL: 'silent',
    DEPOSIT_PENDING_PER_ADDRESS: '1000000',
    ...options.env,
  });
  const site = await getSiteInfo(db);
  const context = createAppContext({
    config,
    db,
    clock: systemClock,
    authSettings: {
      accessTokenLifetimeSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
      otpBypassCode: config.OTP_BYPASS_CODE,
      siteName: site.name,
      loginMaxFailuresPerAddress: config.LOGIN_FAILURES_PER_ADDRESS,
      smsMaxPerAddressPerHour: config.SMS_PER_ADDRESS_PER_HOUR,
    },
  });
  await seedGames(db, context.providers);
  const app = await buildApp(context, { logger: false });
  options.addRoutes?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return {
    app,
    context,
    base: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await context.events.close();
    },
  };
}

export interface BenchMember {
  id: number;
  phone: string;
  accountNumber: string;
  /** A member access token (Bearer). */
  token: string;
}

let passwordHash: Promise<string> | undefined;
let memberSerial = 0;

/**
 * Registered members with a bank account, made straight in the database, and an access token each
 * (what registration and login would give, without an argon2 hash per member). Phones and account
 * numbers carry `series` (0–99) so that several batches of one run do not collide.
 */
export async function createMembers(db: Database, count: number, series: number): Promise<BenchMember[]> {
  passwordHash ??= hashPassword('Bench1234');
  const hash = await passwordHash;
  const rows = Array.from({ length: count }, () => {
    memberSerial += 1;
    const serial = `${String(series).padStart(2, '0')}${String(memberSerial).padStart(6, '0')}`;
    return {
      phone: `09${serial}`,
      passwordHash: hash,
      name: `ทดสอบ ${serial}`,
      bank: 'scb',
      accountNumber: `77${serial}`,
      line: `bench${serial}`,
      referralKey: generateReferralKey(),
    };
  });
  const created: { id: number; phone: string; accountNumber: string | null }[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    created.push(
      ...(await db
        .insert(members)
        .values(rows.slice(start, start + 500))
        .returning({ id: members.id, phone: members.phone, accountNumber: members.accountNumber })),
    );
  }
  const now = new Date();
  const result: BenchMember[] = [];
  for (const member of created) {
    const { token } = await issueToken(db, {
      kind: 'access',
      memberId: member.id,
      now,
      lifetimeSeconds: 24 * 3600,
    });
    result.push({ id: member.id, phone: member.phone, accountNumber: member.accountNumber!, token });
  }
  return result;
}

/**
 * A worker thread running a TypeScript module of this folder. The worker's entry module is loaded
 * before the `--import tsx` hooks reach it, so a small script registers tsx first and then imports
 * the module.
 */
export function startTypeScriptWorker(moduleUrl: URL, workerData: unknown): Worker {
  const api = import.meta.resolve('tsx/esm/api');
  return new Worker(
    `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl.href)}); })`,
    { eval: true, workerData },
  );
}

/** The machine, and its load average when `loadAverageAtStart` was taken and now. */
export function describeMachine(loadAverageAtStart: number[]) {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverageAtStart,
    loadAverageAtEnd: loadAverage(),
  };
}

export function loadAverage(): number[] {
  return os.loadavg().map((value) => round(value, 2));
}

/** Writes the report as `bench/results/<name>-<database>-<time>.json`; answers the path. */
export async function writeResult(name: string, label: string, report: { date: string }): Promise<string> {
  await mkdir(resultsDirectory, { recursive: true });
  const stamp = report.date.replace(/[:.]/g, '-');
  const file = path.join(resultsDirectory, `${name}-${label}-${stamp}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

export interface Distribution {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentiles of a list of milliseconds, rounded to 0.1 ms. */
export function distribution(samples: number[]): Distribution {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(sorted.length, 1);
  return {
    count: sorted.length,
    p50: round(rank(50), 1),
    p95: round(rank(95), 1),
    p99: round(rank(99), 1),
    max: round(sorted.at(-1) ?? 0, 1),
    mean: round(mean, 1),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function readWholeNumber(name: string, fallback: number, minimum: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`${name} must be a whole number of at least ${minimum}, got "${raw}"`);
  }
  return value;
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** A table of rows, the first column left-aligned and the others right-aligned. */
export function formatTable(rows: (string | number)[][], width = 10): string {
  return rows
    .map((row) =>
      row.map((cell, index) => String(cell)[index === 0 ? 'padEnd' : 'padStart'](width)).join(' '),
    )
    .join('\n');
}

/** A JSON call to a bench app over real HTTP; anything but 200 stops the bench. */
export async function callJson(
  server: BenchApp,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> },
) {
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await fetch(`${server.base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${url}: HTTP ${response.status} ${text}`);
  return JSON.parse(text);
}
