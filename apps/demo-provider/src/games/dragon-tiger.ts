import type { RandomSource } from '../fairness';
import { cardRank, cardSuit, shoeSize, type Card } from './baccarat';

/**
 * Dragon Tiger (เสือมังกร): one card to the Dragon, one to the Tiger; the higher card wins. Cards rank
 * by face only, ace lowest: A 2 3 … 10 J Q K (suits do not rank). Same ranks are a tie.
 *
 * Provably fair dealing: like baccarat, a fresh 8-deck shoe every round (card index i, 0–415, is card
 * i mod 52; rank = card mod 13 + 1, suit = ⌊card / 13⌋), shuffled by Fisher–Yates from the front for
 * positions 0 and 1 (swap position p with p + nextInt(416 − p)); the first card is the Dragon's, the
 * second the Tiger's.
 *
 *   bet           wins when                      pays                       return to player
 *   dragon        the Dragon's card is higher    1:1; on a tie half back    96.27 %
 *   tiger         the Tiger's card is higher     1:1; on a tie half back    96.27 %
 *   tie           same rank                      11:1                       89.64 %
 *   suited tie    same rank and same suit        50:1                       86.02 %
 *
 * (8 decks: after the Dragon's card, 31 of the 415 others have its rank, 7 of them its suit too.
 * Dragon: 2 × 192/415 + ½ × 31/415 = 399.5/415; tie: 12 × 31/415; suited tie: 51 × 7/415.)
 */

export const dragonTigerSpots = ['dragon', 'tiger', 'tie', 'suited-tie'] as const;
export type DragonTigerSpot = (typeof dragonTigerSpots)[number];
export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

export interface DragonTigerHand {
  dragon: Card;
  tiger: Card;
  winner: DragonTigerWinner;
  suited: boolean;
}

export function judgeDragonTiger(dragon: Card, tiger: Card): DragonTigerHand {
  const difference = cardRank(dragon) - cardRank(tiger);
  const winner: DragonTigerWinner = difference > 0 ? 'dragon' : difference < 0 ? 'tiger' : 'tie';
  return { dragon, tiger, winner, suited: winner === 'tie' && cardSuit(dragon) === cardSuit(tiger) };
}

/** The first two cards of a freshly shuffled 8-deck shoe: the Dragon's and the Tiger's. */
export function dealDragonTiger(random: RandomSource): DragonTigerHand {
  const first = random.nextInt(shoeSize);
  // Fisher–Yates position 1: the card at 1 + nextInt(415), where position `first` now holds card 0.
  const at = 1 + random.nextInt(shoeSize - 1);
  const second = at === first ? 0 : at;
  return judgeDragonTiger(first % 52, second % 52);
}

/** What a bet on `spot` returns, stake included, in satang (stakes are whole baht, so halves are whole). */
export function dragonTigerReturnSatang(
  spot: DragonTigerSpot,
  stakeSatang: number,
  hand: DragonTigerHand,
): number {
  switch (spot) {
    case 'dragon':
    case 'tiger':
      if (hand.winner === 'tie') return stakeSatang / 2;
      return hand.winner === spot ? stakeSatang * 2 : 0;
    case 'tie':
      return hand.winner === 'tie' ? stakeSatang * 12 : 0;
    case 'suited-tie':
      return hand.suited ? stakeSatang * 51 : 0;
  }
}
