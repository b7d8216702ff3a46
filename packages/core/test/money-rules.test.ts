import type { DatabaseConnection } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { openTestDatabase } from '@chaba/db/test-database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { depositFitsPromotion, type PromotionTerms } from '../src/promotions/bonus-rules';

/*
 * The money rules that have one implementation in SQL (decision 42): whose deposit a statement line's
 * printed sender may be, a promotion's bonus and turnover requirement. Plain cases of each.
 */

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await openTestDatabase(inject('testDatabase'));
});
afterAll(() => connection.close());

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<{ answer: T }>(connection.db, query);
  return row!.answer;
}

describe('deposit_sender_matches', () => {
  it.each([
    ['the whole number', '1234567890', '1234567890', true],
    ['the whole number, another', '1234567891', '1234567890', false],
    ['masked as the bank prints it', 'xxx-x-x4567-x', '1234567890', false],
    ['masked, its digits at their places from the end', 'xxx-x-x6789-x', '1234567890', true],
    ['masked with stars and spaces', '*** * *6789 *', '1234567890', true],
    ['masked, upper case', 'XXX-X-X6789-X', '1234567890', true],
    ['fewer than four visible digits', 'xxx-x-xx789-x', '1234567890', false],
    ['a visible digit beyond the member number', '9xxx-x-x6789-x', '123456789', false],
    ['a letter other than x', 'xxx-a-x6789-x', '1234567890', false],
    ['no digit at all', 'xxx-x-xxxxx-x', '1234567890', false],
    ['a member with no account', 'xxx-x-x6789-x', '', false],
  ])('%s: %s against %s is %s', async (_name, printed, member, expected) => {
    expect(await one(sql`select deposit_sender_matches(${printed}, ${member}) as answer`)).toBe(expected);
  });
});

describe('promotion bonus and turnover', () => {
  const bonus = (fixed: bigint, percentBp: number, max: bigint, deposit: bigint) =>
    one<string>(sql`select promotion_bonus(${fixed.toString()}::bigint, ${percentBp}::integer,
      ${max.toString()}::bigint, ${deposit.toString()}::bigint)::text as answer`);
  const turnover = (multiplier: number, max: bigint, deposit: bigint, bonusSatang: bigint) =>
    one<string>(sql`select promotion_turnover_requirement(${multiplier}::integer, ${max.toString()}::bigint,
      ${deposit.toString()}::bigint, ${bonusSatang.toString()}::bigint)::text as answer`);

  it.each([
    ['a fixed bonus wins over a percent', 5_000n, 5000, 0n, 10_000n, '5000'],
    ['a percent of the deposit', 0n, 5000, 0n, 30_000n, '15000'],
    ['a percent capped at the maximum', 0n, 5000, 50_000n, 200_000n, '50000'],
    ['a percent rounded down to the satang', 0n, 1250, 0n, 333n, '41'],
    ['no bonus terms, no bonus', 0n, 0, 0n, 10_000n, '0'],
  ])('bonus: %s', async (_name, fixed, percentBp, max, deposit, expected) => {
    expect(await bonus(fixed, percentBp, max, deposit)).toBe(expected);
  });

  it.each([
    ['(deposit + bonus) × multiplier', 500, 0n, 10_000n, 5_000n, '75000'],
    ['capped at the maximum turnover', 1000, 100_000n, 10_000n, 5_000n, '100000'],
    ['a fractional multiplier', 150, 0n, 10_000n, 0n, '15000'],
    ['no multiplier, nothing to bet', 0, 0n, 10_000n, 5_000n, '0'],
  ])('turnover: %s', async (_name, multiplier, max, deposit, bonusSatang, expected) => {
    expect(await turnover(multiplier, max, deposit, bonusSatang)).toBe(expected);
  });

  it('checks deposit limits, with 0 meaning no limit', () => {
    const base: PromotionTerms = {
      bonusFixedSatang: 0n,
      bonusPercentBasisPoints: 0,
      bonusMaxSatang: 0n,
      turnoverMultiplierHundredths: 0,
      turnoverMaxSatang: 0n,
      depositMinSatang: 0n,
      depositMaxSatang: 0n,
    };
    const limited = { ...base, depositMinSatang: 10_000n, depositMaxSatang: 100_000n };
    expect(depositFitsPromotion(limited, 9_999n)).toBe(false);
    expect(depositFitsPromotion(limited, 10_000n)).toBe(true);
    expect(depositFitsPromotion(limited, 100_000n)).toBe(true);
    expect(depositFitsPromotion(limited, 100_001n)).toBe(false);
    expect(depositFitsPromotion(base, 1n)).toBe(true);
  });
});
