import type { RandomSource } from '../fairness';

/**
 * Punto banco from an 8-deck shoe.
 *
 * Cards are numbers 0–51: rank = card mod 13 + 1 (1 ace … 10, 11 jack, 12 queen, 13 king) and
 * suit = ⌊card / 13⌋ (0 spades, 1 hearts, 2 diamonds, 3 clubs). Aces count 1, 2–9 their face,
 * 10 and the faces 0; a hand is worth its points mod 10.
 *
 * Provably fair dealing: every round deals from a fresh, fully shuffled 8-deck shoe — the 416 cards in
 * order (card index i, 0–415, is card i mod 52), shuffled by Fisher–Yates from the front: for
 * position p = 0, 1, …, 5, swap position p with position p + nextInt(416 − p). Only the first six
 * positions of the shuffle are needed (a coup uses at most six cards), and they are exactly the first
 * six cards of a uniformly shuffled shoe. The cards are dealt from the front: player, banker, player,
 * banker, then the third cards in the order they are drawn (player's first, when the player draws).
 *
 * Drawing rules (the standard tableau):
 * - either hand 8 or 9 on two cards (a natural): both stand;
 * - player 0–5 draws, 6–7 stands;
 * - when the player stood, the banker draws on 0–5 and stands on 6–7;
 * - when the player drew a third card worth x, the banker with 0–2 draws; 3 draws unless x = 8;
 *   4 draws when x is 2–7; 5 when x is 4–7; 6 when x is 6–7; 7 stands.
 *
 * Bets and what a winning bet returns (stake included): player 1:1 (2×); banker 0.95:1, a 5%
 * commission on the win (1.95×); tie 8:1 (9×). On a tie, player and banker bets push (1×).
 */

export const shoeDecks = 8;
export const shoeSize = shoeDecks * 52;
export const cardsPerCoup = 6;

export type Card = number;
export type BaccaratWinner = 'player' | 'banker' | 'tie';
export const baccaratSpots = ['player', 'banker', 'tie'] as const;
export type BaccaratSpot = (typeof baccaratSpots)[number];

export const cardRank = (card: Card): number => (card % 13) + 1;
export const cardSuit = (card: Card): number => Math.floor(card / 13);
export const cardPoints = (card: Card): number => {
  const rank = cardRank(card);
  return rank >= 10 ? 0 : rank;
};
export const handTotal = (cards: readonly Card[]): number =>
  cards.reduce((sum, card) => sum + cardPoints(card), 0) % 10;

/** Whether the banker draws, given the banker's two-card total and the player's third card (if any). */
export function bankerDraws(bankerTotal: number, playerThirdPoints: number | undefined): boolean {
  if (playerThirdPoints === undefined) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThirdPoints !== 8;
    case 4:
      return playerThirdPoints >= 2 && playerThirdPoints <= 7;
    case 5:
      return playerThirdPoints >= 4 && playerThirdPoints <= 7;
    case 6:
      return playerThirdPoints === 6 || playerThirdPoints === 7;
    default:
      return false;
  }
}

export interface Coup {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  natural: boolean;
  winner: BaccaratWinner;
}

/** Plays a coup from cards in dealing order (at least six are given; the unused ones are ignored). */
export function dealCoup(cards: readonly Card[]): Coup {
  if (cards.length < cardsPerCoup) throw new Error('a coup needs six cards to draw from');
  const take = (index: number) => cards[index]!;
  const player = [take(0), take(2)];
  const banker = [take(1), take(3)];
  let next = 4;
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThirdPoints: number | undefined;
    if (handTotal(player) <= 5) {
      const third = take(next++);
      player.push(third);
      playerThirdPoints = cardPoints(third);
    }
    if (bankerDraws(handTotal(banker), playerThirdPoints)) banker.push(take(next++));
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner: BaccaratWinner =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, natural, winner };
}

/** The first six cards of a freshly shuffled 8-deck shoe (see the comment at the top). */
export function shuffleShoeFront(random: RandomSource): Card[] {
  const shoe = new Uint16Array(shoeSize);
  for (let index = 0; index < shoeSize; index++) shoe[index] = index;
  const cards: Card[] = [];
  for (let position = 0; position < cardsPerCoup; position++) {
    const swap = position + random.nextInt(shoeSize - position);
    const card = shoe[swap]!;
    shoe[swap] = shoe[position]!;
    shoe[position] = card;
    cards.push(card % 52);
  }
  return cards;
}

/** What a bet on `spot` returns when `winner` wins, stake included, in satang. */
export function baccaratReturnSatang(
  spot: BaccaratSpot,
  stakeSatang: number,
  winner: BaccaratWinner,
): number {
  if (winner === 'tie') return spot === 'tie' ? stakeSatang * 9 : stakeSatang;
  if (spot !== winner) return 0;
  // 0.95:1 on the banker: bets are whole baht, so 195 % of a stake in satang is a whole number.
  return spot === 'player' ? stakeSatang * 2 : (stakeSatang * 195) / 100;
}
