import type { YeekeeLottery } from '../games/yeekee/lottery';
import { maxShotsPerSessionPerRound, maxTicketsPerSessionPerRound } from '../games/yeekee/lottery';
import {
  betTypeRules,
  lineRateTenths,
  maxTicketLines,
  returnToPlayer,
  yeekeeBetTypes,
  type YeekeeBetType,
} from '../games/yeekee/rules';
import { roundsPerDay } from '../games/yeekee/schedule';
import { yeekeeCatalogs, type YeekeeTexts } from '../games/yeekee/texts';
import type { GameSession } from '../sessions';
import { catalogs, fill, formatSatang, type Language, type Texts } from '../texts';
import { spriteSvg } from './art';
import { escapeHtml, htmlDocument, jsonForScript } from './html';

/**
 * The Yeekee game page: the round open now and its countdown, the bet pad and the ticket, the shoot
 * box and the public list of shots, recent results and the player's tickets. Server-rendered shell;
 * public/yeekee.js fills the lists from GET /api/yeekee/state and sends tickets and shots. Phone first:
 * one column; from 900 px two (playing on the left, the round's public side on the right).
 */

export const yeekeeRefreshMs = 2_000;
export const amountChipsBaht = [5, 10, 20, 50, 100] as const;

/** A rate for people: ×900, ×3.2. */
export const rateText = (rateTenths: number) => `×${(rateTenths / 10).toLocaleString('en-US')}`;

export function renderYeekeePage(
  session: GameSession,
  language: Language,
  state: Awaited<ReturnType<YeekeeLottery['state']>>,
  roundMinutes: number,
): string {
  const t = catalogs[language];
  const y = yeekeeCatalogs[language];
  const betTypes = yeekeeBetTypes.map((betType) => ({
    betType,
    digits: betTypeRules[betType].digits,
    rateTenths: betTypeRules[betType].rateTenths,
    minLineBaht: betTypeRules[betType].minLineBaht,
    maxLineBaht: betTypeRules[betType].maxLineBaht,
  }));
  const boot = {
    session: session.id,
    mode: session.mode,
    language,
    balanceSatang: session.balanceSatang,
    betTypes,
    maxTicketLines,
    maxShots: maxShotsPerSessionPerRound,
    maxTickets: maxTicketsPerSessionPerRound,
    refreshMs: yeekeeRefreshMs,
    state,
    texts: { ...t, ...y },
  };
  const title = t['game.yeekee'];
  const body = `${spriteSvg(language)}
<div class="app yeekee-app${session.mobile ? ' is-mobile' : ''}">
${topbarHtml(session, t, title)}
  <main class="yk-main">
  <section class="yk-round" aria-labelledby="round-title">
    <div class="yk-round-head">
      <h2 id="round-title">${escapeHtml(state.round ? fill(y.roundTitle, { number: state.round.number }) : '')}</h2>
      <span class="yk-date" id="round-date">${escapeHtml(state.round?.date ?? '')}</span>
    </div>
    <div class="yk-countdown"><span class="yk-countdown-label" id="countdown-label">${escapeHtml(y.closesIn)}</span><strong id="countdown" class="yk-clock">--:--</strong></div>
    <p class="yk-hash"><span>${escapeHtml(y.seedHash)}:</span> <code id="round-hash">${escapeHtml(state.round?.serverSeedHash ?? '')}</code></p>
  </section>
  <div class="yk-columns">
    <div class="yk-column">
${padHtml(t, y, betTypes)}
      <section class="yk-card" aria-labelledby="ticket-title">
        <h2 id="ticket-title" class="yk-title">${escapeHtml(y.ticket)}</h2>
        <ul class="ticket-lines" id="ticket-lines"></ul>
        <p class="muted yk-empty" id="ticket-empty">${escapeHtml(y.ticketEmpty)}</p>
        <div class="yk-actions">
          <div class="last-win"><span>${escapeHtml(y.total)}</span><strong id="ticket-total">฿0.00</strong></div>
          <button type="button" class="primary-action" id="buy" disabled>${escapeHtml(y.buy)}</button>
        </div>
      </section>
      <p class="message" id="message" role="status" aria-live="polite"></p>
      <section class="yk-card" aria-labelledby="tickets-title">
        <h2 id="tickets-title" class="yk-title">${escapeHtml(y.myTickets)}</h2>
        <div id="my-tickets" class="my-tickets"></div>
      </section>
    </div>
    <div class="yk-column">
${publicColumnHtml(session, y, state)}
    </div>
  </div>
  </main>
</div>
${rulesDialog(t, y, roundMinutes)}
<script type="application/json" id="boot">${jsonForScript(boot)}</script>`;
  return htmlDocument({
    texts: t,
    title,
    bodyClass: 'game game-yeekee',
    body: `<link rel="stylesheet" href="/static/yeekee.css">${body}`,
    scripts: ['/static/page.js', '/static/yeekee.js'],
  });
}

