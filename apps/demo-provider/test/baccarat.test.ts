import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../src/fairness';
import {
  baccaratReturnSatang,
  bankerDraws,
  dealCoup,
  handTotal,
  shuffleShoeFront,
  type Card,
} from '../src/games/baccarat';
import { games } from '../src/games/catalogue';

/** A card of `rank` (1 ace … 13 king); suits do not matter to the rules. */
const card = (rank: number, suit = 0): Card => suit * 13 + rank - 1;
/** Cards in dealing order: player, banker, player, banker, then what is drawn; 10s fill the rest. */
const deal = (...ranks: number[]) =>
  dealCoup([...ranks, 10, 10, 10, 10, 10, 10].slice(0, 6).map((rank) => card(rank)));
const ranks = (cards: Card[]) => cards.map((c) => (c % 13) + 1);

describe('baccarat drawing rules', () => {
  it('counts aces as 1, tens and faces as 0, and keeps the last digit', () => {
    expect(handTotal([card(1), card(13)])).toBe(1);
    expect(handTotal([card(10), card(12)])).toBe(0);
    expect(handTotal([card(9), card(8)])).toBe(7);
    expect(handTotal([card(7), card(7), card(9)])).toBe(3);
  });

  it.each([
    // [dealt ranks P1 B1 P2 B2 (third cards), player cards, banker cards, winner, natural]
    ['player natural 8 against banker 7: both stand', [4, 3, 4, 4], [4, 4], [3, 4], 'player', true],
    [
      'banker natural 9 against player 5: the player does not draw',
      [2, 9, 3, 10],
      [2, 3],
      [9, 10],
      'banker',
      true,
    ],
    ['two naturals of 8 tie', [4, 5, 4, 3], [4, 4], [5, 3], 'tie', true],
    ['natural 9 beats natural 8', [9, 4, 10, 4], [9, 10], [4, 4], 'player', true],
    [
      'player stands on 6, banker draws on 5 (the fifth card)',
      [3, 2, 3, 3, 2],
      [3, 3],
      [2, 3, 2],
      'banker',
      false,
    ],
    ['player stands on 7, banker stands on 6', [3, 3, 4, 3], [3, 4], [3, 3], 'player', false],
    ['player 6 and banker 6 both stand and tie', [3, 3, 3, 3], [3, 3], [3, 3], 'tie', false],
    ['player draws on 0', [13, 3, 12, 4, 5], [13, 12, 5], [3, 4], 'banker', false],
    ['banker 3 stands when the player’s third card is 8', [2, 1, 3, 2, 8], [2, 3, 8], [1, 2], 'tie', false],
    [
      'banker 3 draws when the player’s third card is 9',
      [2, 1, 3, 2, 9, 4],
      [2, 3, 9],
      [1, 2, 4],
      'banker',
      false,
    ],
    [
      'banker 3 draws when the player’s third card is 7',
      [2, 1, 3, 2, 7, 4],
      [2, 3, 7],
      [1, 2, 4],
      'banker',
      false,
    ],
    ['banker 4 stands on a player third card of 1', [1, 2, 1, 2, 1], [1, 1, 1], [2, 2], 'banker', false],
    ['banker 4 draws on a player third card of 2', [1, 2, 1, 2, 2, 1], [1, 1, 2], [2, 2, 1], 'banker', false],
    ['banker 4 stands on a player third card of 8', [1, 2, 1, 2, 8], [1, 1, 8], [2, 2], 'banker', false],
    ['banker 5 stands on a player third card of 3', [1, 2, 1, 3, 3], [1, 1, 3], [2, 3], 'tie', false],
    ['banker 5 draws on a player third card of 4', [1, 2, 1, 3, 4, 2], [1, 1, 4], [2, 3, 2], 'banker', false],
    ['banker 6 draws on a player third card of 6', [1, 3, 1, 3, 6, 1], [1, 1, 6], [3, 3, 1], 'player', false],
    ['banker 6 draws on a player third card of 7', [1, 3, 1, 3, 7, 2], [1, 1, 7], [3, 3, 2], 'player', false],
    ['banker 6 stands on a player third card of 5', [1, 3, 1, 3, 5], [1, 1, 5], [3, 3], 'player', false],
    ['banker 7 stands whatever the player drew', [1, 3, 1, 4, 6], [1, 1, 6], [3, 4], 'player', false],
    [
      'banker 2 draws even on a player third card of 8',
      [1, 1, 1, 1, 8, 5],
      [1, 1, 8],
      [1, 1, 5],
      'banker',
      false,
    ],
  ] as const)('%s', (_name, dealt, player, banker, winner, natural) => {
    const coup = deal(...dealt);
    expect(ranks(coup.player)).toEqual(player);
    expect(ranks(coup.banker)).toEqual(banker);
    expect(coup.winner).toBe(winner);
    expect(coup.natural).toBe(natural);
  });

  it('follows the whole banker tableau when the player drew', () => {
    // Rows: banker total 0–7; columns: the player's third card worth 0–9. D draws, S stands.
    const tableau = [
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDSD',
      'SSDDDDDDSS',
      'SSSSDDDDSS',
      'SSSSSSDDSS',
      'SSSSSSSSSS',
    ];
    tableau.forEach((row, bankerTotal) =>
      [...row].forEach((cell, third) =>
        expect(bankerDraws(bankerTotal, third), `${bankerTotal}/${third}`).toBe(cell === 'D'),
      ),
    );
    for (let total = 0; total <= 7; total++) expect(bankerDraws(total, undefined)).toBe(total <= 5);
  });
});

