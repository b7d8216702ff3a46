import { describe, expect, it } from 'vitest';
import { RoundRandom } from '../src/fairness';
import { games } from '../src/games/catalogue';
import {
  hiloPaysToOne,
  hiloReturnSatang,
  hiloSpots,
  rollDice,
  type Dice,
  type HiloSpot,
} from '../src/games/hilo';

const pays = (spot: HiloSpot, ...dice: Dice) => hiloPaysToOne(spot, dice) ?? 'loses';

describe('hi-lo payouts', () => {
  it('pays high (11–17) 1:1 and loses it on a triple', () => {
    expect(pays('high', 4, 5, 6)).toBe(1);
    expect(pays('high', 1, 4, 6)).toBe(1);
    expect(pays('high', 6, 6, 5)).toBe(1);
    expect(pays('high', 1, 2, 3)).toBe('loses');
    expect(pays('high', 4, 4, 4)).toBe('loses');
    expect(pays('high', 5, 5, 5)).toBe('loses');
  });

  it('pays low (4–10) 1:1 and loses it on a triple', () => {
    expect(pays('low', 1, 1, 2)).toBe(1);
    expect(pays('low', 4, 3, 3)).toBe(1);
    expect(pays('low', 5, 3, 3)).toBe('loses');
    expect(pays('low', 2, 2, 2)).toBe('loses');
    expect(pays('low', 3, 3, 3)).toBe('loses');
  });

  it('pays ไฮโล 11 5:1 on a total of exactly 11', () => {
    expect(pays('eleven', 5, 5, 1)).toBe(5);
    expect(pays('eleven', 6, 4, 1)).toBe(5);
    expect(pays('eleven', 6, 4, 2)).toBe('loses');
    expect(pays('eleven', 4, 3, 3)).toBe('loses');
  });

  it('pays a single number 1:1, 2:1 or 3:1 by how many dice show it', () => {
    expect(pays('single-3', 3, 1, 2)).toBe(1);
    expect(pays('single-3', 3, 3, 1)).toBe(2);
    expect(pays('single-3', 3, 3, 3)).toBe(3);
    expect(pays('single-3', 1, 2, 4)).toBe('loses');
  });

  it('pays a specific triple 150:1 and any triple 24:1', () => {
    expect(pays('triple-6', 6, 6, 6)).toBe(150);
    expect(pays('triple-6', 6, 6, 5)).toBe('loses');
    expect(pays('triple-6', 5, 5, 5)).toBe('loses');
    expect(pays('any-triple', 2, 2, 2)).toBe(24);
    expect(pays('any-triple', 2, 2, 3)).toBe('loses');
  });

  it('pays the totals by the documented table, a triple included', () => {
    expect(pays('total-4', 1, 1, 2)).toBe(50);
    expect(pays('total-17', 6, 6, 5)).toBe(50);
    expect(pays('total-5', 1, 2, 2)).toBe(18);
    expect(pays('total-16', 6, 5, 5)).toBe(18);
    expect(pays('total-6', 1, 2, 3)).toBe(14);
    expect(pays('total-7', 1, 2, 4)).toBe(12);
    expect(pays('total-8', 2, 2, 4)).toBe(8);
    expect(pays('total-9', 3, 3, 3)).toBe(6);
    expect(pays('total-10', 2, 4, 4)).toBe(6);
    expect(pays('total-12', 4, 4, 4)).toBe(6);
    expect(pays('total-13', 6, 6, 1)).toBe(8);
    expect(pays('total-10', 2, 4, 5)).toBe('loses');
  });

  it('returns the stake plus the win, in satang', () => {
    expect(hiloReturnSatang('high', 10_00, [4, 5, 6])).toBe(20_00);
    expect(hiloReturnSatang('single-2', 10_00, [2, 2, 5])).toBe(30_00);
    expect(hiloReturnSatang('triple-1', 1_00, [1, 1, 1])).toBe(151_00);
    expect(hiloReturnSatang('low', 10_00, [4, 5, 6])).toBe(0);
  });

  it('has the theoretical returns written in the table of hilo.ts', () => {
    const rolls: Dice[] = [];
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) rolls.push([a, b, c]);
    const percent = (spot: HiloSpot) =>
      Number(
        (
          (rolls.reduce((sum, dice) => sum + hiloReturnSatang(spot, 1, dice), 0) / rolls.length) *
          100
        ).toFixed(2),
      );
    expect({
      high: percent('high'),
      low: percent('low'),
      eleven: percent('eleven'),
      single: percent('single-4'),
      triple: percent('triple-2'),
      anyTriple: percent('any-triple'),
      totals: [4, 5, 6, 7, 8, 9, 10, 12].map((total) => percent(`total-${total}`)),
    }).toEqual({
      high: 97.22,
      low: 97.22,
      eleven: 75,
      single: 92.13,
      triple: 69.91,
      anyTriple: 69.44,
      totals: [70.83, 52.78, 69.44, 90.28, 87.5, 81.02, 87.5, 81.02],
    });
  });

  it('settles a round of several bets and refuses unknown spots', () => {
    const prepared = games.hilo.prepareBet({
      bets: [
        { spot: 'high', amount: 10 },
        { spot: 'single-6', amount: 5 },
      ],
    });
    expect(prepared.stakeSatang).toBe(15_00);
    const { outcome, returnSatang, bets } = prepared.play(new RoundRandom('a'.repeat(64), 'seed', 7));
    if (outcome.game !== 'hilo') throw new Error('wrong game');
    expect(returnSatang).toBe(bets.reduce((sum, bet) => sum + bet.returnSatang, 0));
    expect(bets[0]!.returnSatang).toBe(hiloReturnSatang('high', 10_00, outcome.dice));
    expect(() => games.hilo.prepareBet({ bets: [{ spot: 'total-11', amount: 1 }] })).toThrow();
    expect(() => games.hilo.prepareBet({ bets: [{ spot: 'total-3', amount: 1 }] })).toThrow();
    expect(hiloSpots).toHaveLength(4 + 6 + 6 + 13);
  });

  it('rolls three dice from 1 to 6', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const dice = rollDice(new RoundRandom('b'.repeat(64), 'client', nonce));
      expect(dice.every((face) => Number.isInteger(face) && face >= 1 && face <= 6)).toBe(true);
    }
  });
});