function rulesDialog(t: Texts, y: YeekeeTexts, roundMinutes: number): string {
  const row = (betType: YeekeeBetType, number: string, label = y[`bet.${betType}`]) => {
    const rules = betTypeRules[betType];
    return `<tr><td>${escapeHtml(label)}</td><td>${escapeHtml(rateText(lineRateTenths(betType, number)))}</td><td>${rules.minLineBaht}–${rules.maxLineBaht.toLocaleString('en-US')}</td><td>${rules.maxPerNumberBaht.toLocaleString('en-US')}</td><td>${(returnToPlayer(betType, number) * 100).toFixed(2)}%</td></tr>`;
  };
  const rows = [
    row('three-top', '123'),
    row('three-tote', '123', `${y['bet.three-tote']} (123)`),
    row('three-tote', '112', `${y['bet.three-tote']} (112)`),
    row('two-top', '12'),
    row('two-bottom', '12'),
    row('run-top', '1'),
    row('run-bottom', '1'),
  ].join('');
  return `<dialog class="sheet" id="dialog-rules" aria-labelledby="rules-title">
  <div class="sheet-head"><h2 id="rules-title">${escapeHtml(t.rules)} · ${escapeHtml(t.paytable)}</h2><button type="button" class="close" data-close>${escapeHtml(t.close)}</button></div>
  <div class="sheet-body">
    <p>${escapeHtml(y.rulesText)}</p>
    <p>${escapeHtml(fill(y.rulesRounds, { minutes: roundMinutes, count: roundsPerDay(roundMinutes) }))}</p>
    <h3>${escapeHtml(y.rulesPayouts)}</h3>
    <div class="yk-table-scroll"><table class="paytable yk-paytable"><thead><tr><th>${escapeHtml(y.betType)}</th><th>${escapeHtml(y.colPays)}</th><th>${escapeHtml(y.colStake)}</th><th title="${escapeHtml(y.perNumber)}">${escapeHtml(y.colPerNumber)}</th><th>${escapeHtml(y.returnToPlayer)}</th></tr></thead><tbody>${rows}</tbody></table></div>
    <p class="muted">${escapeHtml(y.colStake)}: ${escapeHtml(y.amount)} · ${escapeHtml(y.colPerNumber)}: ${escapeHtml(y.perNumber)}</p>
    <p>${escapeHtml(y.rulesTote)}</p>
  </div>
</dialog>`;
}

type BetTypeBoot = { betType: YeekeeBetType; digits: number; rateTenths: number };

