import { openTestDatabase } from '@chaba/db/test-database';
import type { DatabaseConnection } from '@chaba/db/client';
import { bonusSources, ledgerPostings, members } from '@chaba/db/schema';
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DomainError } from '../src/errors';
import { bonusExpenseAccount, ledgerAccount, readBalance } from '../src/ledger/accounts';
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

  it('refuses postings that do not balance, and writes nothing', async () => {
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

  it('takes back what it moved when a later guarded account is short, and writes nothing', async () => {
    const [other] = await connection.db
      .insert(members)
      .values({ phone: '0800000002', passwordHash: 'x', referralKey: 'LEDGER02' })
      .returning({ id: members.id });
    const hold = ledgerAccount.memberWithdrawalHold(other!.id);
    // The hold's account is made first, so it has the lower id and is moved before the wallet.
    await postTransaction(connection.db, {
      idempotencyKey: 'test:undo:seed',
      eventType: 'deposit',
      postings: transfer(bank, hold, 700n),
    });
    const postingsBefore = (await connection.db.select().from(ledgerPostings)).length;
    await expect(
      postTransaction(connection.db, {
        idempotencyKey: 'test:undo:short',
        eventType: 'withdraw_request',
        postings: transfer(ledgerAccount.memberWallet(other!.id), hold, 5_000n),
      }),
    ).rejects.toMatchObject({
      code: 'insufficient_funds',
      details: { values: { account: `member:${other!.id}:wallet` } },
    });
    expect(await readBalance(connection.db, hold)).toBe(700n);
    expect(await readBalance(connection.db, ledgerAccount.memberWallet(other!.id))).toBe(0n);
    expect(await connection.db.select().from(ledgerPostings)).toHaveLength(postingsBefore);
    expect((await checkLedger(connection.db)).problems).toEqual([]);
  });

  it('refuses a key posted again with other postings, and answers the first with the same ones', async () => {
    const input = {
      idempotencyKey: 'test:conflict',
      eventType: 'deposit',
      postings: transfer(bank, wallet(), 10n),
    };
    const first = await postTransaction(connection.db, input);
    expect(await postTransaction(connection.db, input)).toMatchObject({
      transactionId: first.transactionId,
      replayed: true,
    });
    await expect(
      postTransaction(connection.db, { ...input, postings: transfer(bank, wallet(), 11n) }),
    ).rejects.toMatchObject({ code: 'idempotency_conflict' });
    await expect(postTransaction(connection.db, { ...input, eventType: 'bonus' })).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
  });

  it('stores the hash of the event type and the postings sorted by code, amounts as text', async () => {
    await postTransaction(connection.db, {
      idempotencyKey: 'test:hash',
      eventType: 'deposit',
      postings: transfer(bank, wallet(), 2_500n),
    });
    const canonical = JSON.stringify({
      eventType: 'deposit',
      postings: [
        [bank.code, '-2500'],
        [wallet().code, '2500'],
      ],
    });
    const rows = await connection.db.execute(
      sql`select input_hash from ledger_transactions where idempotency_key = 'test:hash'`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { input_hash: createHash('sha256').update(canonical).digest('hex') },
    ]);
  });

  it('builds the same account codes in SQL as in TypeScript, and reads what each account is from its code', async () => {
    const rows = await connection.db.execute(sql`select
      ledger_member_wallet(42) as wallet, ledger_game_provider('demo') as provider,
      ledger_company_bank('123') as bank, ledger_unmatched_deposits() as suspense,
      ledger_promotion_expense() as promotion,
      (select array_agg(ledger_bonus_expense(s) order by n) from unnest(${sql.param([...bonusSources])}::text[])
        with ordinality as b (s, n)) as bonuses`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      {
        wallet: ledgerAccount.memberWallet(42).code,
        provider: ledgerAccount.gameProvider('demo').code,
        bank: ledgerAccount.companyBank('123').code,
        suspense: ledgerAccount.unmatchedDeposits().code,
        promotion: ledgerAccount.promotionExpense().code,
        bonuses: bonusSources.map((source) => bonusExpenseAccount[source]().code),
      },
    ]);
    const codes = [
      ledgerAccount.memberWallet(7),
      ledgerAccount.memberWithdrawalHold(7),
      ledgerAccount.memberReferralPending(7),
      ledgerAccount.companyBank('123'),
      ledgerAccount.unmatchedDeposits(),
      ledgerAccount.paymentGateway('qr'),
      ledgerAccount.payouts(),
      ledgerAccount.promotionExpense(),
      ledgerAccount.referralExpense(),
      ledgerAccount.staffAdjustments(),
      ...bonusSources.map((source) => bonusExpenseAccount[source]()),
      ledgerAccount.gameProvider('demo'),
    ].map((account) => account.code);
    const attributes = await connection.db.execute(
      sql`select c.code, a.kind, a.member_id::text, a.allow_negative
          from unnest(${sql.param(codes)}::text[]) with ordinality as c (code, n)
          cross join lateral ledger_account_attributes(c.code) a order by c.n`,
    );
    expect((attributes as unknown as { rows: unknown[] }).rows).toEqual([
      { code: 'member:7:wallet', kind: 'member_wallet', member_id: '7', allow_negative: false },
      {
        code: 'member:7:withdrawal-hold',
        kind: 'member_withdrawal_hold',
        member_id: '7',
        allow_negative: false,
      },
      {
        code: 'member:7:referral-pending',
        kind: 'member_referral_pending',
        member_id: '7',
        allow_negative: false,
      },
      { code: 'company-bank:123', kind: 'company_bank', member_id: null, allow_negative: true },
      { code: 'suspense:unmatched-deposits', kind: 'suspense', member_id: null, allow_negative: false },
      { code: 'gateway:qr', kind: 'payment_gateway', member_id: null, allow_negative: true },
      { code: 'payouts', kind: 'payouts', member_id: null, allow_negative: true },
      { code: 'expense:promotion', kind: 'expense', member_id: null, allow_negative: true },
      { code: 'expense:referral', kind: 'expense', member_id: null, allow_negative: true },
      { code: 'expense:staff-adjustment', kind: 'expense', member_id: null, allow_negative: true },
      ...[
        'promotion',
        'staff-bonus',
        'coupon',
        'cashback',
        'rebate',
        'commission',
        'vip-level-up',
        'vip-birthday',
        'wheel',
        'checkin',
      ].map((name) => ({
        code: `expense:${name}`,
        kind: 'expense',
        member_id: null,
        allow_negative: true,
      })),
      { code: 'game-provider:demo', kind: 'game_provider', member_id: null, allow_negative: true },
    ]);
    await expect(
      postTransaction(connection.db, {
        idempotencyKey: 'test:unknown-account',
        eventType: 'deposit',
        postings: transfer(bank, { code: 'member:7:pocket' }, 1n),
      }),
    ).rejects.toThrow(/no ledger account has the code member:7:pocket/);
  });

  it('moves between two guarded accounts at once without overdraft or loss, 60 posts at a time', async () => {
    await warmUp();
    const [member] = await connection.db
      .insert(members)
      .values({ phone: '0800000003', passwordHash: 'x', referralKey: 'LEDGER03' })
      .returning({ id: members.id });
    const own = ledgerAccount.memberWallet(member!.id);
    const hold = ledgerAccount.memberWithdrawalHold(member!.id);
    await postTransaction(connection.db, {
      idempotencyKey: 'test:pair:fund',
      eventType: 'deposit',
      postings: transfer(bank, own, 30_000n),
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, (_, index) =>
        postTransaction(connection.db, {
          idempotencyKey: `test:pair:${index}`,
          eventType: 'withdraw_request',
          postings: transfer(own, hold, 1_000n),
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(30);
    expect(await readBalance(connection.db, own)).toBe(0n);
    expect(await readBalance(connection.db, hold)).toBe(30_000n);
    expect((await checkLedger(connection.db)).problems).toEqual([]);
  });

  it('answers every copy of a post that empties the wallet, sent 20 times at once, as the one post', async () => {
    await warmUp();
    const [member] = await connection.db
      .insert(members)
      .values({ phone: '0800000004', passwordHash: 'x', referralKey: 'LEDGER04' })
      .returning({ id: members.id });
    const own = ledgerAccount.memberWallet(member!.id);
    await postTransaction(connection.db, {
      idempotencyKey: 'test:empty:fund',
      eventType: 'deposit',
      postings: transfer(bank, own, 5_000n),
    });
    // A copy that waited on the wallet's row finds it empty: it is a replay, not a short account.
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        postTransaction(connection.db, {
          idempotencyKey: 'test:empty:payout',
          eventType: 'withdraw',
          postings: transfer(own, ledgerAccount.payouts(), 5_000n),
        }),
      ),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(await readBalance(connection.db, own)).toBe(0n);
  });
});
