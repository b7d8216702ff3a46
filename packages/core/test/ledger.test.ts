import { openTestDatabase } from '@chaba/db/test-database';
import type { DatabaseConnection } from '@chaba/db/client';
import { ledgerPostings, members } from '@chaba/db/schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DomainError } from '../src/errors';
import { ledgerAccount, readBalance } from '../src/ledger/accounts';
import { checkLedger } from '../src/ledger/check-ledger';
import { postTransaction, transfer } from '../src/ledger/post-transaction';

let connection: DatabaseConnection;
let memberId: number;
beforeAll(async () => {
  connection = await openTestDatabase(inject('testDatabase'));
  const [member] = await connection.db
    .insert(members)
    .values({ phone: '0800000001', passwordHash: 'x', referralKey: 'LEDGER01' })
    .returning({ id: members.id });
  memberId = member!.id;
});
afterAll(() => connection.close());

const wallet = () => ledgerAccount.memberWallet(memberId);
const bank = ledgerAccount.companyBank('1111111111');

async function warmUp() {
  if (connection.kind !== 'postgres') return;
  await Promise.all(Array.from({ length: 20 }, () => connection.db.execute(sql`select pg_sleep(0.02)`)));
}

describe('the ledger', () => {
  it('moves money between accounts and keeps cached balances', async () => {
    const posted = await postTransaction(connection.db, {
      idempotencyKey: 'test:deposit:1',
      eventType: 'deposit',
      postings: transfer(bank, wallet(), 50_000n),
    });
    expect(posted.replayed).toBe(false);
    expect(await readBalance(connection.db, wallet())).toBe(50_000n);
    expect(await readBalance(connection.db, bank)).toBe(-50_000n);
    expect((await checkLedger(connection.db)).ok).toBe(true);
  });

  it("keeps an outside-world account's balance in slots, so that no transfer waits on one row", async () => {
    const rows = await connection.db.execute(
      sql`select a.code, a.balance_satang::text as balance,
                 (select sum(s.balance_satang)::text from ledger_balance_slots s where s.account_id = a.id) as slots
          from ledger_accounts a where a.code in (${bank.code}, ${wallet().code}) order by a.code`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { code: bank.code, balance: null, slots: '-50000' },
      { code: wallet().code, balance: '50000', slots: null },
    ]);
    // The database refuses a one-row balance there, and a missing one on a guarded account.
    await expect(
      connection.db.execute(sql`update ledger_accounts set balance_satang = 0 where code = ${bank.code}`),
    ).rejects.toThrow();
    await expect(
      connection.db.execute(
        sql`update ledger_accounts set balance_satang = null where code = ${wallet().code}`,
      ),
    ).rejects.toThrow();
  });

  it('answers a replayed key with the first result and moves nothing', async () => {
    const first = await postTransaction(connection.db, {
      idempotencyKey: 'test:deposit:2',
      eventType: 'deposit',
      postings: transfer(bank, wallet(), 100n),
    });
    const again = await postTransaction(connection.db, {
      idempotencyKey: 'test:deposit:2',
      eventType: 'deposit',
      postings: transfer(bank, wallet(), 100n),
    });
    expect(first.balances).toEqual(new Map([[wallet().code, 50_100n]]));
    expect(again).toEqual({ transactionId: first.transactionId, replayed: true, balances: new Map() });
    expect(await readBalance(connection.db, wallet())).toBe(50_100n);
  });

  it('refuses the same key with other inputs', async () => {
    await expect(
      postTransaction(connection.db, {
        idempotencyKey: 'test:deposit:2',
        eventType: 'deposit',
        postings: transfer(bank, wallet(), 999n),
      }),
    ).rejects.toMatchObject(new DomainError('idempotency_conflict'));
    expect(await readBalance(connection.db, wallet())).toBe(50_100n);
  });

  it('never takes a wallet below zero and leaves nothing behind when it refuses', async () => {
    const before = await connection.db.select().from(ledgerPostings);
    await expect(
      postTransaction(connection.db, {
        idempotencyKey: 'test:withdraw:too-much',
        eventType: 'withdraw',
        postings: transfer(wallet(), ledgerAccount.payouts(), 50_101n),
      }),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await connection.db.select().from(ledgerPostings)).toHaveLength(before.length);
    expect(await readBalance(connection.db, wallet())).toBe(50_100n);
  });

  it('refuses postings that do not balance, before touching the database', async () => {
    await expect(
      postTransaction(connection.db, {
        idempotencyKey: 'test:bad',
        eventType: 'bad',
        postings: [
          { account: bank, amountSatang: -5n },
          { account: wallet(), amountSatang: 4n },
        ],
      }),
    ).rejects.toThrow(/does not balance/);
  });

  it('is append-only: the database refuses to change or delete ledger rows', async () => {
    await expect(connection.db.execute(sql`update ledger_postings set amount_satang = 0`)).rejects.toThrow();
    await expect(connection.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    await expect(connection.db.execute(sql`truncate ledger_postings`)).rejects.toThrow();
  });

  it('refuses an unbalanced transaction written around the function, at commit', async () => {
    await expect(
      connection.db.transaction(async (tx) => {
        const rows = await tx.execute(
          sql`insert into ledger_transactions (idempotency_key, event_type, input_hash) values ('raw', 'raw', 'x') returning id`,
        );
        const id = (rows as unknown as { rows: Array<{ id: number }> }).rows[0]!.id;
        await tx.execute(sql`insert into ledger_postings (transaction_id, account_id, amount_satang)
          select ${id}, id, 7 from ledger_accounts where code = 'company-bank:1111111111'`);
      }),
    ).rejects.toThrow();
    expect((await checkLedger(connection.db)).ok).toBe(true);
  });

  it('credits once when the same key is posted 50 times at once', async () => {
    await warmUp();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        postTransaction(connection.db, {
          idempotencyKey: 'test:race:1',
          eventType: 'deposit',
          postings: transfer(bank, wallet(), 1_000n),
        }),
      ),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(await readBalance(connection.db, wallet())).toBe(51_100n);
  });

  it('never goes negative under 100 concurrent debits that together exceed the balance', async () => {
    await warmUp();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) =>
        postTransaction(connection.db, {
          idempotencyKey: `test:race:debit:${index}`,
          eventType: 'withdraw',
          postings: transfer(wallet(), ledgerAccount.payouts(), 1_000n),
        }),
      ),
    );
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    expect(succeeded).toBe(51);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ code: 'insufficient_funds' });
    }
    expect(await readBalance(connection.db, wallet())).toBe(100n);
    const check = await checkLedger(connection.db);
    expect(check.problems).toEqual([]);
  });
});
