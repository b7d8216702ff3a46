import { cardRank, cardSuit, type Card } from '../games/baccarat';
import type { GameOutcome } from '../games/catalogue';
import type { SlotSpinResult } from '../games/slot/evaluate-spin';
import { marketSymbolNames } from '../games/slot/market';
import { nagaSymbolNames } from '../games/slot/naga';
import { symbolNames } from '../games/slot/paytable';
import { fill, formatSatang, type Texts } from '../texts';
import { fishOutcomeHtml } from './fish-stage';
import { escapeHtml } from './html';

/** Server-side pictures of an outcome, for the verify page (the game pages draw the same in JS). */

const rankText = (rank: number) => ({ 1: 'A', 11: 'J', 12: 'Q', 13: 'K' })[rank] ?? String(rank);

export function cardHtml(card: Card): string {
  const suit = cardSuit(card);
  const red = suit === 1 || suit === 2;
  return `<span class="card${red ? ' red' : ''}"><span class="card-rank">${rankText(cardRank(card))}</span><svg class="card-suit"><use href="#suit-${suit}"/></svg></span>`;
}

export function dieHtml(face: number, className = ''): string {
  const layout: Record<number, number[]> = {
    1: [5],
    2: [3, 7],
    3: [3, 5, 7],
    4: [1, 3, 7, 9],
    5: [1, 3, 5, 7, 9],
    6: [1, 3, 4, 6, 7, 9],
  };
  return `<span class="die${className ? ` ${className}` : ''}" data-face="${face}">${(layout[face] ?? []).map((cell) => `<i class="pip p${cell}"></i>`).join('')}</span>`;
}

function slotSpinHtml(spin: SlotSpinResult, names: readonly string[], t: Texts): string {
  const winning = new Set(
    [...spin.lineWins.flatMap((win) => win.cells), ...(spin.coins.winSatang > 0 ? spin.coins.cells : [])].map(
      ([reel, row]) => `${reel}:${row}`,
    ),
  );
  const reels = spin.symbols
    .map(
      (column, reel) =>
        `<div class="reel">${column
          .map(
            (symbol, row) =>
              `<div class="cell${winning.has(`${reel}:${row}`) ? ' win' : ''}"><svg><use href="#sym-${names[symbol]}"/></svg></div>`,
          )
          .join('')}</div>`,
    )
    .join('');
  const wins = [
    ...spin.lineWins.map(
      (win) =>
        `<li>${escapeHtml(fill(t.line, { line: win.line }))}: ${win.count} × <svg class="inline-symbol"><use href="#sym-${names[win.symbol]}"/></svg> = ${escapeHtml(formatSatang(win.winSatang))}</li>`,
    ),
    ...(spin.coins.winSatang > 0
      ? [
          `<li>${escapeHtml(fill(names === symbolNames ? t.coins : t.scatters, { count: spin.coins.count }))} = ${escapeHtml(formatSatang(spin.coins.winSatang))}</li>`,
        ]
      : []),
  ];
  return `<p>stops: <code>[${spin.stops.join(', ')}]</code></p>
<div class="slot-frame verify-reels"><div class="reels">${reels}</div></div>
${wins.length ? `<ul class="win-list">${wins.join('')}</ul>` : ''}`;
}

