/**
 * The back office on a large operator's database (issue 11): p50/p95/p99 of the member search (by
 * each kind), of the member page and its lists, and of the console's lists (issue 30: a page with its
 * totals, by filters), over real HTTP with a staff session, on 100,000 members and 1,000,000 ledger
 * transactions (`scripts/seed-large.ts`). Goal: p95 under 100 ms on PostgreSQL.
 *
 * Runs on a fresh database: with DATABASE_URL a new database `chaba_bench_<random>` on that server,
 * dropped at the end (also on Ctrl-C); PGlite in a temporary folder otherwise.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:backoffice
 *
 * Settings (environment): BENCH_SAMPLES (300 requests per case, one at a time after 20 to warm up),
 * SEED_MEMBERS (100000), SEED_TRANSACTIONS_PER_MEMBER (10), BENCH_CASES (only the cases whose name
 * starts with it, e.g. `list:`). Prints a table and writes the JSON to bench/results/.
 */
import { openStaffSession } from '@chaba/core/backoffice/open-staff-session';
import { hashPassword } from '@chaba/core/auth/secrets';
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
  samples: readWholeNumber('BENCH_SAMPLES', 300, 10),
  members: readWholeNumber('SEED_MEMBERS', 100_000, 100),
  transactionsPerMember: readWholeNumber('SEED_TRANSACTIONS_PER_MEMBER', 10, 7),
  cases: process.env.BENCH_CASES ?? '',
};
const warmup = 20;

interface SampleMember {
  id: number;
  phone: string;
  username: string;
  name: string;
  account_number: string;
  referral_key: string;
}

/** Members spread over the seed, to search for and open: each case cycles through them. */
async function sampleMembers(db: Database): Promise<SampleMember[]> {
  const rows = await queryRows<SampleMember & { id: string }>(
    db,
    sql`select id::text, phone, username, name, account_number, referral_key from members
        where phone like '09%' order by md5(id::text) limit 200`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

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

/** Yesterday as an Asia/Bangkok day (UTC+7): the seed's members joined over the last 70 days. */
const yesterday = new Date(Date.now() + (7 - 24) * 3_600_000).toISOString().slice(0, 10);

/** The cases: a name and the URL of its i-th request. */
function cases(members: SampleMember[]): Array<[string, (i: number) => string]> {
  const pick = (i: number) => members[i % members.length]!;
  const search = (query: string) => `/api/backoffice/members?${query}`;
  const page = (i: number, list: string) => `/api/backoffice/members/${pick(i).id}/${list}`;
  const list = (name: string, query = '') => `/api/backoffice/lists/${name}?${query}`;
  const all: Array<[string, (i: number) => string]> = [
    ['search: phone (whole)', (i) => search(`q=${pick(i).phone}&kind=phone`)],
    ['search: phone prefix (auto)', (i) => search(`q=${pick(i).phone.slice(0, 7)}`)],
    ['search: customer id', (i) => search(`q=${pick(i).username}&kind=customer_id`)],
    ['search: name prefix', (i) => search(`q=${encodeURIComponent(pick(i).name.split(' ')[0]!)}&kind=name`)],
    [
      'search: surname (name)',
      (i) => search(`q=${encodeURIComponent(pick(i).name.split(' ')[1]!)}&kind=name`),
    ],
    ['search: name (whole, auto)', (i) => search(`q=${encodeURIComponent(pick(i).name)}`)],
    ['search: account number (auto)', (i) => search(`q=${pick(i).account_number}`)],
    ['search: referral key (auto)', (i) => search(`q=${pick(i).referral_key}`)],
    ['search: newest, page 2', () => search('limit=20&cursor=99980')],
    ['member page', (i) => `/api/backoffice/members/${pick(i).id}`],
    ['member ledger (50)', (i) => page(i, 'ledger')],
    ['member requests', (i) => page(i, 'requests')],
    ['member rounds', (i) => page(i, 'rounds')],
    ['member downline level 2', (i) => `${page(i, 'downline')}?level=2`],
    ['list: members, newest', () => list('members')],
    ['list: members, digits', (i) => list('members', `q=${pick(i).account_number.slice(-6)}`)],
    ['list: members, a day, by name', () => list('members', `from=${yesterday}&to=${yesterday}&sort=name`)],
    ['list: deposits, newest', () => list('deposits')],
    ['list: deposits, digits', (i) => list('deposits', `q=${pick(i).phone.slice(-6)}`)],
    ['list: deposits, day+amount+bank', () => list('deposits', `from=${yesterday}&min=200&max=400&bank=scb`)],
    ['list: deposits, by amount, page 3', () => list('deposits', 'sort=amount&dir=asc&page=3')],
    ['list: withdrawals, newest', () => list('withdrawals')],
    ['list: statement lines, newest', () => list('statement-lines')],
    ['list: adjustments, newest', () => list('adjustments')],
    ['list: audit, newest', () => list('audit')],
    ['list: staff', () => list('staff', 'sort=last_login_at')],
    ['list: sessions, working', () => list('sessions', 'status=working')],
    ['list: risk, newest', () => list('risk')],
  ];
  return all.filter(([name]) => name.startsWith(settings.cases));
}

async function measure(server: BenchApp, token: string, url: (i: number) => string): Promise<Distribution> {
  for (let i = 0; i < warmup; i += 1) await callJson(server, 'GET', url(i + 1000), { token });
  const samples: number[] = [];
  for (let i = 0; i < settings.samples; i += 1) {
    const started = performance.now();
    await callJson(server, 'GET', url(i), { token });
    samples.push(performance.now() - started);
  }
  return distribution(samples);
}

async function main(): Promise<void> {
  const loadAtStart = os.loadavg();
  await withBenchDatabase(async (database) => {
    const db = database.connection.db;
    const seeded = await seedLarge(db, settings);
    console.log(
      `seeded ${seeded.members} members and ${seeded.transactions} ledger transactions in ${seeded.seconds.toFixed(1)} s`,
    );
    const server = await startBenchApp(db);
    try {
      const token = await staffToken(db);
      const members = await sampleMembers(db);
      const results: Array<{ name: string } & Distribution> = [];
      for (const [name, url] of cases(members)) {
        results.push({ name, ...(await measure(server, token, url)) });
      }
      const header = ['case'.padEnd(32), 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'].join(' ');
      const lines = results.map((r) =>
        [r.name.padEnd(32), ...[r.p50, r.p95, r.p99, r.max].map((value) => String(value).padStart(6))].join(
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
        results,
      };
      console.log(`written to ${await writeResult('backoffice-search', database.label, report)}`);
    } finally {
      await server.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
