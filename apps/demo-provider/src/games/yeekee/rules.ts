import { z } from 'zod';

/**
 * The Yeekee lottery's bet types, payout rates and limits, and how a ticket line settles on a round's
 * result (decision 0027). The result is five digits "ABCDE" (see result.ts):
 *   3 ตัวบน (three top)   = CDE, the last three digits;
 *   2 ตัวบน (two top)     = DE, the last two;
 *   2 ตัวล่าง (two bottom) = AB, the first two.
 * A winning line returns its stake × the rate (the stake is not paid back on top, as Thai lotteries
 * pay "บาทละ …"); a losing line returns nothing. Rates are kept in tenths so that money stays integer.
 */

export const yeekeeBetTypes = [
  'three-top',
  'three-tote',
  'two-top',
  'two-bottom',
  'run-top',
  'run-bottom',
] as const;
export type YeekeeBetType = (typeof yeekeeBetTypes)[number];

export interface BetTypeRules {
  /** Digits in the number bought. */
  digits: 1 | 2 | 3;
  /** Return per baht staked, in tenths of a baht (9000 = ×900). */
  rateTenths: number;
  /** Stake of one ticket line, in whole baht. */
  minLineBaht: number;
  maxLineBaht: number;
  /** All real tickets of one round together, on one number of this type, in whole baht (เลขเต็ม). */
  maxPerNumberBaht: number;
  /** The probability of a win on a uniform result, for the documented return to player. */
  winChance: (number: string) => number;
}

/** One pair (112) has 3 orders, all digits different (123) 6; a triple (111) is no โต๊ด bet. */
export function toteOrders(number: string): number {
  return new Set(permutations(number)).size;
}

export const betTypeRules: Readonly<Record<YeekeeBetType, BetTypeRules>> = {
  'three-top': {
    digits: 3,
    rateTenths: 9_000,
    minLineBaht: 1,
    maxLineBaht: 500,
    maxPerNumberBaht: 2_000,
    winChance: () => 1 / 1000,
  },
  // โต๊ด pays ×150 on a six-order number and ×300 on a three-order one, so both return 90 %.
  'three-tote': {
    digits: 3,
    rateTenths: 1_500,
    minLineBaht: 1,
    maxLineBaht: 1_000,
    maxPerNumberBaht: 5_000,
    winChance: (number) => toteOrders(number) / 1000,
  },
  'two-top': {
    digits: 2,
    rateTenths: 900,
    minLineBaht: 1,
    maxLineBaht: 1_000,
    maxPerNumberBaht: 10_000,
    winChance: () => 1 / 100,
  },
  'two-bottom': {
    digits: 2,
    rateTenths: 900,
    minLineBaht: 1,
    maxLineBaht: 1_000,
    maxPerNumberBaht: 10_000,
    winChance: () => 1 / 100,
  },
  // วิ่ง: the digit anywhere in the three top (or the two bottom), paid once however often it appears.
  'run-top': {
    digits: 1,
    rateTenths: 32,
    minLineBaht: 1,
    maxLineBaht: 5_000,
    maxPerNumberBaht: 50_000,
    winChance: () => 1 - 0.9 ** 3,
  },
  'run-bottom': {
    digits: 1,
    rateTenths: 42,
    minLineBaht: 1,
    maxLineBaht: 5_000,
    maxPerNumberBaht: 50_000,
    winChance: () => 1 - 0.9 ** 2,
  },
};

/** The rate of a line, in tenths: โต๊ด on a three-order number pays double. */
export function lineRateTenths(betType: YeekeeBetType, number: string): number {
  const base = betTypeRules[betType].rateTenths;
  return betType === 'three-tote' && toteOrders(number) === 3 ? base * 2 : base;
}

/** The return to player of a line, as a fraction (0.9 = 90 %). */
export function returnToPlayer(betType: YeekeeBetType, number: string): number {
  return (betTypeRules[betType].winChance(number) * lineRateTenths(betType, number)) / 10;
}

/** Lines in one ticket, and its total stake, in whole baht. */
export const maxTicketLines = 20;
export const maxTicketBaht = 20_000;

export interface YeekeeLine {
  betType: YeekeeBetType;
  number: string;
  amountBaht: number;
}

export const ticketLine = z
  .object({
    betType: z.enum(yeekeeBetTypes),
    number: z.string().regex(/^\d{1,3}$/),
    amountBaht: z.number().int().min(1).max(5_000),
  })
  .superRefine((line, context) => {
    const rules = betTypeRules[line.betType];
    if (line.number.length !== rules.digits) {
      context.addIssue({ code: 'custom', path: ['number'], message: `${rules.digits} digits` });
    }
    if (line.amountBaht < rules.minLineBaht || line.amountBaht > rules.maxLineBaht) {
      context.addIssue({ code: 'custom', path: ['amountBaht'], message: 'outside the line limits' });
    }
    if (line.betType === 'three-tote' && toteOrders(line.number) === 1) {
      context.addIssue({ code: 'custom', path: ['number'], message: 'a triple has no other order' });
    }
  });

export const ticketLines = z
  .array(ticketLine)
  .min(1)
  .max(maxTicketLines)
  .refine(
    (lines) => new Set(lines.map((line) => `${line.betType}:${line.number}`)).size === lines.length,
    'one line per bet type and number',
  )
  .refine(
    (lines) => lines.reduce((sum, line) => sum + line.amountBaht, 0) <= maxTicketBaht,
    'ticket too large',
  );

/** What a result pays on: the three top, the two top and the two bottom. */
export interface ResultDigits {
  threeTop: string;
  twoTop: string;
  twoBottom: string;
}

export function resultDigits(result: string): ResultDigits {
  if (!/^\d{5}$/.test(result)) throw new Error(`a Yeekee result is five digits, not ${result}`);
  return { threeTop: result.slice(2), twoTop: result.slice(3), twoBottom: result.slice(0, 2) };
}

/** Whether a line wins on a result. */
export function lineWins(line: Pick<YeekeeLine, 'betType' | 'number'>, result: string): boolean {
  const digits = resultDigits(result);
  switch (line.betType) {
    case 'three-top':
      return line.number === digits.threeTop;
    case 'three-tote':
      return sortedDigits(line.number) === sortedDigits(digits.threeTop);
    case 'two-top':
      return line.number === digits.twoTop;
    case 'two-bottom':
      return line.number === digits.twoBottom;
    case 'run-top':
      return digits.threeTop.includes(line.number);
    case 'run-bottom':
      return digits.twoBottom.includes(line.number);
  }
}

/** What a line returns on a result, in satang. */
export function lineReturnSatang(line: YeekeeLine, result: string): number {
  if (!lineWins(line, result)) return 0;
  // Stakes are whole baht (100 satang), so ×rate/10 is a whole number of satang.
  return (line.amountBaht * 100 * lineRateTenths(line.betType, line.number)) / 10;
}

function sortedDigits(number: string): string {
  return [...number].sort().join('');
}

function permutations(number: string): string[] {
  if (number.length <= 1) return [number];
  return [...number].flatMap((digit, index) =>
    permutations(number.slice(0, index) + number.slice(index + 1)).map((rest) => digit + rest),
  );
}
