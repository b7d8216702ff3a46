/**
 * Fills a database with a large operator's history for the back office's benchmarks (issue 11):
 * 100,000 members (a third referred by an earlier one, three levels deep and more) and 1,000,000
 * ledger transactions (ten per member: six deposits from a company account, four bets at a game
 * provider), with their completed deposits, game bets and logins. Bulk INSERT … SELECT from
 * generate_series, a few statements in one transaction, so it takes seconds on PostgreSQL.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/chaba_large npm run seed:large
 *   npm run seed:large -- --data-dir ./data-large        (PGlite in a folder; slower)
 *
 * Settings (environment): SEED_MEMBERS (100000), SEED_TRANSACTIONS_PER_MEMBER (10). The database is
 * migrated first; a database already seeded this way is refused. Every posting pair balances by
 * construction, so the per-row balance trigger is set aside for the bulk insert and the balance of
 * every seeded transaction is checked afterwards in one set-based query instead.
 */
import { openDatabase, migrateDatabase, type Database } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { pathToFileURL } from 'node:url';

/** Seeded members' phones start with 09 and run from 0900000001. */
const phonePrefix = '09';
const deposits = 6;

export interface LargeSeed {
  members: number;
  transactions: number;
  seconds: number;
}

/**
 * Adds `members` members and `members × transactionsPerMember` ledger transactions (at least
 * `deposits + 1` per member) to a migrated database.
 */
export async function seedLarge(
  db: Database,
  options: { members: number; transactionsPerMember: number },
): Promise<LargeSeed> {
  const { members: count, transactionsPerMember: perMember } = options;
  if (perMember <= deposits) throw new Error(`at least ${deposits + 1} transactions per member`);
  const started = performance.now();
  await db.transaction(async (tx) => {
    const [already] = await queryRows<{ n: string }>(
      tx,
      sql`select count(*)::text as n from members where phone = ${`${phonePrefix}00000001`}`,
    );
    if (already?.n !== '0') throw new Error('this database already holds the large seed');
    // Each posting pair below sums to zero by construction; the per-row deferred check would run
    // two million times. The whole seed is checked once at the end instead.
    await tx.execute(sql`set local session_replication_role = replica`);
    await insertMembers(tx as unknown as Database, count);
    await insertLedger(tx as unknown as Database, perMember);
    await insertHistory(tx as unknown as Database, perMember);
    await tx.execute(sql`set local session_replication_role = origin`);
    const [unbalanced] = await queryRows<{ n: string }>(
      tx,
      sql`select count(*)::text as n from (
            select p.transaction_id from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
            where t.idempotency_key like 'seed:%' group by p.transaction_id having sum(p.amount_satang) <> 0
          ) unbalanced`,
    );
    if (unbalanced?.n !== '0') throw new Error(`${unbalanced?.n} seeded transactions do not balance`);
  });
  await db.execute(sql`analyze`);
  return { members: count, transactions: count * perMember, seconds: (performance.now() - started) / 1000 };
}