/** The bet pad: bet types with their rates, number and stake, quick stakes, the number pad. */
function padHtml(t: Texts, y: YeekeeTexts, betTypes: BetTypeBoot[]): string {
  const typeButtons = betTypes
    .map(
      ({ betType, digits, rateTenths }, index) =>
        `<button type="button" class="bet-type" role="radio" aria-checked="${index === 0}" data-bet-type="${betType}" data-digits="${digits}"><span class="bet-type-name">${escapeHtml(y[`bet.${betType}`])}</span><span class="bet-type-rate">${escapeHtml(rateText(rateTenths))}</span></button>`,
    )
    .join('');
  const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back']
    .map((key) =>
      key === 'clear'
        ? `<button type="button" class="key key-fn" data-key="clear" aria-label="${escapeHtml(t.clear)}">C</button>`
        : key === 'back'
          ? `<button type="button" class="key key-fn" data-key="back" aria-label="⌫">⌫</button>`
          : `<button type="button" class="key" data-key="${key}">${key}</button>`,
    )
    .join('');
  return `      <section class="yk-card yk-pad" aria-labelledby="pad-title">
        <h2 id="pad-title" class="yk-title">${escapeHtml(t.bet)}</h2>
        <div class="bet-types" role="radiogroup" aria-label="${escapeHtml(y.betType)}">${typeButtons}</div>
        <div class="yk-entry">
          <label class="yk-field"><span>${escapeHtml(y.number)}</span><input id="number" class="yk-number" inputmode="numeric" autocomplete="off" maxlength="3" pattern="[0-9]*" aria-describedby="number-hint"></label>
          <label class="yk-field"><span>${escapeHtml(y.amount)}</span><input id="amount" class="yk-amount" inputmode="numeric" autocomplete="off" maxlength="5" value="10"></label>
        </div>
        <p class="yk-hint muted" id="number-hint"></p>
        <div class="amount-chips">${amountChipsBaht.map((baht) => `<button type="button" class="amount-chip" data-amount="${baht}">${baht}</button>`).join('')}</div>
        <div class="keypad">${keys}</div>
        <div class="yk-actions">
          <button type="button" class="secondary-action" id="add-reversed">${escapeHtml(y.reverse)}</button>
          <button type="button" class="primary-action" id="add-line">${escapeHtml(y.addLine)}</button>
        </div>
      </section>`;
}

/** The round's public side: the shoot box, the shots, recent results, the next round's hash. */
function publicColumnHtml(
  session: GameSession,
  y: YeekeeTexts,
  state: Awaited<ReturnType<YeekeeLottery['state']>>,
): string {
  return `      <section class="yk-card yk-shoot" aria-labelledby="shoot-title">
        <h2 id="shoot-title" class="yk-title">${escapeHtml(y.shootTitle)}</h2>
        <p class="muted yk-hint">${escapeHtml(session.mode === 'trial' ? y.trialCannotShoot : fill(y.shootHint, { count: maxShotsPerSessionPerRound }))}</p>
        <form id="shoot-form" class="inline-row">
          <input id="shot-number" class="yk-number" inputmode="numeric" autocomplete="off" maxlength="5" pattern="[0-9]{5}" aria-label="${escapeHtml(y.shootDigits)}" placeholder="00000"${session.mode === 'trial' ? ' disabled' : ''}>
          <button type="submit" class="primary-action" id="shoot"${session.mode === 'trial' ? ' disabled' : ''}>${escapeHtml(y.shoot)}</button>
        </form>
        <p class="message" id="shoot-message" role="status" aria-live="polite"></p>
      </section>
      <section class="yk-card" aria-labelledby="shots-title">
        <h2 id="shots-title" class="yk-title">${escapeHtml(y.shots)} <small class="muted" id="shot-count"></small></h2>
        <ol class="shot-list" id="shots"></ol>
      </section>
      <section class="yk-card" aria-labelledby="results-title">
        <h2 id="results-title" class="yk-title">${escapeHtml(y.results)}</h2>
        <div id="results" class="results"></div>
      </section>
      <p class="yk-hash muted"><span>${escapeHtml(y.nextSeedHash)}:</span> <code id="next-hash">${escapeHtml(state.nextRound?.serverSeedHash ?? '')}</code></p>`;
}

function topbarHtml(session: GameSession, t: Texts, title: string): string {
  return `  <header class="topbar">
    <div class="brand">
      <span class="brand-mark yeekee-mark" aria-hidden="true">หวย</span>
      <h1>${escapeHtml(title)}</h1>
      ${session.mode === 'trial' ? `<span class="badge" title="${escapeHtml(t.trialNote)}">${escapeHtml(t.trial)}</span>` : ''}
    </div>
    <div class="balance" aria-live="polite">
      <span class="balance-label">${escapeHtml(t.balance)}</span>
      <strong id="balance">${escapeHtml(formatSatang(session.balanceSatang))}</strong>
    </div>
    <div class="tools">
      <button type="button" class="icon-button" data-open="rules" aria-label="${escapeHtml(t.rules)}" title="${escapeHtml(t.rules)}"><svg class="icon" aria-hidden="true"><use href="#icon-info"/></svg></button>
    </div>
  </header>`;
}
