import { migrateDatabase, migrationsFolder, openDatabase, type DatabaseConnection } from '@chaba/db/client';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/ledger/check-ledger';
import { ledgerAccount, readBalance } from '../src/ledger/accounts';
import { postTransaction, transfer } from '../src/ledger/post-transaction';

/**
 * Migrations 0007 and 0008 move the outside world's cached balances out of `ledger_accounts` into
 * balance slots (decision 8). A database with money in it from before them must come out with the
 * same balances and a ledger that checks out.
 */
let connection: DatabaseConnection;
let folder: string;

beforeAll(async () => {
  // The migrations up to 0006, as a database made before this change had them.
  folder = await mkdtemp(path.join(os.tmpdir(), 'chaba-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0007');
  await writeFile(journalFile, JSON.stringify(journal));
  connection = await openDatabase({ kind: 'pglite' });
  await migrate(connection.db as never, { migrationsFolder: folder });
}, 30_000);

afterAll(async () => {
  await connection.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the migration to balance slots', () => {
  it('keeps every balance of a ledger written before it, and the ledger checks out', async () => {
    // Money as the old code wrote it: a cached balance on every account.
    await connection.db.execute(sql`
      insert into ledger_accounts (code, kind, balance_satang, allow_negative) values
        ('company-bank:1234567890', 'company_bank', -70000, true),
        ('game-provider:chaba-demo', 'game_provider', 20000, true),
        ('member:9:wallet', 'member_wallet', 50000, false)`);
    await connection.db.execute(sql`
      insert into ledger_transactions (idempotency_key, event_type, input_hash) values
        ('old:deposit', 'deposit', 'x'), ('old:bet', 'game_bet', 'y')`);
    await connection.db.execute(sql`
      insert into ledger_postings (transaction_id, account_id, amount_satang)
      select t.id, a.id, v.amount from (values
        ('old:deposit', 'company-bank:1234567890', -70000),
        ('old:deposit', 'member:9:wallet', 70000),
        ('old:bet', 'member:9:wallet', -20000),
        ('old:bet', 'game-provider:chaba-demo', 20000)) as v(key, code, amount)
      join ledger_transactions t on t.idempotency_key = v.key
      join ledger_accounts a on a.code = v.code`);

    await migrateDatabase(connection);

    const wallet = ledgerAccount.memberWallet(9);
    expect(await readBalance(connection.db, ledgerAccount.companyBank('1234567890'))).toBe(-70_000n);
    expect(await readBalance(connection.db, ledgerAccount.gameProvider('chaba-demo'))).toBe(20_000n);
    expect(await readBalance(connection.db, wallet)).toBe(50_000n);
    expect(await checkLedger(connection.db)).toMatchObject({ ok: true, problems: [] });

    // And money moves on from there.
    await postTransaction(connection.db, {
      idempotencyKey: 'new:bet',
      eventType: 'game_bet',
      postings: transfer(wallet, ledgerAccount.gameProvider('chaba-demo'), 5_000n),
    });
    expect(await readBalance(connection.db, ledgerAccount.gameProvider('chaba-demo'))).toBe(25_000n);
    expect(await readBalance(connection.db, wallet)).toBe(45_000n);
    expect(await checkLedger(connection.db)).toMatchObject({ ok: true, problems: [] });
  });
});
