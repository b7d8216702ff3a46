import type { Language } from '../texts';

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

/** The word on the wild symbols' ribbon, in the page's language (no English on a Thai page, issue 24). */
const wildWord: Record<Language, string> = { th: 'ไวลด์', en: 'WILD', cn: '百搭' };

/** Stands where the wild symbols' word goes in the sprite below; each language's sprite puts its word there. */
const wild = '{{wild}}';

const sprite = `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false">
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
  <text x="50" y="92.5" text-anchor="middle" font-family="Tahoma, sans-serif" font-weight="700" font-size="12" fill="#f5b63a" letter-spacing="1">${wild}</text>
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
<!-- Issue 16: Naga Gold, Floating Market, the roulette wheel and Dragon Tiger emblems -->
<defs>
  <linearGradient id="g-gold" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff1b8"/><stop offset=".45" stop-color="#f5b63a"/><stop offset="1" stop-color="#9a6208"/>
  </linearGradient>
  <radialGradient id="g-pearl" cx=".36" cy=".32" r=".8">
    <stop offset="0" stop-color="#ffffff"/><stop offset=".5" stop-color="#e8e4ff"/><stop offset=".8" stop-color="#b9c7f0"/><stop offset="1" stop-color="#8d86c9"/>
  </radialGradient>
  <linearGradient id="g-emerald" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#b5ffd9"/><stop offset=".5" stop-color="#18b26b"/><stop offset="1" stop-color="#075234"/>
  </linearGradient>
  <radialGradient id="g-wheel-centre" cx=".5" cy=".4" r=".7">
    <stop offset="0" stop-color="#7a4a1c"/><stop offset="1" stop-color="#3a200a"/>
  </radialGradient>
  <linearGradient id="g-straw" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffe9a8"/><stop offset="1" stop-color="#c98b2c"/>
  </linearGradient>
</defs>
<symbol id="sym-naga" viewBox="0 0 100 100">
  <path d="M22 86C6 70 30 58 44 56C62 53 70 40 58 30C50 23 56 12 68 12" fill="none" stroke="#7a4a05" stroke-width="17" stroke-linecap="round"/>
  <path d="M22 86C6 70 30 58 44 56C62 53 70 40 58 30C50 23 56 12 68 12" fill="none" stroke="url(#g-gold)" stroke-width="13" stroke-linecap="round"/>
  <path d="M22 86C6 70 30 58 44 56C62 53 70 40 58 30" fill="none" stroke="#9a6208" stroke-width="2" stroke-dasharray="3 5"/>
  <path d="M60 14L66 0L70 10L76 -1L78 12L88 6L82 18Z" fill="#e0243e" stroke="#7a0b1e" stroke-width="1.5" transform="translate(0 6)"/>
  <ellipse cx="72" cy="18" rx="15" ry="10" fill="url(#g-gold)" stroke="#7a4a05" stroke-width="2"/>
  <path d="M84 20L95 24L85 26" fill="#e0243e"/>
  <circle cx="75" cy="15" r="3" fill="#1b1030"/><circle cx="76" cy="14" r="1" fill="#fff"/>
  <rect x="24" y="82" width="52" height="16" rx="8" fill="#1b1030" stroke="#f5b63a" stroke-width="1.5"/>
  <text x="50" y="94.5" text-anchor="middle" font-family="Tahoma, sans-serif" font-weight="700" font-size="12" fill="#f5b63a" letter-spacing="1">${wild}</text>
</symbol>
<symbol id="sym-pearl" viewBox="0 0 100 100">
  <circle cx="50" cy="50" r="44" fill="#8d86c9" fill-opacity=".25"/>
  <path d="M18 78Q50 100 82 78L76 70Q50 84 24 70Z" fill="url(#g-gold)" stroke="#7a4a05" stroke-width="1.5"/>
  <circle cx="50" cy="46" r="30" fill="url(#g-pearl)" stroke="#6d67a8" stroke-width="1.5"/>
  <ellipse cx="40" cy="34" rx="9" ry="6" fill="#fff" fill-opacity=".85" transform="rotate(-30 40 34)"/>
</symbol>
<symbol id="sym-crown" viewBox="0 0 100 100">
  <path d="M14 74L10 30L32 50L50 18L68 50L90 30L86 74Z" fill="url(#g-gold)" stroke="#7a4a05" stroke-width="2.5" stroke-linejoin="round"/>
  <rect x="14" y="74" width="72" height="12" rx="3" fill="url(#g-gold)" stroke="#7a4a05" stroke-width="2.5"/>
  <circle cx="50" cy="60" r="7" fill="url(#g-ruby)" stroke="#5a0715" stroke-width="1.5"/>
  <circle cx="28" cy="64" r="4.5" fill="url(#g-emerald)"/><circle cx="72" cy="64" r="4.5" fill="url(#g-emerald)"/>
  <circle cx="10" cy="30" r="4" fill="#fff1b8"/><circle cx="50" cy="18" r="4.5" fill="#fff1b8"/><circle cx="90" cy="30" r="4" fill="#fff1b8"/>
</symbol>
<symbol id="sym-chedi" viewBox="0 0 100 100">
  <path d="M50 4L53 30H47Z" fill="url(#g-gold)" stroke="#7a4a05" stroke-width="1.2"/>
  <path d="M44 30H56L58 38H42Z" fill="url(#g-gold)" stroke="#7a4a05" stroke-width="1.2"/>
  <path d="M40 38H60L62 44H38Z" fill="url(#g-gold)" stroke="#7a4a05" stroke-width="1.2"/>
  <path d="M30 70C30 52 38 44 50 44C62 44 70 52 70 70Z" fill="url(#g-gold)" stroke="#7a4a05" stroke-width="2"/>
  <path d="M22 70H78V78H22ZM16 78H84V86H16ZM10 86H90V95H10Z" fill="url(#g-gold)" stroke="#7a4a05" stroke-width="1.6" stroke-linejoin="round"/>
  <path d="M42 52Q50 47 58 52" fill="none" stroke="#fff1b8" stroke-width="2" stroke-linecap="round"/>
</symbol>
<symbol id="sym-emerald" viewBox="0 0 100 100">
  <path d="M32 12H68L88 32V68L68 88H32L12 68V32Z" fill="url(#g-emerald)" stroke="#053a24" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="M38 26H62L74 38V62L62 74H38L26 62V38Z" fill="none" stroke="#d6ffe9" stroke-opacity=".6" stroke-width="1.5"/>
  <path d="M32 12L38 26M68 12L62 26M88 32L74 38M88 68L74 62M68 88L62 74M32 88L38 74M12 68L26 62M12 32L26 38" stroke="#d6ffe9" stroke-opacity=".5" stroke-width="1.5"/>
  <path d="M38 28L50 28L40 40Z" fill="#fff" fill-opacity=".6"/>
</symbol>
<symbol id="sym-hat" viewBox="0 0 100 100">
  <path d="M6 66Q50 12 94 66Q50 80 6 66Z" fill="url(#g-straw)" stroke="#7a4a05" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="M50 22L20 64M50 22L35 70M50 22L50 73M50 22L65 70M50 22L80 64" stroke="#9a6208" stroke-opacity=".55" stroke-width="1.5"/>
  <path d="M18 56Q50 66 82 56M28 44Q50 52 72 44" fill="none" stroke="#9a6208" stroke-opacity=".55" stroke-width="1.5"/>
  <path d="M30 68Q50 80 70 68" fill="none" stroke="#c8102e" stroke-width="3"/>
  <rect x="24" y="80" width="52" height="16" rx="8" fill="#1b1030" stroke="#f5b63a" stroke-width="1.5"/>
  <text x="50" y="92.5" text-anchor="middle" font-family="Tahoma, sans-serif" font-weight="700" font-size="12" fill="#f5b63a" letter-spacing="1">${wild}</text>
</symbol>
<symbol id="sym-boat" viewBox="0 0 100 100">
  <circle cx="50" cy="46" r="42" fill="#f5b63a" fill-opacity=".18"/>
  <circle cx="34" cy="50" r="8" fill="#ffc431" stroke="#b2540f" stroke-width="1.2"/>
  <circle cx="50" cy="47" r="9" fill="#e0243e" stroke="#6e0a1b" stroke-width="1.2"/>
  <circle cx="64" cy="50" r="7.5" fill="#3fa34d" stroke="#21662c" stroke-width="1.2"/>
  <path d="M4 54Q10 56 14 56H88Q94 54 97 48L92 68Q50 76 12 68Z" fill="#8a4b1d" stroke="#4a2408" stroke-width="2" stroke-linejoin="round"/>
  <path d="M12 60H90" stroke="#f5b63a" stroke-width="2"/>
  <path d="M4 80Q14 74 24 80T44 80T64 80T84 80T100 80" fill="none" stroke="#7dd3fc" stroke-width="4" stroke-linecap="round"/>
  <path d="M10 90Q20 84 30 90T50 90T70 90T90 90" fill="none" stroke="#38bdf8" stroke-opacity=".7" stroke-width="3" stroke-linecap="round"/>
</symbol>
<symbol id="sym-watermelon" viewBox="0 0 100 100">
  <path d="M8 36A42 42 0 0 0 92 36Z" fill="#2f8f3a" stroke="#14501c" stroke-width="2"/>
  <path d="M14 36A36 36 0 0 0 86 36Z" fill="#e9f7c8"/>
  <path d="M18 36A32 32 0 0 0 82 36Z" fill="#f0364f"/>
  <g fill="#1b1030"><ellipse cx="36" cy="48" rx="2.4" ry="4"/><ellipse cx="50" cy="56" rx="2.4" ry="4"/><ellipse cx="64" cy="48" rx="2.4" ry="4"/><ellipse cx="43" cy="42" rx="2" ry="3.4"/><ellipse cx="57" cy="42" rx="2" ry="3.4"/></g>
</symbol>
<symbol id="sym-dragonfruit" viewBox="0 0 100 100">
  <ellipse cx="50" cy="54" rx="30" ry="36" fill="#e8397d" stroke="#8e1248" stroke-width="2"/>
  <g fill="#6cc04a" stroke="#2e6b1f" stroke-width="1.2"><path d="M30 34Q20 22 24 14Q32 26 38 30Z"/><path d="M62 30Q70 20 78 16Q76 28 68 36Z"/><path d="M22 58Q10 54 8 46Q20 48 26 52Z"/><path d="M78 56Q90 52 92 44Q80 46 74 50Z"/><path d="M40 80Q34 92 26 94Q32 84 36 76Z"/><path d="M62 78Q70 88 78 90Q72 80 66 74Z"/><path d="M48 22Q48 10 54 4Q56 14 54 22Z"/></g>
  <ellipse cx="40" cy="44" rx="7" ry="11" fill="#fff" fill-opacity=".3" transform="rotate(20 40 44)"/>
</symbol>
<symbol id="sym-coconut" viewBox="0 0 100 100">
  <circle cx="50" cy="56" r="36" fill="#6b4219" stroke="#3b220a" stroke-width="2"/>
  <circle cx="50" cy="56" r="28" fill="#fffaf0" stroke="#d9ccb0" stroke-width="2"/>
  <circle cx="50" cy="56" r="20" fill="#e6f4ff" fill-opacity=".6"/>
  <path d="M56 20Q66 4 86 6Q74 12 62 24Z" fill="#3fa34d" stroke="#21662c" stroke-width="1.2"/>
  <path d="M50 56L70 14" stroke="#f0364f" stroke-width="4" stroke-linecap="round"/>
</symbol>
<symbol id="sym-chili" viewBox="0 0 100 100">
  <path d="M70 20C84 30 74 56 58 70C44 82 24 90 12 90C28 82 42 68 50 52C58 36 58 24 70 20Z" fill="#e0243e" stroke="#6e0a1b" stroke-width="2"/>
  <path d="M70 20Q70 10 80 6M66 22Q72 16 82 20" fill="none" stroke="#21662c" stroke-width="5" stroke-linecap="round"/>
  <path d="M62 32Q60 48 48 60" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/>
</symbol>
<symbol id="sym-lime" viewBox="0 0 100 100">
  <circle cx="50" cy="52" r="38" fill="#5cb82e" stroke="#245c10" stroke-width="2"/>
  <circle cx="50" cy="52" r="31" fill="#d8f5a0"/>
  <g stroke="#9bd35a" stroke-width="3">${[0, 45, 90, 135].map((a) => `<path d="M50 24V80" transform="rotate(${a} 50 52)"/>`).join('')}</g>
  <circle cx="50" cy="52" r="4" fill="#f4ffe0"/>
</symbol>
<symbol id="emblem-dragon" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#c8102e" stroke="#f5b63a" stroke-width="2"/><text x="20" y="27" text-anchor="middle" font-size="20" font-weight="700" fill="#ffd36b">龍</text></symbol>
<symbol id="emblem-tiger" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#1d4fb8" stroke="#f5b63a" stroke-width="2"/><text x="20" y="27" text-anchor="middle" font-size="20" font-weight="700" fill="#ffd36b">虎</text></symbol>
<symbol id="suit-0" viewBox="0 0 100 100"><path d="M50 6C20 32 6 46 6 62C6 76 17 84 29 84C38 84 44 79 47 73C46 82 43 90 36 95H64C57 90 54 82 53 73C56 79 62 84 71 84C83 84 94 76 94 62C94 46 80 32 50 6Z"/></symbol>
<symbol id="suit-1" viewBox="0 0 100 100"><path d="M50 90C20 66 5 50 5 31C5 16 17 7 29 7C39 7 46 13 50 21C54 13 61 7 71 7C83 7 95 16 95 31C95 50 80 66 50 90Z"/></symbol>
<symbol id="suit-2" viewBox="0 0 100 100"><path d="M50 4L86 50L50 96L14 50Z"/></symbol>
<symbol id="suit-3" viewBox="0 0 100 100"><circle cx="50" cy="28" r="19"/><circle cx="27" cy="58" r="19"/><circle cx="73" cy="58" r="19"/><path d="M50 40L46 70C45 82 42 89 35 95H65C58 89 55 82 54 70Z"/></symbol>
<symbol id="icon-shield" viewBox="0 0 24 24"><path d="M12 2L20 5V11C20 16 16.5 20.2 12 22C7.5 20.2 4 16 4 11V5Z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/><path d="M8.5 12L11 14.5L15.5 9.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></symbol>
<symbol id="icon-info" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 11V17" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/><circle cx="12" cy="7.5" r="1.5" fill="currentColor"/></symbol>
</svg>`;

const sprites = Object.fromEntries(
  Object.entries(wildWord).map(([language, word]) => [language, sprite.replaceAll(wild, word)]),
) as Record<Language, string>;

/** The sprite in `language`: drawn once per language when this module loads. */
export function spriteSvg(language: Language): string {
  return sprites[language];
}
