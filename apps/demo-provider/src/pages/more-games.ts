import type { DragonTigerSpot } from '../games/dragon-tiger';
import { redNumbers, wheelOrder, pocketColour } from '../games/roulette';
import { sicBoCombos, sicBoTotalPays, sicBoTotals } from '../games/sic-bo';
import type { SlotTheme } from '../games/slot/theme';
import { fill, type Texts } from '../texts';
import { escapeHtml } from './html';
import { dieHtml } from './outcome-view';

/**
 * The stages and rules of the games added for issue 16: European roulette, Dragon Tiger, Sic Bo, and
 * the paytable of any slot theme. Every bet spot is a button with `data-spot` (the API's spot name)
 * and a `.spot-stake` the chip board fills.
 */

const spotButton = (spot: string, label: string, odds: string, extra = '', name = '') =>
  `<button type="button" class="spot ${extra}" data-spot="${spot}"${name ? ` aria-label="${escapeHtml(name)}"` : ''}><span class="spot-name">${label}</span>${odds ? `<span class="spot-odds">${odds}</span>` : ''}<span class="spot-stake" data-stake-for="${spot}"></span></button>`;

/** A hit zone on a line or corner of the roulette layout (split, corner, street, six line). */
const zone = (spot: string, kind: string, name: string) =>
  `<button type="button" class="zone zone-${kind}" data-spot="${spot}" aria-label="${escapeHtml(name)}" title="${escapeHtml(name)}"><span class="spot-stake" data-stake-for="${spot}"></span></button>`;

/** The wheel as an SVG: 37 pockets in the European order, 0 at the top, drawn once on the server. */
export function rouletteWheelSvg(): string {
  const step = 360 / wheelOrder.length;
  const point = (radius: number, degrees: number) => {
    const radians = ((degrees - 90) * Math.PI) / 180;
    return `${(radius * Math.cos(radians)).toFixed(2)} ${(radius * Math.sin(radians)).toFixed(2)}`;
  };
  const pockets = wheelOrder
    .map((pocket, index) => {
      const from = index * step - step / 2;
      const to = from + step;
      const fillColour = { green: '#1f9d55', red: '#c8102e', black: '#17151f' }[pocketColour(pocket)];
      const middle = index * step;
      return `<path d="M${point(96, from)}A96 96 0 0 1 ${point(96, to)}L${point(62, to)}A62 62 0 0 0 ${point(62, from)}Z" fill="${fillColour}" stroke="#c79a3a" stroke-width=".6"/>
<text transform="rotate(${middle.toFixed(2)}) translate(0 -84)" text-anchor="middle" dominant-baseline="central" font-size="9" font-weight="700" fill="#fff">${pocket}</text>`;
    })
    .join('');
  return `<svg class="wheel-svg" viewBox="-100 -100 200 200" aria-hidden="true">
  <circle r="99" fill="#5a3512" stroke="#c79a3a" stroke-width="2"/>
  ${pockets}
  <circle r="62" fill="url(#g-wheel-centre)" stroke="#c79a3a" stroke-width="1.5"/>
  <circle r="40" fill="none" stroke="#c79a3a" stroke-opacity=".5" stroke-width="1"/>
  ${[0, 90, 180, 270].map((angle) => `<path d="M0 0L0 -38" transform="rotate(${angle})" stroke="#f5d28a" stroke-width="4" stroke-linecap="round"/>`).join('')}
  <circle r="9" fill="#f5d28a" stroke="#8a5a12" stroke-width="2"/>
</svg>`;
}

