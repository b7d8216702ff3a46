import { tableLimits, type GameCode } from '../games/catalogue';
import { hiloTotalPays, hiloTotals } from '../games/hilo';
import { wheelOrder } from '../games/roulette';
import { marketTheme } from '../games/slot/market';
import { nagaTheme } from '../games/slot/naga';
import {
  coinPays,
  hibiscusTheme,
  linePays,
  paylines,
  slotBetsBaht,
  symbolNames,
} from '../games/slot/paytable';
import type { SlotTheme } from '../games/slot/theme';
import type { GameSession } from '../sessions';
import { catalogs, fill, formatSatang, type Language, type Texts } from '../texts';
import { spriteSvg } from './art';
import { escapeHtml, htmlDocument, jsonForScript } from './html';
import { dragonTigerStage, rouletteStage, sicBoStage, slotPaytableHtml } from './more-games';
import { fishBoot, fishControls, fishRulesHtml, fishStage } from './fish-stage';
import { dieHtml } from './outcome-view';

const slotThemes: Partial<Record<GameCode, SlotTheme>> = {
  'hibiscus-slot': hibiscusTheme,
  'naga-slot': nagaTheme,
  'market-slot': marketTheme,
};
const pageScripts: Record<GameCode, string> = {
  'hibiscus-slot': 'slot',
  'naga-slot': 'slot',
  'market-slot': 'slot',
  baccarat: 'baccarat',
  hilo: 'hilo',
  roulette: 'roulette',
  'dragon-tiger': 'dragon-tiger',
  'sic-bo': 'sic-bo',
  'fish-hunter': 'fish',
  // Yeekee has a page of its own (yeekee-page.ts); this entry only completes the record.
  yeekee: 'yeekee',
};
const brandSymbols: Partial<Record<GameCode, string>> = {
  'naga-slot': 'sym-naga',
  'market-slot': 'sym-boat',
};

/**
 * The game page: a server-rendered shell (top bar, stage, controls, rules and fairness dialogs) and
 * the boot data the page script reads. The script only shows things and asks for rounds; every
 * outcome comes from the server.
 */

export const tableChipsBaht = [1, 5, 10, 50, 100, 500] as const;
export const balanceRefreshMs = 5_000;

export function renderGamePage(session: GameSession, language: Language): string {
  const t = catalogs[language];
  const game = session.gameCode;
  const title = t[`game.${game}`];
  const theme = slotThemes[game];
  const limits = game in tableLimits ? tableLimits[game as keyof typeof tableLimits] : undefined;
  const boot = {
    session: session.id,
    game,
    mode: session.mode,
    language,
    balanceSatang: session.balanceSatang,
    fairness: {
      serverSeedHash: session.fairness.serverSeedHash,
      clientSeed: session.fairness.clientSeed,
      nonce: session.fairness.nonce,
    },
    revealedSeeds: session.revealedSeeds,
    rounds: session.rounds.map(({ outcome: _outcome, ...round }) => round),
    refreshMs: balanceRefreshMs,
    chipsBaht: tableChipsBaht,
    slotBetsBaht,
    paylines: theme?.paylines ?? paylines,
    symbolNames: theme?.symbolNames ?? symbolNames,
    freeSpins: theme?.freeSpins ?? null,
    limits: limits ?? null,
    wheelOrder,
    fish: game === 'fish-hunter' ? fishBoot(Date.now()) : null,
    texts: t,
  };
  const icon = (id: string) => `<svg class="icon" aria-hidden="true"><use href="#${id}"/></svg>`;
  const body = `${spriteSvg(language)}
<div class="app${session.mobile ? ' is-mobile' : ''}">
  <header class="topbar">
    <div class="brand">
      <span class="brand-mark" aria-hidden="true"><svg><use href="#${brandSymbols[game] ?? 'sym-hibiscus'}"/></svg></span>
      <h1>${escapeHtml(title)}</h1>
      ${session.mode === 'trial' ? `<span class="badge" title="${escapeHtml(t.trialNote)}">${escapeHtml(t.trial)}</span>` : ''}
    </div>
    <div class="balance" aria-live="polite">
      <span class="balance-label">${escapeHtml(t.balance)}</span>
      <strong id="balance">${escapeHtml(formatSatang(session.balanceSatang))}</strong>
    </div>
    <div class="tools">
      <button type="button" class="icon-button" data-open="rules" aria-label="${escapeHtml(t.rules)}" title="${escapeHtml(t.rules)}">${icon('icon-info')}</button>
      <button type="button" class="icon-button" data-open="fairness" aria-label="${escapeHtml(t.fairness)}" title="${escapeHtml(t.fairness)}">${icon('icon-shield')}</button>
    </div>
  </header>
  <main class="stage stage-${game}">
${theme ? slotStage(theme, t) : stage(game, t)}
  </main>
  <p class="message" id="message" role="status" aria-live="polite"></p>
  <footer class="controls">
${controls(game, t, limits)}
  </footer>
  <p class="seed-line"><span>${escapeHtml(t.serverSeedHash)}:</span> <code id="seed-hash-inline">${escapeHtml(session.fairness.serverSeedHash.slice(0, 16))}…</code></p>
</div>
${rulesDialog(game, t)}
${fairnessDialog(t, language)}
<script type="application/json" id="boot">${jsonForScript(boot)}</script>`;
  return htmlDocument({
    texts: t,
    title,
    bodyClass: `game game-${game}`,
    body,
    scripts: ['/static/page.js', '/static/common.js', `/static/${pageScripts[game]}.js`],
  });
}

