import { generateReferralKey } from '@chaba/core/auth/secrets';
import { DomainError } from '@chaba/core/errors';
import { maxAddedSatang } from '@chaba/core/deposits/deposit-rules';
import { holdDepositAmountInTransaction, prepareDeposit } from '@chaba/core/deposits/prepare-deposit';
import { checkLedger } from '@chaba/core/ledger/check-ledger';
import type { Database, Transaction } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import {
  accountRestrictions,
  members,
  memberChangeOutbox,
  moneyRequests,
  playerLimits,
} from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, memberIdOf, memberWithToken, type TestApp } from './helpers';
import { countingDatabase } from './database-helpers';

/*
 * The locked part of deposit prepare as one SQL function (issue 14, migration 0034, decision 38):
 * `deposit_hold` takes the address's and the account's locks, refuses the member's second pending
 * request, a busy address and a full range of amounts, asks player protection on the exact amount and
 * writes the request and its note, in one statement. What the move into SQL could break: the rules
 * (held equal to the TypeScript transaction, which still throws a refusal's details, over random
 * states of the pending deposits, the address, the member's limits and restrictions) and the one
 * round trip.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect((await checkLedger(t.connection.db)).problems).toEqual([]);
});
afterAll(() => t.close());

describe('one statement under the locks', () => {
  it('prepares a deposit with one call that writes (no transaction block), the request and its note', async () => {
    const member = await memberWithToken(t, '0656000001');
    const memberId = await memberIdOf(t, member.phone);
    const { db, calls } = countingDatabase(t.connection.db);
    const now = t.clock.now();
    const prepared = await prepareDeposit(db, {
      memberId,
      amountSatang: 43_210n,
      method: 'bank',
      now,
      gateway: t.context.gateway,
      addressLimit: { clientAddress: '203.0.113.9', maxPending: 3 },
    });
    // The member with their tags, the deposit limits, the company accounts; then deposit_hold.
    expect(calls).toEqual(['select', 'select', 'select', 'execute']);
    const [row] = await t.connection.db
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.id, prepared.request.id));
    // What the answer says is what was written.
    expect(row).toEqual(prepared.request);
    expect(row).toMatchObject({
      memberId,
      type: 'deposit',
      status: 'pending',
      amountSatang: 43_210n,
      requestedAmountSatang: 43_210n,
      method: 'bank',
      clientAddress: '203.0.113.9',
      expiresAt: new Date(now.getTime() + 15 * 60_000),
    });
    const notes = await t.connection.db
      .select()
      .from(memberChangeOutbox)
      .where(and(eq(memberChangeOutbox.memberId, memberId), eq(memberChangeOutbox.reason, 'request')));
    // The publisher may have sent and deleted it already; never more than one.
    expect(notes.length).toBeLessThanOrEqual(1);

    // Through the API the answer is the same as before the function.
    const second = await memberWithToken(t, '0656000002');
    const answer = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: second.token,
      body: { amount: 432.1 },
    });
    expect(answer.status, answer.text).toBe(200);
    const data = answer.body.data as { id: number; ref: string; amount: number; requested_amount: number };
    const [written] = await t.connection.db.select().from(moneyRequests).where(eq(moneyRequests.id, data.id));
    expect(data).toMatchObject({
      ref: written!.ref,
      amount: Number(written!.amountSatang) / 100,
      requested_amount: 432.1,
      amount_adjusted: written!.amountSatang !== 43_210n,
      created_at: written!.createdAt.toISOString(),
      expires_at: written!.expiresAt!.toISOString(),
      method: 'bank',
      qr_code: null,
    });
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

class RolledBack extends Error {}

/** Runs `work` in a transaction that is always rolled back, and answers what it answered. */
async function rolledBack<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  await t.connection.db
    .transaction(async (tx) => {
      result = { value: await work(tx) };
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result!.value;
}

describe('the rules deposit_hold states again agree with the TypeScript transaction', () => {
  it('answers the same refusal or the same unique amount, over random pending deposits, addresses and limits', async () => {
    const now = t.clock.now();
    const minute = 60_000;
    // The depositing member, and others whose pending requests fill amounts and the address.
    const created = await t.connection.db
      .insert(members)
      .values(
        Array.from({ length: 121 }, (_, index) => ({
          phone: `0657${String(index).padStart(6, '0')}`,
          passwordHash: 'x',
          name: `hold ${index}`,
          bank: 'scb',
          accountNumber: `88${String(index).padStart(8, '0')}`,
          line: `hold${index}`,
          referralKey: generateReferralKey(),
        })),
      )
      .returning({ id: members.id });
    const [subject, ...others] = created.map((row) => row.id);
    const next = random(20261125);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const seen = new Map<string, number>();
    let refs = 0;

    for (let scenario = 0; scenario < 160; scenario += 1) {
      const asked = BigInt(10_000 + Math.floor(next() * 20) * 100);
      const withAddress = next() < 0.8;
      const maxPending = 1 + Math.floor(next() * 4);
      // How full the range is: none, some, most, all, or all but its first or its last amount.
      const density = pick([0, 0.3, 0.9, 1, 1, 1]);
      const leftFree = density === 1 ? pick([undefined, 0n, maxAddedSatang]) : undefined;
      const ownPending = next() < 0.12 ? pick(['deposit', 'withdraw'] as const) : undefined;
      const dayLimit = next() < 0.3 ? asked + BigInt(Math.floor(next() * 140) - 20) : undefined;
      const timedOut = next() < 0.08;
      const addressRows = Math.floor(next() * 6);
      // Pending deposits on the account around the asked range (one past each end too), some from
      // the address (live, expired, or expiring exactly now); and rows that must not count: other
      // statuses, another account, withdrawals. The same rows are written for both answers.
      let other = 0;
      const rows: (typeof moneyRequests.$inferInsert)[] = [];
      for (let added = -1n; added <= maxAddedSatang + 1n; added += 1n) {
        if (next() >= density || added === leftFree) continue;
        const fromAddress = rows.filter((row) => row.clientAddress === 'addr-1').length < addressRows;
        rows.push({
          memberId: others[other++]!,
          type: 'deposit',
          status: 'pending',
          amountSatang: asked + added,
          requestedAmountSatang: asked,
          ref: `hold-${(refs += 1)}`,
          method: 'bank',
          companyAccountNumber: 'HOLD-1',
          clientAddress: fromAddress ? 'addr-1' : 'addr-2',
          expiresAt: new Date(now.getTime() + pick([-minute, 0, 10 * minute])),
          createdAt: now,
        });
      }
      for (let decoy = 0; decoy < 6 && other < others.length; decoy += 1) {
        const kind = pick(['completed', 'other-account', 'withdraw'] as const);
        rows.push({
          memberId: others[other++]!,
          type: kind === 'withdraw' ? 'withdraw' : 'deposit',
          status: kind === 'completed' ? 'completed' : 'pending',
          // Distinct amounts: another account's pending ones must not collide with each other.
          amountSatang: asked + BigInt(decoy * 16 + Math.floor(next() * 16)),
          requestedAmountSatang: asked,
          ref: `hold-${(refs += 1)}`,
          method: kind === 'withdraw' ? 'payout' : 'bank',
          companyAccountNumber: kind === 'other-account' ? 'HOLD-2' : 'HOLD-1',
          clientAddress: 'addr-1',
          expiresAt: new Date(now.getTime() + 10 * minute),
          completedAt: kind === 'completed' ? now : null,
          createdAt: now,
        });
      }
      if (ownPending) {
        rows.push({
          memberId: subject!,
          type: ownPending,
          status: 'pending',
          amountSatang: 5_000n,
          requestedAmountSatang: 5_000n,
          ref: `hold-${(refs += 1)}`,
          method: ownPending === 'withdraw' ? 'payout' : 'bank',
          companyAccountNumber: ownPending === 'deposit' ? 'HOLD-2' : null,
          createdAt: now,
        });
      }
      /** Runs `work` on this scenario's state, in a transaction rolled back afterwards. */
      const inState = <T>(work: (tx: Transaction) => Promise<T>) =>
        rolledBack(async (tx) => {
          if (rows.length > 0) await tx.insert(moneyRequests).values(rows);
          if (dayLimit !== undefined) {
            await tx
              .insert(playerLimits)
              .values({ memberId: subject!, kind: 'deposit_day', amountSatang: dayLimit, updatedAt: now });
          }
          if (timedOut) {
            await tx
              .insert(accountRestrictions)
              .values({ memberId: subject!, timeOutUntil: new Date(now.getTime() + minute), updatedAt: now });
          }
          return work(tx);
        });
      const options = {
        memberId: subject!,
        amountSatang: asked,
        method: 'bank' as const,
        promotionId: null,
        companyAccountNumber: 'HOLD-1',
        addressLimit: withAddress ? { clientAddress: 'addr-1', maxPending } : undefined,
        now,
      };
      const sqlAnswer = await inState(async (tx) => {
        const [row] = await queryRows<{ refusal: string | null; amount_satang: string | null }>(
          tx,
          sql`select refusal, amount_satang::text from deposit_hold(
            ${options.memberId}::bigint, ${asked.toString()}::bigint, ${maxAddedSatang.toString()}::bigint,
            'bank', null::bigint, 'HOLD-1', ${options.addressLimit?.clientAddress ?? null}::text,
            ${options.addressLimit?.maxPending ?? null}::integer, ${`hold-${(refs += 1)}`},
            ${new Date(now.getTime() + 15 * minute).toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`,
        );
        return row!.refusal ?? `amount ${row!.amount_satang}`;
      });
      const typescriptAnswer = await inState(async (tx) =>
        holdDepositAmountInTransaction(tx as unknown as Database, options).then(
          (request) => `amount ${request.amountSatang}`,
          (error: unknown) => {
            if (error instanceof DomainError) return error.code;
            throw error;
          },
        ),
      );
      expect(
        sqlAnswer,
        JSON.stringify({ scenario, asked: String(asked), density, leftFree: String(leftFree), maxPending }),
      ).toBe(typescriptAnswer);
      const kind = sqlAnswer.startsWith('amount')
        ? sqlAnswer === `amount ${asked}`
          ? 'asked'
          : 'added'
        : sqlAnswer;
      seen.set(kind, (seen.get(kind) ?? 0) + 1);
    }
    // Every answer occurs, so the comparison covers each rule.
    expect([...seen.keys()].sort()).toEqual(
      [
        'added',
        'asked',
        'deposit_amount_busy',
        'deposit_limit_reached',
        'pending_request_exists',
        'timed_out',
        'too_many_pending_deposits',
      ].sort(),
    );
  });
});
