/**
 * The back office's dashboard on a large operator's database (issue 12): p50/p95/p99 of
 * `GET /api/backoffice/dashboard` over real HTTP with a staff session, on 100,000 members and
 * 1,000,000 ledger transactions over about 70 days (`scripts/seed-large.ts`), and of the daily
 * profit-and-loss report. Goal: the dashboard under 300 ms on PostgreSQL.
 *
 * The first call after the seed writes the closed days' figures (`report_days`, decision 15); it is
 * timed on its own. The measured calls then read the closed days from there and today (about 15,000
 * transactions of the seed) live from the ledger.
 *
 * Runs on a fresh database: with DATABASE_URL a new database `chaba_bench_<random>` on that server,
 * dropped at the end; PGlite in a temporary folder otherwise.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:dashboard
 *
 * Settings (environment): BENCH_SAMPLES (200 requests per case, one at a time after 10 to warm up),
 * SEED_MEMBERS (100000), SEED_TRANSACTIONS_PER_MEMBER (10).
 */
import { openStaffSession } from '@chaba/core/backoffice/open-staff-session';
import { hashPassword } from '@chaba/core/auth/secrets';
import { addDays, bangkokDate } from '@chaba/core/bangkok-time';
import { queryRows } from '@chaba/db/query-rows';
import { staffAccounts } from '@chaba/db/schema';
import type { Database } from '@chaba/db/client';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import { seedLarge } from '../scripts/seed-large';
import {
  callJson,
  describeMachine,
  distribution,
  readWholeNumber,
  startBenchApp,
  withBenchDatabase,
  writeResult,
  type BenchApp,
  type Distribution,
} from './support';

const settings = {
  samples: readWholeNumber('BENCH_SAMPLES', 200, 10),
  members: readWholeNumber('SEED_MEMBERS', 100_000, 100),
  transactionsPerMember: readWholeNumber('SEED_TRANSACTIONS_PER_MEMBER', 10, 7),
};
const warmup = 10;

async function staffToken(db: Database): Promise<string> {
  const [staff] = await db
    .insert(staffAccounts)
    .values({
      username: 'bench-owner',
      passwordHash: await hashPassword('Bench12345'),
      role: 'owner',
      totpSecret: 'bench',
      totpConfirmedAt: new Date(),
    })
    .returning({ id: staffAccounts.id });
  const session = await openStaffSession(db, {
    staffId: staff!.id,
    clientAddress: '127.0.0.1',
    userAgent: 'bench',
    now: new Date(),
  });
  return session.token;
}

function cases(): Array<[string, string]> {
  const today = bangkokDate(new Date());
  const range = (days: number) => `from=${addDays(today, 1 - days)}&to=${today}`;
  return [
    ['dashboard, last 7 days (default)', '/api/backoffice/dashboard'],
    ['dashboard, last 30 days', `/api/backoffice/dashboard?${range(30)}`],
    ['dashboard, last 90 days', `/api/backoffice/dashboard?${range(90)}`],
    ['daily P&L report, 30 days', `/api/backoffice/reports/daily?${range(30)}`],
  ];
}

async function timed(server: BenchApp, token: string, url: string): Promise<number> {
  const started = performance.now();
  await callJson(server, 'GET', url, { token }); // throws unless 200
  return performance.now() - started;
}

async function measure(server: BenchApp, token: string, url: string): Promise<Distribution> {
  for (let i = 0; i < warmup; i += 1) await timed(server, token, url);
  const samples: number[] = [];
  for (let i = 0; i < settings.samples; i += 1) samples.push(await timed(server, token, url));
  return distribution(samples);
}

async function main(): Promise<void> {
  const loadAtStart = os.loadavg();
  await withBenchDatabase(async (database) => {
    const db = database.connection.db;
    const seeded = await seedLarge(db, settings);
    const [count] = await queryRows<{ n: string }>(
      db,
      sql`select count(*)::text as n from ledger_transactions`,
    );
    console.log(
      `seeded ${seeded.members} members and ${seeded.transactions} ledger transactions in ${seeded.seconds.toFixed(1)} s (${count?.n} in the ledger)`,
    );
    const server = await startBenchApp(db);
    try {
      const token = await staffToken(db);
      const firstCallMs = await timed(server, token, cases()[2]![1]);
      console.log(`first call (writes the closed days of the last 90): ${firstCallMs.toFixed(0)} ms`);
      const results: Array<{ name: string } & Distribution> = [];
      for (const [name, url] of cases()) results.push({ name, ...(await measure(server, token, url)) });
      const header = ['case'.padEnd(34), 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'].join(' ');
      const lines = results.map((r) =>
        [r.name.padEnd(34), ...[r.p50, r.p95, r.p99, r.max].map((value) => String(value).padStart(6))].join(
          ' ',
        ),
      );
      console.log([header, ...lines].join('\n'));
      const report = {
        date: new Date().toISOString(),
        database: database.label,
        machine: describeMachine(loadAtStart),
        settings,
        seed: seeded,
        firstCallMs,
        results,
      };
      console.log(`written to ${await writeResult('dashboard', database.label, report)}`);
    } finally {
      await server.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
