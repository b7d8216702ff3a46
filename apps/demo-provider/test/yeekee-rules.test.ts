import { describe, expect, it } from 'vitest';
import { hashServerSeed, RoundRandom } from '../src/fairness';
import { computeResult, seedNumber } from '../src/games/yeekee/result';
import {
  lineReturnSatang,
  lineWins,
  resultDigits,
  returnToPlayer,
  ticketLines,
  toteOrders,
  type YeekeeBetType,
} from '../src/games/yeekee/rules';
import { roundAt, roundOfKey, roundsPerDay } from '../src/games/yeekee/schedule';

/** Yeekee's rules against tables of known outcomes (decision 0027). */

describe('the digits a result pays on', () => {
  it.each([
    ['85478', { threeTop: '478', twoTop: '78', twoBottom: '85' }],
    ['00012', { threeTop: '012', twoTop: '12', twoBottom: '00' }],
    ['99900', { threeTop: '900', twoTop: '00', twoBottom: '99' }],
  ])('%s', (result, digits) => {
    expect(resultDigits(result)).toEqual(digits);
  });
});

describe('each bet type on the result 85478 (3 top 478, 2 top 78, 2 bottom 85)', () => {
  const result = '85478';
  it.each<[YeekeeBetType, string, boolean, number]>([
    // bet type, number, wins, return of a 10-baht line in satang
    ['three-top', '478', true, 900_000],
    ['three-top', '487', false, 0],
    ['three-top', '854', false, 0],
    ['three-tote', '478', true, 150_000],
    ['three-tote', '847', true, 150_000],
    ['three-tote', '784', true, 150_000],
    ['three-tote', '748', true, 150_000],
    ['three-tote', '874', true, 150_000],
    ['three-tote', '487', true, 150_000],
    ['three-tote', '477', false, 0],
    ['three-tote', '123', false, 0],
    ['two-top', '78', true, 90_000],
    ['two-top', '87', false, 0],
    ['two-top', '85', false, 0],
    ['two-bottom', '85', true, 90_000],
    ['two-bottom', '58', false, 0],
    ['two-bottom', '78', false, 0],
    ['run-top', '4', true, 3_200],
    ['run-top', '7', true, 3_200],
    ['run-top', '8', true, 3_200],
    ['run-top', '5', false, 0],
    ['run-bottom', '5', true, 4_200],
    ['run-bottom', '8', true, 4_200],
    ['run-bottom', '4', false, 0],
  ])('%s %s', (betType, number, wins, returnSatang) => {
    expect(lineWins({ betType, number }, result)).toBe(wins);
    expect(lineReturnSatang({ betType, number, amountBaht: 10 }, result)).toBe(returnSatang);
  });
});

describe('โต๊ด with a repeated digit (112: three orders, paid ×300)', () => {
  it.each([
    ['00112', true],
    ['00121', true],
    ['00211', true],
    ['00122', false],
    ['00111', false],
    ['00212', false],
  ])('112 on %s', (result, wins) => {
    expect(lineWins({ betType: 'three-tote', number: '112' }, result)).toBe(wins);
    expect(lineReturnSatang({ betType: 'three-tote', number: '112', amountBaht: 1 }, result)).toBe(
      wins ? 30_000 : 0,
    );
  });

  it('counts the orders of a number', () => {
    expect([toteOrders('123'), toteOrders('112'), toteOrders('111')]).toEqual([6, 3, 1]);
  });

  it('refuses a triple as โต๊ด, the wrong number of digits, and a line outside its limits', () => {
    const parse = (lines: unknown) => ticketLines.safeParse(lines).success;
    expect(parse([{ betType: 'three-tote', number: '111', amountBaht: 10 }])).toBe(false);
    expect(parse([{ betType: 'three-top', number: '12', amountBaht: 10 }])).toBe(false);
    expect(parse([{ betType: 'run-top', number: '12', amountBaht: 10 }])).toBe(false);
    expect(parse([{ betType: 'three-top', number: '123', amountBaht: 501 }])).toBe(false);
    expect(parse([{ betType: 'three-top', number: '123', amountBaht: 0 }])).toBe(false);
    expect(
      parse([
        { betType: 'two-top', number: '12', amountBaht: 10 },
        { betType: 'two-top', number: '12', amountBaht: 20 },
      ]),
    ).toBe(false);
    expect(parse([{ betType: 'three-tote', number: '112', amountBaht: 10 }])).toBe(true);
  });
});

