import { recordBankStatementLines } from '@chaba/core/deposits/record-bank-statement-lines';
import { ledgerAccount, readBalance } from '@chaba/core/ledger/accounts';
import { transfer } from '@chaba/core/ledger/post-transaction';
import { queryRows } from '@chaba/db/query-rows';
import {
  accountRestrictions,
  bankStatementLines,
  ledgerTransactions,
  memberChangeOutbox,
  moneyRequests,
  playerLimits,
} from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  call,
  useTestApp,
  creditOf,
  memberIdOf,
  memberWithToken,
  postStatementLines,
  warmUpConnections,
} from './helpers';
import { countingDatabase, withTableAway } from './database-helpers';

/*
 * The crediting transaction as one SQL function (issue 14, migration 0030, decision 31): what the
 * move into SQL could break. One statement per statement line; a line sent many times at once, or two
 * lines for one deposit at once, credit once; player protection's refusal holds the money in suspense
 * inside the function, also when the check cannot run; a failure anywhere rolls the whole line back
 * (503) and its retry credits once; and the ledger rows it writes through ledger_post. The rules it
 * asks have tests of their own (packages/core/test/player-protection.test.ts, money-rules.test.ts).
 */

const t = useTestApp();

let counter = 0;
const nextPhone = () => `0655${String((counter += 1)).padStart(6, '0')}`;

/** A member with a prepared deposit of `amount` baht, and the statement line that pays it. */
async function memberWithDeposit(amount = 500) {
  const member = await memberWithToken(t, nextPhone());
  const memberId = await memberIdOf(t, member.phone);
  const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
    token: member.token,
    body: { amount },
  });
  expect(prepared.status, prepared.text).toBe(200);
  const deposit = prepared.body.data as {
    id: number;
    amount: number;
    to_account_number: string;
    ref: string;
  };
  const line = (id = `df-${deposit.ref}`) => ({
    id,
    account_number: deposit.to_account_number,
    amount: deposit.amount,
    occurred_at: t.clock.now().toISOString(),
  });
  return { ...member, memberId, deposit, line };
}

async function requestRow(id: number) {
  const [row] = await t.connection.db.select().from(moneyRequests).where(eq(moneyRequests.id, id));
  return row!;
}

async function lineRow(externalId: string) {
  const [row] = await t.connection.db
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.externalId, externalId));
  return row;
}

describe('one statement per statement line', () => {
  it('records, matches and credits a line in exactly one call (no transaction block)', async () => {
    const m = await memberWithDeposit(321);
    const line = m.line();
    const { db, calls } = countingDatabase(t.connection.db);
    const outcomes = await recordBankStatementLines(db, {
      lines: [
        {
          externalId: line.id,
          accountNumber: line.account_number,
          amountSatang: BigInt(Math.round(line.amount * 100)),
          occurredAt: new Date(line.occurred_at),
        },
      ],
      now: t.clock.now(),
    });
    expect(outcomes).toEqual([
      { id: line.id, status: 'matched', requestId: m.deposit.id, memberId: m.memberId },
    ]);
    expect(calls).toEqual(['execute']);
    expect(await creditOf(t.app, m.token)).toBe(m.deposit.amount);
    // The first deposit gave the member a customer id, and the live update was noted.
    const profile = await call(t.app, 'GET', '/api/customers/profile', { token: m.token });
    expect(profile.body.data.username).toBe(`CB${String(m.memberId).padStart(6, '0')}`);
    const notes = await t.connection.db
      .select()
      .from(memberChangeOutbox)
      .where(and(eq(memberChangeOutbox.memberId, m.memberId), eq(memberChangeOutbox.reason, 'deposit')));
    // The publisher may have sent and deleted it already; never more than one for one credit.
    expect(notes.length).toBeLessThanOrEqual(1);
  });
});

describe('concurrency', () => {
  it('credits a line sent many times at once exactly once; every answer is the same', async () => {
    const m = await memberWithDeposit(250);
    const line = m.line();
    await warmUpConnections(t.connection);
    const answers = await Promise.all(Array.from({ length: 12 }, () => postStatementLines(t, [line])));
    for (const answer of answers)
      expect(answer.body.data).toEqual([
        { index: 0, id: line.id, status: 'matched', request_id: m.deposit.id },
      ]);
    expect(await creditOf(t.app, m.token)).toBe(250);
    const lineId = (await lineRow(line.id))!.id;
    expect(
      await t.connection.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, `statement-line:${lineId}`)),
    ).toHaveLength(1);
  });

  it('credits one of two different lines that pay one deposit at once; the other waits unmatched', async () => {
    const m = await memberWithDeposit(410);
    const first = m.line(`${m.deposit.ref}-a`);
    const second = m.line(`${m.deposit.ref}-b`);
    await warmUpConnections(t.connection);
    const answers = await Promise.all([postStatementLines(t, [first]), postStatementLines(t, [second])]);
    const statuses = answers.map((answer) => answer.body.data[0].status).sort();
    expect(statuses).toEqual(['matched', 'unmatched']);
    expect(await creditOf(t.app, m.token)).toBe(410);
    const unmatched = answers.find((answer) => answer.body.data[0].status === 'unmatched')!;
    expect((await lineRow(unmatched.body.data[0].id))?.unmatchedReason).toBe('no_pending_deposit');
  });
});