function slotStage(theme: SlotTheme, t: Texts): string {
  const names = theme.symbolNames;
  const reels = [0, 1, 2, 3, 4]
    .map(
      (reel) =>
        `<div class="reel">${[0, 1, 2]
          .map(
            (row) =>
              `<div class="cell" data-reel="${reel}" data-row="${row}"><svg><use href="#sym-${names[(reel * 3 + row + 2) % names.length]}"/></svg></div>`,
          )
          .join('')}</div>`,
    )
    .join('');
  const lines = theme.paylines.length === 10 ? t.lines10 : t.lines20;
  const freeSpins = theme.freeSpins ? `<div class="free-spins-banner" id="free-spins" hidden></div>` : '';
  return `<div class="slot-frame">
  <div class="reels" id="reels">${reels}</div>
  <svg class="win-lines" id="win-lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true"></svg>
  ${freeSpins}
</div>
<p class="win-detail" id="win-detail" data-idle="${escapeHtml(lines)}">${escapeHtml(lines)}</p>`;
}

function stage(game: GameCode, t: Texts): string {
  if (game === 'roulette') return rouletteStage(t);
  if (game === 'dragon-tiger') return dragonTigerStage(t);
  if (game === 'sic-bo') return sicBoStage(t);
  if (game === 'fish-hunter') return fishStage(t);
  if (game === 'baccarat') {
    const cardBacks = '<span class="card back"></span><span class="card back"></span>';
    const spot = (name: 'player' | 'tie' | 'banker', odds: string) =>
      `<button type="button" class="spot spot-${name}" data-spot="${name}"><span class="spot-name">${escapeHtml(t[name])}</span><span class="spot-odds">${odds}</span><span class="spot-stake" data-stake-for="${name}"></span></button>`;
    return `<div class="table-felt">
  <div class="hands">
    <section class="hand hand-player"><h2>${escapeHtml(t.player)} <span class="score" id="player-score"></span></h2><div class="cards" id="player-cards">${cardBacks}</div></section>
    <section class="hand hand-banker"><h2>${escapeHtml(t.banker)} <span class="score" id="banker-score"></span></h2><div class="cards" id="banker-cards">${cardBacks}</div></section>
  </div>
  <div class="result-banner" id="result" hidden></div>
</div>
<div class="spots spots-baccarat">
  ${spot('player', '1:1')}${spot('tie', '8:1')}${spot('banker', '0.95:1')}
</div>
<div class="road" id="road" aria-label="${escapeHtml(t.recentRounds)}"></div>`;
  }
  const button = (spot: string, label: string, odds: string, extra = '', name = '') =>
    `<button type="button" class="spot ${extra}" data-spot="${spot}"${name ? ` aria-label="${escapeHtml(name)}"` : ''}><span class="spot-name">${label}</span><span class="spot-odds">${odds}</span><span class="spot-stake" data-stake-for="${spot}"></span></button>`;
  const die = dieHtml;
  return `<div class="dice-plate" id="plate">
  <div class="dice" id="dice">${die(4)}${die(5)}${die(6)}</div>
  <div class="dice-total" id="dice-total"></div>
</div>
<div class="board">
  <div class="board-row board-main">
    ${button('low', escapeHtml(t.low), '4–10 · 1:1', 'spot-low')}
    ${button('eleven', escapeHtml(t.eleven), '5:1', 'spot-eleven')}
    ${button('high', escapeHtml(t.high), '11–17 · 1:1', 'spot-high')}
  </div>
  <h3>${escapeHtml(t.single)} <small>1:1 · 2:1 · 3:1</small></h3>
  <div class="board-row board-singles">${[1, 2, 3, 4, 5, 6].map((face) => button(`single-${face}`, die(face, 'die-small'), '', 'spot-die', `${t.single} ${face}`)).join('')}</div>
  <h3>${escapeHtml(t.triple)} <small>150:1</small> · ${escapeHtml(t.anyTriple)} <small>24:1</small></h3>
  <div class="board-row board-triples">${[1, 2, 3, 4, 5, 6].map((face) => button(`triple-${face}`, `<span class="mini-triple">${die(face, 'die-tiny')}${die(face, 'die-tiny')}${die(face, 'die-tiny')}</span>`, '', 'spot-triple', `${t.triple} ${face}-${face}-${face}`)).join('')}${button('any-triple', escapeHtml(t.anyTriple), '', 'spot-any')}</div>
  <h3>${escapeHtml(t.totals)}</h3>
  <div class="board-row board-totals">${hiloTotals.map((total) => button(`total-${total}`, String(total), `${hiloTotalPays[total]}:1`, 'spot-total')).join('')}</div>
</div>`;
}

