/**
 * Our own vector art, drawn for these games: the slot symbols, card suits and a few icons, as one
 * inline SVG sprite that pages reference with `<use href="#…">`. No images are loaded.
 */

const petal = 'M0 0C-17-7-24-30-12-40C-5-46 6-46 12-40C24-29 15-7 0 0Z';

/** The hibiscus (ชบา), centred on 0,0: five petals, the dark eye and the stamen. */
const flower = `${[0, 72, 144, 216, 288]
  .map(
    (angle) =>
      `<path d="${petal}" transform="rotate(${angle})" fill="url(#g-petal)" stroke="#7a0b1e" stroke-width="1"/>`,
  )
  .join('')}
    <circle r="7" fill="#5c0616"/>
    <path d="M0 0L13-21" stroke="#ffd36b" stroke-width="2.6" stroke-linecap="round"/>
    <circle cx="14" cy="-23" r="3" fill="#ffd36b"/><circle cx="9" cy="-25" r="2.2" fill="#ffd36b"/><circle cx="17" cy="-19" r="2.2" fill="#ffd36b"/>`;

const letter = (id: string, text: string, from: string, to: string, size = 64) => `
<symbol id="sym-${id}" viewBox="0 0 100 100">
  <defs><linearGradient id="lg-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <text x="50" y="${size > 60 ? 72 : 70}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${size}"
    fill="url(#lg-${id})" stroke="#1b1030" stroke-width="3" paint-order="stroke">${text}</text>
</symbol>`;

export const spriteSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false">
<defs>
  <radialGradient id="g-petal" cx="0" cy="0" r="46" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="#6d0618"/><stop offset=".3" stop-color="#c8102e"/><stop offset=".8" stop-color="#f2425f"/><stop offset="1" stop-color="#ff8a9c"/>
  </radialGradient>
  <radialGradient id="g-coin" cx=".38" cy=".32" r=".75">
    <stop offset="0" stop-color="#fff3c4"/><stop offset=".45" stop-color="#f5b63a"/><stop offset="1" stop-color="#9a6208"/>
  </radialGradient>
  <linearGradient id="g-lotus" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffe1ef"/><stop offset=".55" stop-color="#f584b8"/><stop offset="1" stop-color="#b83b7c"/>
  </linearGradient>
  <linearGradient id="g-ruby" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ff9aa8"/><stop offset=".5" stop-color="#e0243e"/><stop offset="1" stop-color="#6e0a1b"/>
  </linearGradient>
  <radialGradient id="g-mango" cx=".35" cy=".35" r=".8">
    <stop offset="0" stop-color="#fff0a0"/><stop offset=".5" stop-color="#ffc431"/><stop offset="1" stop-color="#e6711b"/>
  </radialGradient>
</defs>
<symbol id="sym-hibiscus" viewBox="0 0 100 100">
  <g transform="translate(50 50) scale(1.08)">
    ${flower}
  </g>
</symbol>
<symbol id="sym-wild" viewBox="0 0 100 100">
  <g transform="translate(50 45)">
    ${flower}
  </g>
  <rect x="24" y="80" width="52" height="16" rx="8" fill="#1b1030" stroke="#f5b63a" stroke-width="1.5"/>
  <text x="50" y="92.5" text-anchor="middle" font-family="Tahoma, sans-serif" font-weight="700" font-size="12" fill="#f5b63a" letter-spacing="1">WILD</text>
</symbol>
<symbol id="sym-coin" viewBox="0 0 100 100">
  <circle cx="50" cy="50" r="42" fill="url(#g-coin)" stroke="#7a4a05" stroke-width="2"/>
  <circle cx="50" cy="50" r="33" fill="none" stroke="#fff3c4" stroke-opacity=".7" stroke-width="2" stroke-dasharray="3 4"/>
  <path d="M50 24L56 42L75 42L60 53L66 72L50 60L34 72L40 53L25 42L44 42Z" fill="#fff6d2" stroke="#9a6208" stroke-width="2" stroke-linejoin="round"/>