export function rouletteStage(t: Texts): string {
  const numbers = Array.from({ length: 36 }, (_, index) => index + 1)
    .map((n) => {
      const row = Math.ceil(n / 3);
      const column = ((n - 1) % 3) + 1;
      const zones = [
        n <= 33 ? zone(`split-${n}-${n + 3}`, 'next', `${n}/${n + 3}`) : '',
        column < 3 ? zone(`split-${n}-${n + 1}`, 'side', `${n}/${n + 1}`) : '',
        column < 3 && n <= 32 ? zone(`corner-${n}`, 'corner', `${n}/${n + 1}/${n + 3}/${n + 4}`) : '',
        column === 1 ? zone(`street-${n}`, 'street', `${n}/${n + 1}/${n + 2}`) : '',
        column === 1 && n <= 31 ? zone(`line-${n}`, 'line', `${n}–${n + 5}`) : '',
      ].join('');
      return `<div class="pocket-cell ${redNumbers.has(n) ? 'red' : 'black'}" style="--row:${row};--col:${column}">${spotButton(`straight-${n}`, String(n), '', 'number')}${zones}</div>`;
    })
    .join('');
  const outside = (spot: string, label: string, extra: string) =>
    spotButton(spot, label, '', `outside ${extra}`);
  return `<div class="wheel-area">
  <div class="wheel" id="wheel">${rouletteWheelSvg()}<div class="ball-track" id="ball-track"><i class="ball"></i></div></div>
  <div class="wheel-result">
    <div class="pocket-result" id="pocket-result" aria-live="polite"></div>
    <p class="history-title">${escapeHtml(t.recentRounds)}</p>
    <div class="history" id="history" aria-label="${escapeHtml(t.recentRounds)}"></div>
  </div>
</div>
<div class="roulette-layout" id="layout">
  <div class="pocket-cell green zero" style="--row:0;--col:2">${spotButton('straight-0', '0', '', 'number')}${zone('split-0-1', 'zero1', '0/1')}${zone('split-0-2', 'zero2', '0/2')}${zone('split-0-3', 'zero3', '0/3')}${zone('trio-1', 'trio1', '0/1/2')}${zone('trio-2', 'trio2', '0/2/3')}${zone('first-four', 'four', '0/1/2/3')}</div>
  ${numbers}
  ${[1, 2, 3].map((c) => `<div class="outside-cell column-cell" style="--col:${c}">${outside(`column-${c}`, escapeHtml(t.column), 'column')}</div>`).join('')}
  ${[1, 2, 3].map((d) => `<div class="outside-cell dozen-cell" style="--dozen:${d}">${outside(`dozen-${d}`, `${12 * d - 11}–${12 * d}`, 'dozen')}</div>`).join('')}
  ${(
    [
      ['low', t.low18, ''],
      ['even', t.even, ''],
      ['red', `<i class="diamond red"></i>`, 'red'],
      ['black', `<i class="diamond black"></i>`, 'black'],
      ['odd', t.odd, ''],
      ['high', t.high36, ''],
    ] as const
  )
    .map(
      ([spot, label, extra], index) =>
        `<div class="outside-cell even-cell" style="--half:${index + 1}">${outside(spot, spot === 'red' || spot === 'black' ? label : escapeHtml(label), `even-money ${extra}`)}</div>`,
    )
    .join('')}
</div>`;
}

export function dragonTigerStage(t: Texts): string {
  const back = '<span class="card back"></span>';
  const odds: Record<DragonTigerSpot, string> = {
    dragon: '1:1',
    tie: '11:1',
    'suited-tie': '50:1',
    tiger: '1:1',
  };
  const label = { dragon: t.dragon, tie: t.tie, 'suited-tie': t.suitedTie, tiger: t.tiger };
  return `<div class="table-felt dt-felt">
  <div class="dt-hands">
    <section class="dt-side dt-dragon"><h2><svg class="dt-emblem" aria-hidden="true"><use href="#emblem-dragon"/></svg>${escapeHtml(t.dragon)}</h2><div class="cards dt-card" id="dragon-card">${back}</div><span class="score" id="dragon-rank"></span></section>
    <div class="dt-vs">VS</div>
    <section class="dt-side dt-tiger"><h2><svg class="dt-emblem" aria-hidden="true"><use href="#emblem-tiger"/></svg>${escapeHtml(t.tiger)}</h2><div class="cards dt-card" id="tiger-card">${back}</div><span class="score" id="tiger-rank"></span></section>
  </div>
  <div class="result-banner" id="result" hidden></div>
</div>
<div class="spots spots-dt">
  ${(['dragon', 'tie', 'suited-tie', 'tiger'] as const).map((spot) => spotButton(spot, escapeHtml(label[spot]), odds[spot], `spot-${spot}`)).join('')}
</div>
<div class="road" id="road" aria-label="${escapeHtml(t.recentRounds)}"></div>`;
}

