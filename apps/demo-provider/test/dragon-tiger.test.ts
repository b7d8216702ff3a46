import { describe, expect, it } from 'vitest';
import { RoundRandom } from '../src/fairness';
import { shuffleShoeFront } from '../src/games/baccarat';
import { games } from '../src/games/catalogue';
import {
  dealDragonTiger,
  dragonTigerReturnSatang,
  dragonTigerSpots,
  judgeDragonTiger,
} from '../src/games/dragon-tiger';

// Cards 0–51: rank = card mod 13 + 1, suit = ⌊card / 13⌋ (0 spades, 1 hearts, 2 diamonds, 3 clubs).
const card = (rank: number, suit: number) => suit * 13 + rank - 1;
const ace = 1;
const king = 13;

describe('Dragon Tiger rules', () => {
  it.each([
    [card(king, 0), card(12, 1), 'dragon', false],
    [card(ace, 2), card(2, 2), 'tiger', false],
    [card(10, 3), card(9, 0), 'dragon', false],
    [card(ace, 0), card(king, 3), 'tiger', false],
    [card(7, 1), card(7, 3), 'tie', false],
    [card(7, 1), card(7, 1), 'tie', true],
  ] as const)('%i against %i: %s, suited %s', (dragon, tiger, winner, suited) => {
    expect(judgeDragonTiger(dragon, tiger)).toEqual({ dragon, tiger, winner, suited });
  });

  it('pays Dragon and Tiger 1:1 with half back on a tie, tie 11:1, suited tie 50:1', () => {
    const dragonWins = judgeDragonTiger(card(9, 0), card(4, 1));
    const tie = judgeDragonTiger(card(5, 0), card(5, 1));
    const suitedTie = judgeDragonTiger(card(5, 2), card(5, 2));
    const table: [string, typeof tie, number][] = [
      ['dragon', dragonWins, 2_00],
      ['tiger', dragonWins, 0],
      ['tie', dragonWins, 0],
      ['suited-tie', dragonWins, 0],
      ['dragon', tie, 50],
      ['tiger', tie, 50],
      ['tie', tie, 12_00],
      ['suited-tie', tie, 0],
      ['dragon', suitedTie, 50],
      ['tie', suitedTie, 12_00],
      ['suited-tie', suitedTie, 51_00],
    ];
    for (const [spot, hand, returned] of table)
      expect(dragonTigerReturnSatang(spot as (typeof dragonTigerSpots)[number], 1_00, hand), spot).toBe(
        returned,
      );
  });

  it('has the documented returns over every ordered pair of cards of an 8-deck shoe', () => {
    // 416 cards: 8 copies of each of the 52; the Tiger's card is any of the other 415.
    const returns = Object.fromEntries(dragonTigerSpots.map((spot) => [spot, 0])) as Record<string, number>;
    for (let dragon = 0; dragon < 52; dragon++)
      for (let tiger = 0; tiger < 52; tiger++) {
        const ways = 8 * (dragon === tiger ? 7 : 8);
        const hand = judgeDragonTiger(dragon, tiger);
        for (const spot of dragonTigerSpots) returns[spot]! += ways * dragonTigerReturnSatang(spot, 2, hand);
      }
    const pairs = 416 * 415 * 2;
    expect(returns.dragon! / pairs).toBeCloseTo(399.5 / 415, 10);
    expect(returns.tiger! / pairs).toBeCloseTo(0.9627, 4);
    expect(returns.tie! / pairs).toBeCloseTo(0.8964, 4);
    expect(returns['suited-tie']! / pairs).toBeCloseTo(0.8602, 4);
  });

  it('deals the first two cards of the shoe baccarat would deal from the same bytes', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const hand = dealDragonTiger(new RoundRandom('b'.repeat(64), 'dt', nonce));
      const shoe = shuffleShoeFront(new RoundRandom('b'.repeat(64), 'dt', nonce));
      expect([hand.dragon, hand.tiger]).toEqual(shoe.slice(0, 2));
    }
  });

  it('keeps to its table limits: 5 to 10,000 baht a spot', () => {
    const game = games['dragon-tiger'];
    expect(game.prepareBet({ bets: [{ spot: 'dragon', amount: 5 }] }).stakeSatang).toBe(5_00);
    expect(() => game.prepareBet({ bets: [{ spot: 'dragon', amount: 4 }] })).toThrow();
    expect(() => game.prepareBet({ bets: [{ spot: 'tiger', amount: 10_001 }] })).toThrow();
    expect(() => game.prepareBet({ bets: [{ spot: 'phoenix', amount: 10 }] })).toThrow();
  });
});