/** Members with Thai names, one of six banks, a date of birth 1960–2001, a referral key; 70 % of them referred by an earlier one. */
async function insertMembers(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into members (phone, password_hash, name, bank, account_number, line, date_of_birth, referral_key,
      created_at)
    select ${phonePrefix} || lpad(g::text, 8, '0'),
      'seed-no-login',
      (array['สมชาย','สมหญิง','วิชัย','มาลี','สุดา','อนันต์','กมล','ธนา','ปิยะ','Somchai','Anan','Malee'])[g % 12 + 1]
        || ' ' ||
        (array['ใจดี','รักไทย','สุขสันต์','ทองคำ','ศรีสุข','มั่นคง','บุญมี','แสงทอง','Jaidee','Srisuk'])[(g / 12) % 10 + 1]
        || ' ' || g,
      (array['kbank','scb','bbl','ktb','bay','ttb'])[g % 6 + 1],
      '7' || lpad(g::text, 9, '0'),
      'line' || g,
      date '1960-01-01' + ((g::bigint * 7919) % 15000)::int,
      'k' || to_hex(g) || substr(md5(g::text), 1, 4),
      now() - ((${count} - g) || ' minutes')::interval
    from generate_series(1, ${count}::int) g
    order by g`);
  await db.execute(sql`
    update members set username = 'CB' || lpad(id::text, 6, '0')
    where phone like ${`${phonePrefix}%`} and username is null`);
  await db.execute(sql`
    update members m set referrer_id = r.id
    from members r
    where m.phone like ${`${phonePrefix}%`} and substr(m.phone, 3)::int % 10 < 7 and substr(m.phone, 3)::int >= 3
      and r.phone = ${phonePrefix} || lpad((substr(m.phone, 3)::int / 3)::text, 8, '0')`);
}

/** A transaction's amount in satang: deposits of 100–590 baht, bets of 10–59 baht. */
const amountOf = (memberId: ReturnType<typeof sql>, step: ReturnType<typeof sql>) =>
  sql`(case when ${step} < ${deposits} then 10000 + ((${memberId} * 7 + ${step} * 13) % 50) * 1000
        else 1000 + ((${memberId} * 11 + ${step} * 3) % 50) * 100 end)::bigint`;

async function insertLedger(db: Database, perMember: number): Promise<void> {
  await db.execute(sql`
    insert into ledger_accounts (code, kind, member_id, balance_satang, allow_negative)
    select 'member:' || id || ':wallet', 'member_wallet', id, 0, false from members
    where phone like ${`${phonePrefix}%`}
    on conflict (code) do nothing`);
  await db.execute(sql`
    insert into ledger_accounts (code, kind, balance_satang, allow_negative) values
      ('company-bank:seed-large', 'company_bank', null, true),
      ('game-provider:seed-large', 'game_provider', null, true)
    on conflict (code) do nothing`);
  await db.execute(sql`
    insert into ledger_transactions (idempotency_key, event_type, input_hash, metadata, created_at)
    select 'seed:' || m.id || ':' || j,
      case when j < ${deposits} then 'deposit' else 'game_bet' end,
      'seed-large', '{}'::jsonb,
      m.created_at + (j || ' hours')::interval
    from members m cross join generate_series(0, ${perMember - 1}::int) j
    where m.phone like ${`${phonePrefix}%`}
    order by m.id, j`);
  const memberId = sql`split_part(t.idempotency_key, ':', 2)::bigint`;
  const step = sql`split_part(t.idempotency_key, ':', 3)::int`;
  await db.execute(sql`
    insert into ledger_postings (transaction_id, account_id, amount_satang, created_at)
    select t.id,
      case when side = 1 then w.id
           when ${step} < ${deposits} then (select id from ledger_accounts where code = 'company-bank:seed-large')
           else (select id from ledger_accounts where code = 'game-provider:seed-large') end,
      case when (${step} < ${deposits}) = (side = 1) then ${amountOf(memberId, step)} else -${amountOf(memberId, step)} end,
      t.created_at
    from ledger_transactions t
    join ledger_accounts w on w.code = 'member:' || split_part(t.idempotency_key, ':', 2) || ':wallet'
    cross join (values (1), (2)) sides(side)
    where t.idempotency_key like 'seed:%'
    order by t.id, side`);
  await db.execute(sql`
    update ledger_accounts a set balance_satang = totals.total
    from (select p.account_id, sum(p.amount_satang) as total from ledger_postings p
          join ledger_accounts w on w.id = p.account_id
          where w.kind = 'member_wallet' and w.code like 'member:%' group by p.account_id) totals
    where a.id = totals.account_id and not a.allow_negative`);
  await db.execute(sql`
    insert into ledger_balance_slots (account_id, slot, balance_satang)
    select p.account_id, 0, sum(p.amount_satang) from ledger_postings p
    join ledger_accounts a on a.id = p.account_id
    where a.code in ('company-bank:seed-large', 'game-provider:seed-large')
    group by p.account_id
    on conflict (account_id, slot) do update set balance_satang = ledger_balance_slots.balance_satang + excluded.balance_satang`);
}

/** Two completed deposits, the bets as game rounds, and one login per member. */
async function insertHistory(db: Database, perMember: number): Promise<void> {
  await db.execute(sql`
    insert into money_requests (member_id, type, status, amount_satang, requested_amount_satang, ref, method,
      company_account_number, completed_at, created_at)
    select m.id, 'deposit', 'completed', ${amountOf(sql`m.id`, sql`j`)}, ${amountOf(sql`m.id`, sql`j`)},
      'SEED' || m.id || '-' || j, 'bank', 'seed-large', m.created_at + (j || ' hours')::interval,
      m.created_at + (j || ' hours')::interval
    from members m cross join generate_series(0, 1) j
    where m.phone like ${`${phonePrefix}%`}`);
  await db.execute(sql`
    insert into game_transactions (provider, transaction_id, kind, member_id, round_id, game_code, amount_satang,
      status, answer_status, balance_after_satang, created_at)
    select 'chaba-demo', 'seed-' || m.id || '-' || j, 'bet', m.id, 'seed-' || m.id || '-' || j, 'hibiscus-slot',
      ${amountOf(sql`m.id`, sql`j`)}, 'applied', 'OK', 0, m.created_at + (j || ' hours')::interval
    from members m cross join generate_series(${deposits}::int, ${perMember - 1}::int) j
    where m.phone like ${`${phonePrefix}%`}`);
  await db.execute(sql`
    insert into member_logins (member_id, client_address, user_agent, created_at)
    select id, '10.0.' || (id % 250) || '.' || (id % 200), 'Mozilla/5.0 (seed)', created_at + interval '1 minute'
    from members where phone like ${`${phonePrefix}%`}`);
}

async function main(): Promise<void> {
  const dataDirIndex = process.argv.indexOf('--data-dir');
  const url = process.env.DATABASE_URL;
  const connection = url
    ? await openDatabase({ kind: 'postgres', url })
    : await openDatabase({
        kind: 'pglite',
        dataDir: dataDirIndex > 0 ? process.argv[dataDirIndex + 1] : './data-large',
      });
  try {
    await migrateDatabase(connection);
    const result = await seedLarge(connection.db, {
      members: Number(process.env.SEED_MEMBERS ?? 100_000),
      transactionsPerMember: Number(process.env.SEED_TRANSACTIONS_PER_MEMBER ?? 10),
    });
    console.log(
      `seeded ${result.members} members and ${result.transactions} ledger transactions in ${result.seconds.toFixed(1)} s`,
    );
  } finally {
    await connection.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