export function sicBoStage(t: Texts): string {
  const die = dieHtml;
  const faces = [1, 2, 3, 4, 5, 6];
  return `<div class="dice-plate sicbo-plate" id="plate">
  <div class="dice" id="dice">${die(1)}${die(3)}${die(6)}</div>
  <div class="dice-total" id="dice-total"></div>
</div>
<div class="board sicbo-board">
  <div class="board-row sicbo-main">
    ${spotButton('small', escapeHtml(t.small), '4–10 · 1:1', 'spot-low')}
    ${spotButton('odd', escapeHtml(t.odd), '1:1', 'spot-odd')}
    ${spotButton('any-triple', escapeHtml(t.anyTriple), '30:1', 'spot-eleven')}
    ${spotButton('even', escapeHtml(t.even), '1:1', 'spot-even')}
    ${spotButton('big', escapeHtml(t.big), '11–17 · 1:1', 'spot-high')}
  </div>
  <h3>${escapeHtml(t.double)} <small>10:1</small> · ${escapeHtml(t.triple)} <small>180:1</small></h3>
  <div class="board-row sicbo-pairs">${faces.map((face) => spotButton(`double-${face}`, `<span class="mini-triple">${die(face, 'die-tiny')}${die(face, 'die-tiny')}</span>`, '', 'spot-triple', `${t.double} ${face}-${face}`)).join('')}${faces.map((face) => spotButton(`triple-${face}`, `<span class="mini-triple">${die(face, 'die-tiny')}${die(face, 'die-tiny')}${die(face, 'die-tiny')}</span>`, '', 'spot-triple', `${t.triple} ${face}-${face}-${face}`)).join('')}</div>
  <h3>${escapeHtml(t.totals)}</h3>
  <div class="board-row sicbo-totals">${sicBoTotals.map((total) => spotButton(`total-${total}`, String(total), `${sicBoTotalPays[total]}:1`, 'spot-total')).join('')}</div>
  <h3>${escapeHtml(t.combo)} <small>5:1</small></h3>
  <div class="board-row sicbo-combos">${sicBoCombos
    .map((combo) => {
      const [a, b] = combo.split('-').map(Number) as [number, number];
      return spotButton(
        `combo-${combo}`,
        `<span class="mini-triple">${die(a, 'die-tiny')}${die(b, 'die-tiny')}</span>`,
        '',
        'spot-combo',
        `${t.combo} ${a}-${b}`,
      );
    })
    .join('')}</div>
  <h3>${escapeHtml(t.single)} <small>1:1 · 2:1 · 3:1</small></h3>
  <div class="board-row board-singles">${faces.map((face) => spotButton(`single-${face}`, die(face, 'die-small'), '', 'spot-die', `${t.single} ${face}`)).join('')}</div>
</div>`;
}

/** The paytable of a slot theme: specials, line pays, paylines. */
export function slotPaytableHtml(
  theme: SlotTheme,
  t: Texts,
  rules: string,
  wildName: string,
  scatterName: string,
): string {
  const rows = theme.symbolNames
    .map((name, symbolIndex) => ({ name, symbolIndex }))
    .filter(({ symbolIndex }) => symbolIndex >= 2)
    .map(({ name, symbolIndex }) => {
      const pays = [3, 4, 5].map((count) => `<td>${theme.linePays[symbolIndex * 6 + count]}×</td>`).join('');
      return `<tr><td><svg class="pay-symbol"><use href="#sym-${name}"/></svg></td>${pays}</tr>`;
    })
    .join('');
  const lines = theme.paylines
    .map(
      (rowsOfLine, index) =>
        `<figure class="payline"><figcaption>${index + 1}</figcaption><div class="payline-grid">${[0, 1, 2]
          .map((row) =>
            [0, 1, 2, 3, 4].map((reel) => `<i class="${rowsOfLine[reel] === row ? 'on' : ''}"></i>`).join(''),
          )
          .join('')}</div></figure>`,
    )
    .join('');
  const scatterPays = [3, 4, 5].map((count) => `${count} = ${theme.scatterPays[count]}×`).join(' · ');
  const freeSpins = theme.freeSpins
    ? ` · ${escapeHtml(fill(t.freeSpins, { count: theme.freeSpins.count, multiplier: theme.freeSpins.multiplier }))}`
    : '';
  return `<p>${escapeHtml(rules)}</p>
<div class="special-symbols">
  <div><svg class="pay-symbol"><use href="#sym-${theme.symbolNames[0]}"/></svg><span>${escapeHtml(wildName)}</span></div>
  <div><svg class="pay-symbol"><use href="#sym-${theme.symbolNames[1]}"/></svg><span>${escapeHtml(scatterName)}: ${scatterPays}${freeSpins}</span></div>
</div>
<table class="paytable"><thead><tr><th></th><th>3</th><th>4</th><th>5</th></tr></thead><tbody>${rows}</tbody></table>
<p class="muted">${escapeHtml(t.returnToPlayer)}: ${(theme.documentedReturnToPlayer * 100).toFixed(2)}%</p>
<h3>${escapeHtml(theme.paylines.length === 10 ? t.lines10 : t.lines20)}</h3>
<div class="paylines">${lines}</div>`;
}