describe('player protection inside the function', () => {
  async function expectHeld(m: Awaited<ReturnType<typeof memberWithDeposit>>, reason: string) {
    const suspenseBefore = await readBalance(t.connection.db, ledgerAccount.unmatchedDeposits());
    const line = m.line();
    const answer = await postStatementLines(t, [line]);
    expect(answer.body.data).toEqual([{ index: 0, id: line.id, status: 'unmatched', request_id: null }]);
    const held = await lineRow(line.id);
    expect(held).toMatchObject({ status: 'unmatched', unmatchedReason: reason, requestId: m.deposit.id });
    expect(await requestRow(m.deposit.id)).toMatchObject({
      status: 'cancelled',
      deletedCause: 'player_protection',
    });
    const [posted] = await t.connection.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `statement-line:${held!.id}`));
    expect(posted).toMatchObject({
      eventType: 'unmatched_transfer',
      metadata: { lineId: line.id, requestId: m.deposit.id, reason },
    });
    expect(await readBalance(t.connection.db, ledgerAccount.unmatchedDeposits())).toBe(
      suspenseBefore + BigInt(Math.round(m.deposit.amount * 100)),
    );
    expect(await creditOf(t.app, m.token)).toBe(0);
  }

  it('holds a transfer for a member who took a time-out after asking, in suspense, the request cancelled', async () => {
    const m = await memberWithDeposit(300);
    const now = t.clock.now();
    await t.connection.db.insert(accountRestrictions).values({
      memberId: m.memberId,
      timeOutUntil: new Date(now.getTime() + 3_600_000),
      updatedAt: now,
    });
    await expectHeld(m, 'protection_timed_out');
  });

  it('holds a transfer beyond a deposit limit lowered after the deposit was asked', async () => {
    const m = await memberWithDeposit(300);
    await t.connection.db.insert(playerLimits).values({
      memberId: m.memberId,
      kind: 'deposit_week',
      amountSatang: 29_999n,
      updatedAt: t.clock.now(),
    });
    await expectHeld(m, 'protection_deposit_limit_reached');
  });

  it('holds it as player_protection_unavailable when the check cannot run, never crediting unchecked', async () => {
    const m = await memberWithDeposit(300);
    await withTableAway(t.connection.db, 'player_limits', () =>
      expectHeld(m, 'protection_player_protection_unavailable'),
    );
  });
});

describe('a failure inside the function', () => {
  it('rolls the whole line back (line, request, postings, promotion, notes) and answers 503; the retry credits once', async () => {
    const m = await memberWithDeposit(275);
    const line = m.line();
    // The line's last write (marking it matched) fails: everything before it must go too.
    await t.connection.db.execute(
      sql.raw(
        `alter table bank_statement_lines add constraint h1_no_match check (status <> 'matched') not valid`,
      ),
    );
    try {
      const answer = await postStatementLines(t, [line]);
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe('server_busy');
    } finally {
      await t.connection.db.execute(sql.raw('alter table bank_statement_lines drop constraint h1_no_match'));
    }
    expect(await lineRow(line.id)).toBeUndefined();
    expect(await requestRow(m.deposit.id)).toMatchObject({ status: 'pending', completedAt: null });
    expect(await creditOf(t.app, m.token)).toBe(0);
    const retry = await postStatementLines(t, [line]);
    expect(retry.body.data).toEqual([{ index: 0, id: line.id, status: 'matched', request_id: m.deposit.id }]);
    expect(await creditOf(t.app, m.token)).toBe(275);
  });
});

describe('the ledger rows the function writes', () => {
  it('stores the event, the metadata and both postings of a deposit and of a held line (through ledger_post)', async () => {
    const m = await memberWithDeposit(123.45);
    const line = m.line();
    await postStatementLines(t, [line]);
    const stray = { ...line, id: `${line.id}-stray`, amount: 77.7 };
    await postStatementLines(t, [stray]);
    const bank = ledgerAccount.companyBank(line.account_number);
    const cases = [
      [
        line.id,
        'deposit',
        transfer(bank, ledgerAccount.memberWallet(m.memberId), 12_345n),
        { requestId: m.deposit.id },
      ],
      [
        stray.id,
        'unmatched_transfer',
        transfer(bank, ledgerAccount.unmatchedDeposits(), 7_770n),
        { reason: 'no_pending_deposit' },
      ],
    ] as const;
    for (const [externalId, eventType, postings, metadata] of cases) {
      const lineId = (await lineRow(externalId))!.id;
      const [row] = await t.connection.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, `statement-line:${lineId}`));
      expect(row?.eventType).toBe(eventType);
      expect(row?.metadata).toMatchObject({ lineId: externalId, ...metadata });
      const legs = await queryRows<{ code: string; amount: string }>(
        t.connection.db,
        sql`select a.code, p.amount_satang::text as amount from ledger_postings p
            join ledger_accounts a on a.id = p.account_id where p.transaction_id = ${row!.id} order by a.code`,
      );
      expect(legs).toEqual(
        postings
          .map((leg) => ({ code: leg.account.code, amount: leg.amountSatang.toString() }))
          .sort((a, b) => (a.code < b.code ? -1 : 1)),
      );
    }
  });
});