describe('baccarat payouts', () => {
  it('pays player 1:1, banker 0.95:1 (5% commission) and tie 8:1', () => {
    expect(baccaratReturnSatang('player', 100_00, 'player')).toBe(200_00);
    expect(baccaratReturnSatang('banker', 100_00, 'banker')).toBe(195_00);
    expect(baccaratReturnSatang('banker', 1_00, 'banker')).toBe(1_95);
    expect(baccaratReturnSatang('tie', 10_00, 'tie')).toBe(90_00);
  });

  it('returns player and banker bets on a tie, and loses the rest', () => {
    expect(baccaratReturnSatang('player', 50_00, 'tie')).toBe(50_00);
    expect(baccaratReturnSatang('banker', 50_00, 'tie')).toBe(50_00);
    expect(baccaratReturnSatang('player', 50_00, 'banker')).toBe(0);
    expect(baccaratReturnSatang('banker', 50_00, 'player')).toBe(0);
    expect(baccaratReturnSatang('tie', 50_00, 'player')).toBe(0);
  });

  it('settles a round of several bets through the game', () => {
    const prepared = games.baccarat.prepareBet({
      bets: [
        { spot: 'banker', amount: 100 },
        { spot: 'tie', amount: 10 },
      ],
    });
    expect(prepared.stakeSatang).toBe(110_00);
    // Always the first remaining card: the shoe in order, A♠ 2♠ 3♠ 4♠ 5♠ 6♠ → player 1+3=4, banker 2+4=6.
    const first: RandomSource = { nextInt: () => 0 };
    const { outcome, returnSatang } = prepared.play(first);
    if (outcome.game !== 'baccarat') throw new Error('wrong game');
    // Player draws 5 (total 9), banker 6 stands on a third card of 5.
    expect(ranks(outcome.coup.player)).toEqual([1, 3, 5]);
    expect(ranks(outcome.coup.banker)).toEqual([2, 4]);
    expect(outcome.coup.winner).toBe('player');
    expect(returnSatang).toBe(0);
  });

  it('refuses fractions of a baht, empty bets and a spot twice', () => {
    expect(() => games.baccarat.prepareBet({ bets: [{ spot: 'player', amount: 1.5 }] })).toThrow();
    expect(() => games.baccarat.prepareBet({ bets: [] })).toThrow();
    expect(() =>
      games.baccarat.prepareBet({
        bets: [
          { spot: 'player', amount: 1 },
          { spot: 'player', amount: 1 },
        ],
      }),
    ).toThrow();
    expect(() => games.baccarat.prepareBet({ bets: [{ spot: 'dragon', amount: 1 }] })).toThrow();
  });
});

describe('the 8-deck shoe', () => {
  it('deals the first six positions of a Fisher–Yates shuffle of 416 cards', () => {
    const last: RandomSource = { nextInt: (limit) => limit - 1 };
    // Position 0 takes card 415 (415 mod 52 = 51); card 0 moves to the end and is taken next, and so on.
    expect(shuffleShoeFront(last)).toEqual([51, 0, 1, 2, 3, 4]);
  });
});
