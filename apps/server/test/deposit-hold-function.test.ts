import { generateReferralKey } from '@chaba/core/auth/secrets';
import { DomainError } from '@chaba/core/errors';
import { maxAddedSatang } from '@chaba/core/deposits/deposit-rules';
import { prepareDeposit } from '@chaba/core/deposits/prepare-deposit';
import {
  accountRestrictions,
  members,
  memberChangeOutbox,
  moneyRequests,
  playerLimits,
} from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp, memberIdOf, memberWithToken } from './helpers';
import { countingDatabase, withTableAway } from './database-helpers';

/*
 * The locked part of deposit prepare as one SQL function (issue 14, migration 0034, decision 38):
 * `deposit_hold` takes the address's and the account's locks, refuses the member's second pending
 * request, a busy address and a full range of amounts, asks player protection on the exact amount and
 * writes the request and its note, in one statement: the one round trip, each rule with the details
 * its refusal carries, and a failure answered as an error (decision 42: no second way).
 */

const t = useTestApp();

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

let serial = 0;
/** A member with a bank account who may deposit, and what `prepareDeposit` takes for them. */
async function depositor() {
  serial += 1;
  const [row] = await t.connection.db
    .insert(members)
    .values({
      phone: `0657${String(serial).padStart(6, '0')}`,
      passwordHash: 'x',
      name: `hold ${serial}`,
      bank: 'scb',
      accountNumber: `88${String(serial).padStart(8, '0')}`,
      line: `hold${serial}`,
      referralKey: generateReferralKey(),
    })
    .returning({ id: members.id });
  const memberId = row!.id;
  const ownAddress = `198.51.100.${serial % 250}`;
  const prepare = (amountSatang: bigint, clientAddress = ownAddress) =>
    prepareDeposit(t.connection.db, {
      memberId,
      amountSatang,
      method: 'bank',
      now: t.clock.now(),
      gateway: t.context.gateway,
      addressLimit: { clientAddress, maxPending: 2 },
    });
  return { memberId, prepare };
}

describe("deposit_hold's rules, through prepareDeposit", () => {
  it("refuses a member's second pending request, of any type", async () => {
    const member = await depositor();
    await member.prepare(10_000n);
    await expect(member.prepare(20_000n)).rejects.toMatchObject({
      code: 'pending_request_exists',
      details: { field: 'amount' },
    });
  });

  it('takes the first amount no pending deposit to the account holds, and refuses when all are taken', async () => {
    const member = await depositor();
    const { payTo, request } = await member.prepare(50_000n);
    await t.connection.db
      .update(moneyRequests)
      .set({ status: 'cancelled' })
      .where(eq(moneyRequests.id, request.id));
    /** Pending deposits of other members to the member's company account, from `amount` up. */
    const holdOthers = async (amountSatang: bigint, count: number) => {
      const others = await Promise.all(Array.from({ length: count }, () => depositor()));
      await t.connection.db.insert(moneyRequests).values(
        others.map((other, added) => ({
          memberId: other.memberId,
          type: 'deposit' as const,
          status: 'pending' as const,
          amountSatang: amountSatang + BigInt(added),
          requestedAmountSatang: amountSatang,
          ref: `busy-${serial}-${added}`,
          method: 'bank' as const,
          companyAccountNumber: payTo.accountNumber,
          // Expired but still pending: its amount is still taken until it is closed.
          expiresAt: new Date(t.clock.now().getTime() - 60_000),
          createdAt: t.clock.now(),
        })),
      );
    };
    await holdOthers(70_000n, 2);
    const next = await member.prepare(70_000n);
    expect(next.payTo.accountNumber).toBe(payTo.accountNumber);
    expect(next.request.amountSatang).toBe(70_002n);
    await t.connection.db
      .update(moneyRequests)
      .set({ status: 'cancelled' })
      .where(eq(moneyRequests.id, next.request.id));
    await holdOthers(90_000n, Number(maxAddedSatang) + 1);
    await expect(member.prepare(90_000n)).rejects.toMatchObject({ code: 'deposit_amount_busy' });
  });

  it('refuses an address holding its live pending deposits, saying when the oldest frees', async () => {
    const address = '192.0.2.77';
    await (await depositor()).prepare(11_000n, address);
    t.clock.advanceSeconds(60);
    await (await depositor()).prepare(12_000n, address);
    const third = await depositor();
    await expect(third.prepare(13_000n, address)).rejects.toMatchObject({
      code: 'too_many_pending_deposits',
      details: { retryAfterSeconds: 14 * 60, values: { minutes: 14 } },
    });
    // Once the oldest has expired, the address may hold another.
    t.clock.advanceSeconds(14 * 60);
    await expect(third.prepare(13_000n, address)).resolves.toMatchObject({
      request: { amountSatang: 13_000n },
    });
  });

  it("refuses the exact amount player protection refuses, with the refusal's details, writing nothing", async () => {
    const member = await depositor();
    const now = t.clock.now();
    await t.connection.db
      .insert(playerLimits)
      .values({ memberId: member.memberId, kind: 'deposit_day', amountSatang: 30_000n, updatedAt: now });
    await expect(member.prepare(30_001n)).rejects.toMatchObject({
      code: 'deposit_limit_reached',
      details: { field: 'amount', amounts: { limit: 30_000n, remaining: 30_000n }, values: { days: 1 } },
    });
    await t.connection.db
      .insert(accountRestrictions)
      .values({ memberId: member.memberId, timeOutUntil: new Date(now.getTime() + 60_000), updatedAt: now });
    await expect(member.prepare(30_000n)).rejects.toMatchObject({
      code: 'timed_out',
      details: { field: 'amount' },
    });
    const written = await t.connection.db
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.memberId, member.memberId));
    expect(written).toEqual([]);
  });

  it('answers a failure of the function as an error, never by running the rules another way', async () => {
    const member = await depositor();
    const failure = await withTableAway(t.connection.db, 'player_limits', () => member.prepare(10_000n)).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(DomainError);
    const written = await t.connection.db
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.memberId, member.memberId));
    expect(written).toEqual([]);
  });
});
