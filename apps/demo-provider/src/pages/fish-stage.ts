import { catchPoints, fishBetsBaht, fishKinds, fishReturnToPlayer } from '../games/fish/fish-rules';
import { waveMs, wavesAround } from '../games/fish/waves';
import { fill, type Texts } from '../texts';
import { escapeHtml } from './html';

/**
 * The fish game's parts of the game page: the sea (a canvas the page script draws, public/fish.js),
 * the bet per shot and the fire button, the rules with every fish's pay and chance, and what the
 * script needs to start: the fish, the bets and the timetable around now.
 */

export function fishBoot(nowMs: number) {
  return {
    betsBaht: fishBetsBaht,
    kinds: fishKinds,
    waveMs,
    serverNowMs: nowMs,
    waves: wavesAround(nowMs),
  };
}

export function fishStage(t: Texts): string {
  return `<div class="sea" id="sea-wrap">
  <canvas id="sea" role="img" aria-label="${escapeHtml(t.fishSea)}"></canvas>
  <p class="sea-hint" id="sea-hint">${escapeHtml(t.fishHint)}</p>
</div>`;
}

export function fishControls(t: Texts, refillButton: string): string {
  return `<div class="bet-picker" role="radiogroup" aria-label="${escapeHtml(t.fishBetPerShot)}">
  <span class="bet-label">${escapeHtml(t.fishBetPerShot)}</span>
  ${fishBetsBaht.map((baht, index) => `<button type="button" class="bet-option" role="radio" aria-checked="${index === 0}" data-bet="${baht}">${baht}</button>`).join('')}
</div>
<div class="action-row">
  <div class="last-win"><span>${escapeHtml(t.win)}</span><strong id="last-win">฿0.00</strong></div>
  <button type="button" class="primary-action fire-button" id="fire" aria-label="${escapeHtml(t.fishFireLabel)}" title="${escapeHtml(t.fishFireLabel)}">${escapeHtml(t.fishFire)}</button>
  ${refillButton}
</div>`;
}

export function fishRulesHtml(t: Texts): string {
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  const rows = fishKinds
    .map(
      ({ kind, multiplier }) =>
        `<tr><td>${escapeHtml(t[`fish.${kind}`])}</td><td>×${multiplier}</td><td>${percent(fishReturnToPlayer / multiplier)}</td></tr>`,
    )
    .join('');
  return `<p>${escapeHtml(t.fishRules)}</p>
<table class="paytable fish-paytable"><thead><tr><th>${escapeHtml(t.fishName)}</th><th>${escapeHtml(t.fishPays)}</th><th>${escapeHtml(t.fishChance)}</th></tr></thead><tbody>${rows}</tbody></table>
<p class="muted">${escapeHtml(t.returnToPlayer)}: ${percent(fishReturnToPlayer)}</p>`;
}

/** The verify page's picture of a shot: its roll, and which fish that roll catches. */
export function fishOutcomeHtml(roll: number, largestCaught: number, t: Texts): string {
  const caughtLine =
    largestCaught > 0 ? fill(t.fishCatchesUpTo, { multiplier: largestCaught }) : t.fishCatchesNone;
  const rows = fishKinds
    .map(
      ({ kind, multiplier }) =>
        `<li class="${multiplier <= largestCaught ? 'caught' : ''}">${escapeHtml(t[`fish.${kind}`])} ×${multiplier}: ${roll} × ${multiplier} = ${roll * multiplier} ${roll * multiplier < catchPoints ? '&lt;' : '≥'} ${catchPoints}</li>`,
    )
    .join('');
  return `<p class="verify-result">${escapeHtml(t.fishRoll)}: <strong>${roll}</strong> · ${escapeHtml(caughtLine)}</p>
<ul class="win-list fish-catches">${rows}</ul>`;
}
