import type { DatabaseConnection } from '@chaba/db/client';
import { openTestDatabase } from '@chaba/db/test-database';
import { accountRestrictions, memberPromotions, members, memberTurnover } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { bonusExpenseAccount, ledgerAccount, readBalance } from '../src/ledger/accounts';
import { checkLedger } from '../src/ledger/check-ledger';
import { cancelPromotion } from '../src/promotions/cancel-promotion';
import { readActivePromotion } from '../src/promotions/current-promotion';
import { grantBonus, type GrantBonusOptions } from '../src/promotions/grant-bonus';

/*
 * bonus_grant (decision 58): the one way a staff bonus, coupon, cashback, rebate or commission reaches
 * a member's wallet, from its source's own expense account, once per source and key.
 */

let connection: DatabaseConnection;
let memberId: number;
let serial = 0;
const now = new Date('2026-11-29T05:00:00.000Z');
const names = { th: 'โบนัสพิเศษ', en: 'Special bonus', cn: '特别奖金' };

beforeAll(async () => {
  connection = await openTestDatabase(inject('testDatabase'));
});
afterAll(() => connection.close());
beforeEach(async () => {
  serial += 1;
  const [member] = await connection.db
    .insert(members)
    .values({
      phone: `08200${String(serial).padStart(5, '0')}`,
      passwordHash: 'x',
      referralKey: `GB${serial}`,
    })
    .returning({ id: members.id });
  memberId = member!.id;
});

const grant = (options: Partial<GrantBonusOptions> = {}) =>
  connection.db.transaction((tx) =>
    grantBonus(tx, {
      memberId,
      source: 'staff_bonus',
      key: `k-${memberId}`,
      amountSatang: 10_000n,
      turnoverMultiplierHundredths: 0,
      names,
      whenActive: 'refuse',
      now,
      ...options,
    }),
  );
const wallet = () => readBalance(connection.db, ledgerAccount.memberWallet(memberId));
const rows = () =>
  connection.db.select().from(memberPromotions).where(eq(memberPromotions.memberId, memberId));
const bet = (totalSatang: bigint) =>
  connection.db
    .insert(memberTurnover)
    .values({ memberId, betTotalSatang: totalSatang })
    .onConflictDoUpdate({ target: memberTurnover.memberId, set: { betTotalSatang: totalSatang } });

describe('grantBonus', () => {
  it('pays each source from its own expense account, a bonus without turnover completed at once', async () => {
    const sources = ['staff_bonus', 'coupon', 'cashback', 'rebate', 'commission'] as const;
    const before = await Promise.all(
      sources.map((source) => readBalance(connection.db, bonusExpenseAccount[source]())),
    );
    for (const [index, source] of sources.entries()) {
      expect(await grant({ source, amountSatang: BigInt(100 * (index + 1)) })).toMatchObject({
        outcome: 'granted',
      });
    }
    expect(await wallet()).toBe(1_500n);
    for (const [index, source] of sources.entries()) {
      expect(await readBalance(connection.db, bonusExpenseAccount[source]())).toBe(
        before[index]! - BigInt(100 * (index + 1)),
      );
    }
    expect((await rows()).map((row) => [row.source, row.status, row.turnoverRequiredSatang])).toEqual(
      sources.map((source) => [source, 'completed', 0n]),
    );
    expect(await checkLedger(connection.db)).toMatchObject({ ok: true });
  });

  it('pays once per source and key, also when ten arrive at once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => grant({ turnoverMultiplierHundredths: 300 })),
    );
    expect(outcomes.filter((answer) => answer.outcome === 'granted')).toHaveLength(1);
    expect(outcomes.filter((answer) => answer.outcome === 'replayed')).toHaveLength(9);
    expect(new Set(outcomes.map((answer) => answer.memberPromotionId)).size).toBe(1);
    expect(await wallet()).toBe(10_000n);
    const [row] = await rows();
    expect(row).toMatchObject({
      status: 'active',
      turnoverRequiredSatang: 30_000n,
      turnoverMultiplierHundredths: 300,
    });
  });

  it('names the bonus for the member, with its turnover counted from the bets before it', async () => {
    await bet(7_000n);
    await grant({ amountSatang: 5_000n, turnoverMultiplierHundredths: 150 });
    await bet(9_000n);
    expect(await readActivePromotion(connection.db, memberId)).toMatchObject({
      promotionId: null,
      source: 'staff_bonus',
      names: names,
      requiredSatang: 7_500n,
      progressSatang: 2_000n,
      remainingSatang: 5_500n,
    });
  });

  it('refuses one with turnover while another is active, or joins its turnover to it', async () => {
    await grant({ key: `first-${memberId}`, turnoverMultiplierHundredths: 100 });
    expect(await grant({ key: `second-${memberId}`, turnoverMultiplierHundredths: 100 })).toMatchObject({
      outcome: 'refused_active',
    });
    expect(await grant({ key: `no-turnover-${memberId}`, amountSatang: 500n })).toMatchObject({
      outcome: 'granted',
    });
    await bet(4_000n);
    const joined = await grant({
      key: `owed-${memberId}`,
      source: 'cashback',
      amountSatang: 2_000n,
      turnoverMultiplierHundredths: 200,
      whenActive: 'join',
    });
    expect(joined.outcome).toBe('granted');
    expect(await wallet()).toBe(12_500n);
    const active = await readActivePromotion(connection.db, memberId);
    expect(active).toMatchObject({ source: 'staff_bonus', requiredSatang: 14_000n });
    const [own] = (await rows()).filter((row) => row.id === joined.memberPromotionId);
    expect(own).toMatchObject({ status: 'joined', joinedTo: active!.id, turnoverRequiredSatang: 4_000n });
  });

  it('completes a bonus whose turnover was met before a new one is weighed', async () => {
    await grant({ key: `first-${memberId}`, turnoverMultiplierHundredths: 100 });
    await bet(10_000n);
    expect(await grant({ key: `second-${memberId}`, turnoverMultiplierHundredths: 100 })).toMatchObject({
      outcome: 'granted',
    });
    expect((await rows()).map((row) => row.status).sort()).toEqual(['active', 'completed']);
  });

  it('gives nothing to a member under a restriction, nor to one who does not exist', async () => {
    await connection.db.insert(accountRestrictions).values({
      memberId,
      updatedAt: now,
      selfExcludedUntil: new Date(now.getTime() + 86_400_000),
    });
    expect(await grant()).toMatchObject({ outcome: 'refused_restricted', memberPromotionId: null });
    expect(await grant({ memberId: 999_999_999 })).toMatchObject({ outcome: 'no_member' });
    expect(await wallet()).toBe(0n);
  });

  it('takes a cancelled bonus back to its own expense account', async () => {
    const before = await readBalance(connection.db, ledgerAccount.couponExpense());
    await grant({ source: 'coupon', turnoverMultiplierHundredths: 500 });
    await bet(1_000n);
    expect(await cancelPromotion(connection.db, { memberId, now })).toEqual({
      returnedSatang: 10_000n,
      hadBets: true,
    });
    expect(await readBalance(connection.db, ledgerAccount.couponExpense())).toBe(before);
    expect(await wallet()).toBe(0n);
    expect((await rows())[0]).toMatchObject({ status: 'cancelled' });
  });
});