function chipRack(t: Texts): string {
  return `<div class="chips" role="radiogroup" aria-label="${escapeHtml(t.chip)}">${tableChipsBaht
    .map(
      (baht, index) =>
        `<button type="button" class="chip chip-${baht}" role="radio" aria-checked="${index === 0}" data-chip="${baht}">${baht}</button>`,
    )
    .join('')}</div>`;
}

function controls(
  game: GameCode,
  t: Texts,
  limits: (typeof tableLimits)[keyof typeof tableLimits] | undefined,
): string {
  if (slotThemes[game]) {
    return `<div class="bet-picker" role="radiogroup" aria-label="${escapeHtml(t.bet)}">
  <span class="bet-label">${escapeHtml(t.bet)}</span>
  ${slotBetsBaht.map((baht, index) => `<button type="button" class="bet-option" role="radio" aria-checked="${index === 0}" data-bet="${baht}">${baht}</button>`).join('')}
</div>
<div class="action-row">
  <div class="last-win"><span>${escapeHtml(t.win)}</span><strong id="last-win">฿0.00</strong></div>
  <button type="button" class="primary-action spin-button" id="play">${escapeHtml(t.spin)}</button>
  ${refillButton(t)}
</div>`;
  }
  if (game === 'fish-hunter') return fishControls(t, refillButton(t));
  const action =
    game === 'baccarat' || game === 'dragon-tiger' ? t.deal : game === 'roulette' ? t.spinWheel : t.roll;
  const limitLine = limits
    ? `<p class="table-limits">${escapeHtml(fill(t.tableLimits, { min: limits.minSpotBaht.toLocaleString('en-US'), max: limits.maxSpotBaht.toLocaleString('en-US'), round: limits.maxRoundBaht.toLocaleString('en-US') }))}</p>`
    : '';
  return `${limitLine}${chipRack(t)}
<div class="action-row">
  <div class="last-win"><span>${escapeHtml(t.totalBet)}</span><strong id="total-bet">฿0.00</strong></div>
  <button type="button" class="secondary-action" id="clear">${escapeHtml(t.clear)}</button>
  <button type="button" class="secondary-action" id="rebet">${escapeHtml(t.rebet)}</button>
  <button type="button" class="primary-action" id="play">${escapeHtml(action)}</button>
  ${refillButton(t)}
</div>`;
}

const refillButton = (t: Texts) =>
  `<button type="button" class="secondary-action" id="refill" hidden>${escapeHtml(t.refill)}</button>`;

