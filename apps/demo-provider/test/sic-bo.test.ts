import { describe, expect, it } from 'vitest';
import { games } from '../src/games/catalogue';
import { hiloSpots } from '../src/games/hilo';
import { sicBoPaysToOne, sicBoReturnSatang, sicBoSpots } from '../src/games/sic-bo';

type Dice = [number, number, number];
const pays = (spot: string, ...dice: Dice) => sicBoPaysToOne(spot, dice) ?? 'loses';

describe('Sic Bo payouts', () => {
  it('pays small, big, odd and even 1:1 and loses them on any triple', () => {
    expect(pays('small', 1, 2, 3)).toBe(1);
    expect(pays('small', 4, 3, 3)).toBe(1);
    expect(pays('small', 5, 3, 3)).toBe('loses');
    expect(pays('small', 2, 2, 2)).toBe('loses');
    expect(pays('big', 6, 6, 5)).toBe(1);
    expect(pays('big', 5, 5, 5)).toBe('loses');
    expect(pays('odd', 1, 1, 3)).toBe(1);
    expect(pays('odd', 3, 3, 3)).toBe('loses');
    expect(pays('even', 1, 1, 2)).toBe(1);
    expect(pays('even', 4, 4, 4)).toBe('loses');
    expect(pays('even', 1, 2, 4)).toBe('loses');
  });

  it('pays a specific triple 180:1, any triple 30:1, a specific double 10:1', () => {
    expect(pays('triple-4', 4, 4, 4)).toBe(180);
    expect(pays('triple-4', 4, 4, 3)).toBe('loses');
    expect(pays('any-triple', 1, 1, 1)).toBe(30);
    expect(pays('any-triple', 1, 1, 2)).toBe('loses');
    expect(pays('double-2', 2, 5, 2)).toBe(10);
    expect(pays('double-2', 2, 2, 2)).toBe(10);
    expect(pays('double-2', 2, 5, 3)).toBe('loses');
  });

  it.each([
    [4, 60, [1, 1, 2]],
    [5, 30, [1, 2, 2]],
    [6, 17, [1, 2, 3]],
    [7, 12, [1, 2, 4]],
    [8, 8, [2, 3, 3]],
    [9, 6, [3, 3, 3]],
    [10, 6, [1, 3, 6]],
    [11, 6, [5, 5, 1]],
    [12, 6, [6, 5, 1]],
    [13, 8, [6, 6, 1]],
    [14, 12, [6, 6, 2]],
    [15, 17, [5, 5, 5]],
    [16, 30, [6, 6, 4]],
    [17, 60, [6, 6, 5]],
  ] as [number, number, Dice][])('pays total %i at %i:1 (a triple too)', (total, paysToOne, dice) => {
    expect(pays(`total-${total}`, ...dice)).toBe(paysToOne);
    expect(pays(`total-${total}`, 1, 1, 1)).toBe('loses');
    expect(pays(`total-${total}`, 6, 6, 6)).toBe('loses');
  });

  it('pays a two-dice combination 5:1 once, and a single number by how many dice show it', () => {
    expect(pays('combo-1-6', 6, 3, 1)).toBe(5);
    expect(pays('combo-1-6', 6, 1, 1)).toBe(5);
    expect(pays('combo-1-6', 6, 6, 2)).toBe('loses');
    expect(pays('single-3', 3, 1, 2)).toBe(1);
    expect(pays('single-3', 3, 3, 1)).toBe(2);
    expect(pays('single-3', 3, 3, 3)).toBe(3);
    expect(pays('single-3', 1, 2, 4)).toBe('loses');
  });

  it('has the documented returns over the 216 rolls', () => {
    const documented: Record<string, number> = {
      small: 97.22,
      big: 97.22,
      odd: 97.22,
      even: 97.22,
      'any-triple': 86.11,
      'triple-1': 83.8,
      'double-1': 81.48,
      'total-4': 84.72,
      'total-5': 86.11,
      'total-6': 83.33,
      'total-7': 90.28,
      'total-8': 87.5,
      'total-9': 81.02,
      'total-10': 87.5,
      'total-11': 87.5,
      'total-12': 81.02,
      'total-17': 84.72,
      'combo-2-5': 83.33,
      'single-6': 92.13,
    };
    for (const [spot, percent] of Object.entries(documented)) {
      let returned = 0;
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++)
          for (let c = 1; c <= 6; c++) returned += sicBoReturnSatang(spot, 1, [a, b, c]);
      expect((returned / 216) * 100, spot).toBeCloseTo(percent, 1);
    }
  });

  it('is the Macau table, not the Thai Hi-Lo: its own bets and pays', () => {
    expect(sicBoSpots).toHaveLength(4 + 1 + 6 + 6 + 14 + 15 + 6);
    expect(sicBoSpots).toContain('total-11');
    expect(sicBoSpots).not.toContain('eleven');
    expect(hiloSpots).not.toContain('combo-1-2');
    expect(() => games['sic-bo'].prepareBet({ bets: [{ spot: 'eleven', amount: 1 }] })).toThrow();
    expect(() => games['sic-bo'].prepareBet({ bets: [{ spot: 'triple-6', amount: 5_001 }] })).toThrow();
  });
});