describe('the return to player of each bet type', () => {
  it.each<[YeekeeBetType, string, number]>([
    ['three-top', '123', 0.9],
    ['three-tote', '123', 0.9],
    ['three-tote', '112', 0.9],
    ['two-top', '12', 0.9],
    ['two-bottom', '12', 0.9],
    ['run-top', '1', 0.8672],
    ['run-bottom', '1', 0.798],
  ])('%s %s', (betType, number, expected) => {
    expect(returnToPlayer(betType, number)).toBeCloseTo(expected, 10);
  });

  it('is what counting every result gives', () => {
    const lines: [YeekeeBetType, string][] = [
      ['three-top', '123'],
      ['three-tote', '123'],
      ['three-tote', '112'],
      ['two-top', '12'],
      ['two-bottom', '12'],
      ['run-top', '1'],
      ['run-bottom', '1'],
    ];
    for (const [betType, number] of lines) {
      let returned = 0;
      for (let value = 0; value < 100_000; value++) {
        returned += lineReturnSatang({ betType, number, amountBaht: 1 }, String(value).padStart(5, '0'));
      }
      expect(returned / 100 / 100_000).toBeCloseTo(returnToPlayer(betType, number), 10);
    }
  });
});

describe('the round schedule (Bangkok day, 15-minute rounds)', () => {
  it('numbers rounds from midnight in Bangkok', () => {
    // 2026-11-24 00:00 in Bangkok is 2026-11-23 17:00 UTC.
    expect(roundAt(new Date('2026-11-23T17:00:00Z'), 15)).toMatchObject({ key: '20261124-1', number: 1 });
    expect(roundAt(new Date('2026-11-23T16:59:59Z'), 15)).toMatchObject({ key: '20261123-96', number: 96 });
    const round = roundAt(new Date('2026-11-24T02:07:00Z'), 15);
    expect(round).toMatchObject({ key: '20261124-37', date: '2026-11-24', number: 37 });
    expect(round.opensAt.toISOString()).toBe('2026-11-24T02:00:00.000Z');
    expect(round.closesAt.toISOString()).toBe('2026-11-24T02:15:00.000Z');
    expect(roundsPerDay(15)).toBe(96);
  });

  it('finds a round by its key, and no round for a key outside the day', () => {
    expect(roundOfKey('20261124-37', 15)?.opensAt.toISOString()).toBe('2026-11-24T02:00:00.000Z');
    expect(roundOfKey('20261124-97', 15)).toBeUndefined();
    expect(roundOfKey('20261124-0', 15)).toBeUndefined();
    expect(roundOfKey('20261332-1', 15)).toBeUndefined();
    expect(roundOfKey('x', 15)).toBeUndefined();
  });
});

describe('the result', () => {
  const serverSeed = 'a'.repeat(64);

  it('is the sum of the shots plus the seed number, modulo 100000, in five digits', () => {
    const seed = seedNumber(serverSeed, '20261124-37');
    // The seed number is the first draw below 100000 of the documented byte stream.
    expect(seed).toBe(new RoundRandom(serverSeed, 'yeekee-20261124-37', 0).nextInt(100_000));
    const shots = ['99999', '12345', '00001'];
    const computed = computeResult({ serverSeed, roundKey: '20261124-37', shots });
    expect(computed.shotSum).toBe(112_345);
    expect(computed.seedNumber).toBe(seed);
    expect(computed.result).toBe(String((112_345 + seed) % 100_000).padStart(5, '0'));
    expect(computed.result).toMatch(/^\d{5}$/);
  });

  it('is the seed number alone when nobody shot, and depends on the round', () => {
    const alone = computeResult({ serverSeed, roundKey: '20261124-1', shots: [] });
    expect(Number(alone.result)).toBe(alone.seedNumber);
    const other = computeResult({ serverSeed, roundKey: '20261124-2', shots: [] });
    expect(other.seedNumber).not.toBe(alone.seedNumber);
  });

  it('cannot be chosen by the last shooter without the seed: every last shot gives another result', () => {
    // A last shooter who knows every other shot but not the seed: each of their choices moves the
    // result by the same amount, so the distribution they face is the seed number's, uniform.
    const seen = new Set<string>();
    for (let index = 0; index < 50; index++) {
      const seed = hashServerSeed(String(index)).slice(0, 64);
      seen.add(computeResult({ serverSeed: seed, roundKey: '20261124-5', shots: ['12345'] }).result);
    }
    expect(seen.size).toBeGreaterThan(45);
  });
});