function rulesDialog(game: GameCode, t: Texts): string {
  let content: string;
  if (game === 'hibiscus-slot') {
    const rows = [2, 3, 4, 5, 6, 7, 8, 9]
      .map((symbolIndex) => {
        const name = symbolNames[symbolIndex]!;
        const pays = [3, 4, 5].map((count) => `<td>${linePays[symbolIndex * 6 + count]}×</td>`).join('');
        return `<tr><td><svg class="pay-symbol"><use href="#sym-${name}"/></svg></td>${pays}</tr>`;
      })
      .join('');
    const lines = paylines
      .map(
        (rows, index) =>
          `<figure class="payline"><figcaption>${index + 1}</figcaption><div class="payline-grid">${[0, 1, 2]
            .map((row) =>
              [0, 1, 2, 3, 4].map((reel) => `<i class="${rows[reel] === row ? 'on' : ''}"></i>`).join(''),
            )
            .join('')}</div></figure>`,
      )
      .join('');
    content = `<p>${escapeHtml(t.slotRules)}</p>
<div class="special-symbols">
  <div><svg class="pay-symbol"><use href="#sym-wild"/></svg><span>${escapeHtml(t['symbol.wild'])}</span></div>
  <div><svg class="pay-symbol"><use href="#sym-coin"/></svg><span>${escapeHtml(t['symbol.coin'])}: 3 = ${coinPays[3]}× · 4 = ${coinPays[4]}× · 5 = ${coinPays[5]}×</span></div>
</div>
<table class="paytable"><thead><tr><th></th><th>3</th><th>4</th><th>5</th></tr></thead><tbody>${rows}</tbody></table>
<h3>${escapeHtml(t.lines20)}</h3>
<div class="paylines">${lines}</div>`;
  } else if (game === 'naga-slot') {
    content = slotPaytableHtml(nagaTheme, t, t.nagaRules, t['symbol.naga'], t['symbol.pearl']);
  } else if (game === 'market-slot') {
    content = slotPaytableHtml(marketTheme, t, t.marketRules, t['symbol.hat'], t['symbol.boat']);
  } else if (game === 'baccarat') {
    content = `<p>${escapeHtml(t.baccaratRules)}</p>`;
  } else if (game === 'roulette') {
    content = `<p>${escapeHtml(t.rouletteRules)}</p><p>${escapeHtml(t.rouletteBetKinds)}</p>`;
  } else if (game === 'dragon-tiger') {
    content = `<p>${escapeHtml(t.dragonTigerRules)}</p>`;
  } else if (game === 'sic-bo') {
    content = `<p>${escapeHtml(t.sicBoRules)}</p>`;
  } else if (game === 'fish-hunter') {
    content = fishRulesHtml(t);
  } else {
    content = `<p>${escapeHtml(t.hiloRules)}</p>`;
  }
  return `<dialog class="sheet" id="dialog-rules" aria-labelledby="rules-title">
  <div class="sheet-head"><h2 id="rules-title">${escapeHtml(t.rules)} · ${escapeHtml(t.paytable)}</h2><button type="button" class="close" data-close>${escapeHtml(t.close)}</button></div>
  <div class="sheet-body">${content}</div>
</dialog>`;
}

function fairnessDialog(t: Texts, language: Language): string {
  return `<dialog class="sheet" id="dialog-fairness" aria-labelledby="fairness-title">
  <div class="sheet-head"><h2 id="fairness-title">${escapeHtml(t.fairness)}</h2><button type="button" class="close" data-close>${escapeHtml(t.close)}</button></div>
  <div class="sheet-body">
    <p class="muted">${escapeHtml(t.fairnessIntro)}</p>
    <dl class="seed-facts">
      <dt>${escapeHtml(t.serverSeedHash)}</dt><dd><code id="seed-hash"></code></dd>
      <dt>${escapeHtml(t.nextNonce)}</dt><dd><code id="seed-nonce"></code></dd>
    </dl>
    <form id="client-seed-form" class="inline-form">
      <label for="client-seed">${escapeHtml(t.clientSeed)}</label>
      <div class="inline-row"><input id="client-seed" name="clientSeed" maxlength="64" pattern="[A-Za-z0-9._\\-]{1,64}" autocomplete="off" spellcheck="false"><button type="submit" class="secondary-action">${escapeHtml(t.save)}</button></div>
      <small class="muted">${escapeHtml(t.clientSeedRule)}</small>
    </form>
    <button type="button" class="secondary-action wide" id="rotate-seed">${escapeHtml(t.rotateSeed)}</button>
    <h3>${escapeHtml(t.revealedSeeds)}</h3>
    <div id="revealed-seeds" class="seed-list"></div>
    <h3>${escapeHtml(t.recentRounds)}</h3>
    <div id="recent-rounds" class="seed-list"></div>
    <p><a class="link" href="/verify?lang=${language}" target="_blank" rel="noopener">${escapeHtml(t.verifyTitle)} →</a></p>
  </div>
</dialog>`;
}
