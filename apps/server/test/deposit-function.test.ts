import { recordBankStatementLines } from '@chaba/core/deposits/record-bank-statement-lines';
import { refusalToCredit } from '@chaba/core/deposits/hold-for-player-protection';
import { senderMatches } from '@chaba/core/deposits/sender-matches';
import { ledgerAccount, readBalance } from '@chaba/core/ledger/accounts';
import { checkLedger } from '@chaba/core/ledger/check-ledger';
import { hashInput, transfer } from '@chaba/core/ledger/post-transaction';
import { promotionBonus, turnoverRequirement } from '@chaba/core/promotions/bonus-rules';
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
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  creditOf,
  memberIdOf,
  memberWithToken,
  postStatementLines,
  warmUpConnections,
  type TestApp,
} from './helpers';
import { countingDatabase, forEveryRestrictionRow, withTableAway } from './database-helpers';

/*
 * The crediting transaction as one SQL function (issue 14, migration 0030, decision 31): what the
 * move into SQL could break. One statement per statement line; a line sent many times at once, or two
 * lines for one deposit at once, credit once; player protection's refusal holds the money in suspense
 * inside the function, also when the check cannot run; a failure anywhere rolls the whole line back
 * (503) and its retry credits once; the ledger rows carry postTransaction's input hash; and the rules
 * the SQL states again (senderMatches, the bonus rules, player protection's deposit check) give the
 * same answers as the TypeScript ones over many cases.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect((await checkLedger(t.connection.db)).problems).toEqual([]);
});
afterAll(() => t.close());

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
  it("stores postTransaction's input hash, the metadata and both postings of a deposit and of a held line", async () => {
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
      expect(row?.inputHash).toBe(hashInput({ eventType, postings }));
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

/** A small deterministic random source, so that a failing case can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('the rules the SQL states again agree with the TypeScript ones', () => {
  it('deposit_sender_matches is senderMatches, over 3,000 printed accounts', async () => {
    const next = random(31);
    const pick = (alphabet: string) => alphabet[Math.floor(next() * alphabet.length)]!;
    const cases: Array<[string, string]> = [];
    for (let index = 0; index < 3_000; index += 1) {
      const member = next() < 0.05 ? '' : Array.from({ length: 10 }, () => pick('0123456789')).join('');
      let printed: string;
      if (index % 3 === 0) {
        // A masked copy of the member's number: some digits hidden, dashes and spaces between.
        printed = [...member]
          .map((digit) => (next() < 0.5 ? pick('xX*') : next() < 0.05 ? pick('0123456789') : digit))
          .join('')
          .replace(/(.{3})/g, `$1${pick('- ')}`);
      } else if (index % 3 === 1) {
        printed = member;
      } else {
        printed = Array.from({ length: Math.floor(next() * 14) }, () => pick('0123456789xX*- a')).join('');
      }
      cases.push([printed, member]);
    }
    const rows = await queryRows<{ matches: boolean }>(
      t.connection.db,
      sql`select deposit_sender_matches(c.value ->> 0, c.value ->> 1) as matches
          from jsonb_array_elements(${JSON.stringify(cases)}::jsonb) with ordinality as c (value, n)
          order by c.n`,
    );
    const sqlAnswers = rows.map((row) => row.matches);
    expect(sqlAnswers).toEqual(cases.map(([printed, member]) => senderMatches(printed, member)));
    expect(sqlAnswers.filter(Boolean).length).toBeGreaterThan(500);
    expect(sqlAnswers.filter((answer) => !answer).length).toBeGreaterThan(500);
  });

  it('promotion_bonus and promotion_turnover_requirement are promotionBonus and turnoverRequirement', async () => {
    const next = random(7);
    const amount = () => BigInt(Math.floor(next() * 2_000_000));
    const cases = Array.from({ length: 800 }, () => ({
      bonusFixedSatang: next() < 0.3 ? amount() : 0n,
      bonusPercentBasisPoints: Math.floor(next() * 20_000),
      bonusMaxSatang: next() < 0.5 ? amount() : 0n,
      turnoverMultiplierHundredths: Math.floor(next() * 3_000),
      turnoverMaxSatang: next() < 0.5 ? amount() * 10n : 0n,
      depositMinSatang: 0n,
      depositMaxSatang: 0n,
      deposit: amount() + 1n,
    }));
    const table = cases.map((c) =>
      [
        c.bonusFixedSatang,
        c.bonusPercentBasisPoints,
        c.bonusMaxSatang,
        c.turnoverMultiplierHundredths,
        c.turnoverMaxSatang,
        c.deposit,
      ].map(String),
    );
    const rows = await queryRows<{ bonus: string; required: string }>(
      t.connection.db,
      sql`select b.bonus::text,
                 promotion_turnover_requirement((c.value ->> 3)::integer, (c.value ->> 4)::bigint,
                   (c.value ->> 5)::bigint, b.bonus)::text as required
          from jsonb_array_elements(${JSON.stringify(table)}::jsonb) with ordinality as c (value, n)
          cross join lateral (select promotion_bonus((c.value ->> 0)::bigint, (c.value ->> 1)::integer,
                                (c.value ->> 2)::bigint, (c.value ->> 5)::bigint) as bonus) b
          order by c.n`,
    );
    expect(rows).toEqual(
      cases.map((terms) => {
        const bonus = promotionBonus(terms, terms.deposit);
        return {
          bonus: bonus.toString(),
          required: turnoverRequirement(terms, terms.deposit, bonus).toString(),
        };
      }),
    );
  });

  it("deposit_refusal is checkPlayerProtection's deposit answer, over random deposit histories and limits", async () => {
    const m = await memberWithDeposit(100);
    const memberId = m.memberId;
    const now = t.clock.now();
    const hour = 3_600_000;
    const next = random(20261125);
    let cases = 0;
    let refused = 0;
    for (let scenario = 0; scenario < 30; scenario += 1) {
      await t.connection.db.delete(playerLimits).where(eq(playerLimits.memberId, memberId));
      await t.connection.db
        .delete(moneyRequests)
        .where(and(eq(moneyRequests.memberId, memberId), sql`${moneyRequests.id} <> ${m.deposit.id}`));
      for (const kind of ['deposit_day', 'deposit_week', 'deposit_month'] as const) {
        if (next() < 0.5) continue;
        await t.connection.db.insert(playerLimits).values({
          memberId,
          kind,
          amountSatang: BigInt(1 + Math.floor(next() * 400_000)),
          updatedAt: now,
        });
      }
      // Deposits of every status, spread over 35 days (some in the future), every fifth exactly on a
      // window's edge (out of that window), and withdrawals that never count.
      const ids: number[] = [m.deposit.id];
      for (let index = 0; index < 14; index += 1) {
        const onEdge = index % 5 === 0;
        const at = new Date(
          onEdge
            ? now.getTime() - [24, 168, 720][index % 3]! * hour
            : now.getTime() - Math.floor(next() * 35 * 24 * hour) + hour,
        );
        const status = onEdge
          ? 'completed'
          : (['completed', 'completed', 'cancelled', 'expired', 'rejected'] as const)[
              Math.floor(next() * 5)
            ]!;
        const [row] = await t.connection.db
          .insert(moneyRequests)
          .values({
            memberId,
            type: next() < 0.85 ? 'deposit' : 'withdraw',
            status,
            amountSatang: BigInt(1 + Math.floor(next() * 100_000)),
            requestedAmountSatang: 1n,
            ref: `dr-${scenario}-${index}-${Math.floor(next() * 1e9)}`,
            method: 'bank',
            completedAt: status === 'completed' ? at : null,
            createdAt: at,
          })
          .returning({ id: moneyRequests.id });
        ids.push(row!.id);
      }
      for (let ask = 0; ask < 6; ask += 1) {
        const amountSatang = BigInt(1 + Math.floor(next() * 200_000));
        const requestId = next() < 0.3 ? undefined : ids[Math.floor(next() * ids.length)];
        const [row] = await queryRows<{ refusal: string | null }>(
          t.connection.db,
          sql`select deposit_refusal(${memberId}::bigint, ${amountSatang.toString()}::bigint,
              ${requestId ?? null}::bigint, ${now.toISOString()}::timestamptz) as refusal`,
        );
        const typescript = await t.connection.db.transaction((tx) =>
          refusalToCredit(tx, { memberId, amountSatang, requestId, now }),
        );
        expect(
          row!.refusal,
          JSON.stringify({ scenario, ask, amountSatang: String(amountSatang), requestId }),
        ).toBe(typescript);
        cases += 1;
        if (typescript) refused += 1;
      }
    }
    expect(cases).toBe(180);
    // Both answers occur often enough for the comparison to mean something.
    expect(refused).toBeGreaterThan(20);
    expect(cases - refused).toBeGreaterThan(20);
    await t.connection.db.delete(playerLimits).where(eq(playerLimits.memberId, memberId));

    // Every kind of restriction row around now (the same 128 cases decision 28's test gives the bet's
    // check), and a member who does not exist.
    const refusalsOf = async (id: number) => {
      const [row] = await queryRows<{ refusal: string | null }>(
        t.connection.db,
        sql`select deposit_refusal(${id}::bigint, 100::bigint, null::bigint, ${now.toISOString()}::timestamptz) as refusal`,
      );
      const typescript = await t.connection.db.transaction((tx) =>
        refusalToCredit(tx, { memberId: id, amountSatang: 100n, now }),
      );
      return { sql: row!.refusal, typescript };
    };
    const seen = new Set<string | null>();
    let restrictionCases = 0;
    await forEveryRestrictionRow(t.connection.db, memberId, now, async (row) => {
      const answers = await refusalsOf(memberId);
      expect(answers.sql, JSON.stringify(row)).toBe(answers.typescript);
      seen.add(answers.sql);
      restrictionCases += 1;
    });
    expect(restrictionCases).toBe(128);
    expect([...seen].sort()).toEqual(
      ['account_closed', 'return_pending', 'return_required', 'self_excluded', 'timed_out', null].sort(),
    );
    const missing = await refusalsOf(999_999_999);
    expect(missing).toEqual({ sql: 'unauthenticated', typescript: 'unauthenticated' });
    await t.connection.db.delete(accountRestrictions).where(eq(accountRestrictions.memberId, memberId));
  });
});