export function outcomeHtml(outcome: GameOutcome, t: Texts): string {
  if (outcome.game === 'hibiscus-slot') {
    const { spin } = outcome;
    return `${slotSpinHtml(spin, symbolNames, t)}
<p>${escapeHtml(t.bet)} ฿1.00 → ${escapeHtml(t.win)} ${escapeHtml(formatSatang(spin.totalWinSatang))}</p>`;
  }
  if (outcome.game === 'naga-slot' || outcome.game === 'market-slot') {
    const names = outcome.game === 'naga-slot' ? nagaSymbolNames : marketSymbolNames;
    const free = outcome.freeSpins;
    const freeHtml = free
      ? `<h3>${escapeHtml(fill(t.freeSpins, { count: free.spins.length, multiplier: free.multiplier }))}</h3>
${free.spins.map((spin, index) => `<h4>${escapeHtml(fill(t.freeSpin, { spin: index + 1, count: free.spins.length }))} · ${escapeHtml(formatSatang(spin.totalWinSatang))}</h4>${slotSpinHtml(spin, names, t)}`).join('')}`
      : '';
    return `${slotSpinHtml(outcome.spin, names, t)}
${freeHtml}
<p class="verify-result">${escapeHtml(t.bet)} ฿1.00 → ${escapeHtml(t.win)} ${escapeHtml(formatSatang(outcome.totalWinSatang))}</p>`;
  }
  if (outcome.game === 'roulette') {
    const colour = { green: '', red: t.red, black: t.black }[outcome.colour];
    return `<div class="pocket-result verify-pocket ${outcome.colour}">${outcome.pocket}</div>
<p class="verify-result">${outcome.pocket}${colour ? ` · ${escapeHtml(colour)}` : ''}${outcome.pocket > 0 ? ` · ${escapeHtml(outcome.pocket % 2 === 0 ? t.even : t.odd)} · ${outcome.pocket <= 18 ? t.low18 : t.high36}` : ''}</p>`;
  }
  if (outcome.game === 'dragon-tiger') {
    const { hand } = outcome;
    const winner =
      hand.winner === 'dragon'
        ? t.dragonWins
        : hand.winner === 'tiger'
          ? t.tigerWins
          : hand.suited
            ? t.suitedTie
            : t.tieResult;
    return `<div class="hands verify-hands">
  <section class="hand hand-banker"><h2>${escapeHtml(t.dragon)}</h2><div class="cards">${cardHtml(hand.dragon)}</div></section>
  <section class="hand hand-player"><h2>${escapeHtml(t.tiger)}</h2><div class="cards">${cardHtml(hand.tiger)}</div></section>
</div>
<p class="verify-result">${escapeHtml(winner)}</p>`;
  }
  if (outcome.game === 'sic-bo') {
    const side = outcome.triple ? t.triple : outcome.total >= 11 ? t.big : t.small;
    return `<div class="dice verify-dice">${outcome.dice.map((face) => dieHtml(face)).join('')}</div>
<p class="verify-result">${outcome.dice.join(' + ')} = ${outcome.total} · ${escapeHtml(side)}</p>`;
  }
  if (outcome.game === 'fish-hunter') return fishOutcomeHtml(outcome.roll, outcome.largestCaught, t);
  if (outcome.game === 'yeekee') {
    return `<p class="verify-result">${escapeHtml(t['game.yeekee'])}: ${outcome.seedNumber}</p>`;
  }
  if (outcome.game === 'baccarat') {
    const { coup } = outcome;
    const winner =
      coup.winner === 'player' ? t.playerWins : coup.winner === 'banker' ? t.bankerWins : t.tieResult;
    return `<div class="hands verify-hands">
  <section class="hand hand-player"><h2>${escapeHtml(t.player)} <span class="score">${coup.playerTotal}</span></h2><div class="cards">${coup.player.map(cardHtml).join('')}</div></section>
  <section class="hand hand-banker"><h2>${escapeHtml(t.banker)} <span class="score">${coup.bankerTotal}</span></h2><div class="cards">${coup.banker.map(cardHtml).join('')}</div></section>
</div>
<p class="verify-result">${escapeHtml(winner)}${coup.natural ? ` · ${escapeHtml(t.natural)}` : ''}</p>`;
  }
  const side = outcome.triple ? t.triple : outcome.total >= 11 ? t.high : t.low;
  return `<div class="dice verify-dice">${outcome.dice.map((face) => dieHtml(face)).join('')}</div>
<p class="verify-result">${outcome.dice.join(' + ')} = ${outcome.total} · ${escapeHtml(side)}</p>`;
}