</symbol>
<symbol id="sym-lotus" viewBox="0 0 100 100">
  <path d="M14 80Q50 92 86 80" stroke="#3fb7a4" stroke-width="5" fill="none" stroke-linecap="round"/>
  <path d="M50 78C28 70 18 52 20 40C34 44 46 58 50 78Z" fill="url(#g-lotus)" stroke="#9c2d67" stroke-width="1.5"/>
  <path d="M50 78C72 70 82 52 80 40C66 44 54 58 50 78Z" fill="url(#g-lotus)" stroke="#9c2d67" stroke-width="1.5"/>
  <path d="M50 78C36 62 32 42 38 26C48 36 52 56 50 78Z" fill="url(#g-lotus)" stroke="#9c2d67" stroke-width="1.5"/>
  <path d="M50 78C64 62 68 42 62 26C52 36 48 56 50 78Z" fill="url(#g-lotus)" stroke="#9c2d67" stroke-width="1.5"/>
  <path d="M50 78C42 58 42 32 50 14C58 32 58 58 50 78Z" fill="url(#g-lotus)" stroke="#9c2d67" stroke-width="1.5"/>
</symbol>
<symbol id="sym-ruby" viewBox="0 0 100 100">
  <path d="M30 20H70L88 40L50 88L12 40Z" fill="url(#g-ruby)" stroke="#5a0715" stroke-width="2" stroke-linejoin="round"/>
  <path d="M12 40H88M30 20L38 40L50 88M70 20L62 40L50 88M38 40L50 20L62 40" fill="none" stroke="#ffd0d7" stroke-opacity=".65" stroke-width="1.5"/>
  <path d="M34 24L42 24L36 34Z" fill="#fff" fill-opacity=".7"/>
</symbol>
<symbol id="sym-mango" viewBox="0 0 100 100">
  <path d="M56 20C80 24 90 50 80 70C70 88 42 92 28 80C16 70 22 56 34 50C46 44 40 28 56 20Z" fill="url(#g-mango)" stroke="#b2540f" stroke-width="2"/>
  <path d="M56 20C58 14 62 10 68 8" stroke="#6b4219" stroke-width="3" fill="none" stroke-linecap="round"/>
  <path d="M60 14C70 4 86 6 90 12C80 20 68 20 60 14Z" fill="#3fa34d" stroke="#21662c" stroke-width="1.5"/>
  <ellipse cx="64" cy="40" rx="6" ry="10" fill="#fff" fill-opacity=".35" transform="rotate(-25 64 40)"/>
</symbol>
${letter('ace', 'A', '#ffd36b', '#e0532b')}
${letter('king', 'K', '#e3b8ff', '#7c3aed')}
${letter('queen', 'Q', '#9ff0e0', '#0f9c8c')}
${letter('jack', 'J', '#c6f59a', '#3f9b2f')}
${letter('ten', '10', '#a9d2ff', '#2f6fe0', 54)}
<symbol id="suit-0" viewBox="0 0 100 100"><path d="M50 6C20 32 6 46 6 62C6 76 17 84 29 84C38 84 44 79 47 73C46 82 43 90 36 95H64C57 90 54 82 53 73C56 79 62 84 71 84C83 84 94 76 94 62C94 46 80 32 50 6Z"/></symbol>
<symbol id="suit-1" viewBox="0 0 100 100"><path d="M50 90C20 66 5 50 5 31C5 16 17 7 29 7C39 7 46 13 50 21C54 13 61 7 71 7C83 7 95 16 95 31C95 50 80 66 50 90Z"/></symbol>
<symbol id="suit-2" viewBox="0 0 100 100"><path d="M50 4L86 50L50 96L14 50Z"/></symbol>
<symbol id="suit-3" viewBox="0 0 100 100"><circle cx="50" cy="28" r="19"/><circle cx="27" cy="58" r="19"/><circle cx="73" cy="58" r="19"/><path d="M50 40L46 70C45 82 42 89 35 95H65C58 89 55 82 54 70Z"/></symbol>
<symbol id="icon-shield" viewBox="0 0 24 24"><path d="M12 2L20 5V11C20 16 16.5 20.2 12 22C7.5 20.2 4 16 4 11V5Z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/><path d="M8.5 12L11 14.5L15.5 9.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></symbol>
<symbol id="icon-info" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 11V17" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/><circle cx="12" cy="7.5" r="1.5" fill="currentColor"/></symbol>
</svg>`;
