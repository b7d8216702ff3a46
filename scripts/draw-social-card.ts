/**
 * Draws the picture link previews show for every page (Open Graph's og:image, decision 36):
 * apps/web/public/social-card.png, 1200 × 630, the hibiscus of the site's logo with the name and the
 * Thai and English taglines on the site's dark ink. Rendered by Chromium from the HTML below (fonts:
 * Debian's fonts-thai-tlwg). The file is committed; run this again only when the drawing changes:
 *
 *   node --import tsx scripts/draw-social-card.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webEn } from '@chaba/i18n/catalogs/web.en';
import { webTh } from '@chaba/i18n/catalogs/web.th';
import { chromium } from 'playwright-core';

const output = fileURLToPath(new URL('../apps/web/public/social-card.png', import.meta.url));

const petal =
  'M0 0 C -15 -3 -21 -19 -11 -27 C -7 -30.5 -3 -28 0 -30 C 3 -28 7 -30.5 11 -27 C 21 -19 15 -3 0 0 Z';
const flower = `<svg width="260" height="260" viewBox="0 0 64 64">
  <defs>
    <radialGradient id="p" cx="50%" cy="85%" r="85%"><stop offset="0%" stop-color="#7a0f2b"/><stop offset="35%" stop-color="#d7263d"/><stop offset="100%" stop-color="#ff6b6b"/></radialGradient>
  </defs>
  <g transform="translate(32 33)">
    ${[0, 72, 144, 216, 288].map((angle) => `<path transform="rotate(${angle})" d="${petal}" fill="url(#p)"/>`).join('')}
    <circle r="5" fill="#5c0a20"/><path d="M0 0 L5.5 -13" stroke="#f0a81c" stroke-width="2" stroke-linecap="round"/>
    <circle cx="5.5" cy="-13.5" r="2" fill="#ffe08a"/>
  </g>
</svg>`;

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:0 70px;display:flex;align-items:center;gap:50px;
  background:radial-gradient(circle at 25% 45%,#3a1020 0%,#0b0a10 60%);font-family:'Loma','Garuda',sans-serif;color:#fff1c2">
  ${flower}
  <div>
    <div style="font-size:112px;font-weight:900;letter-spacing:0.16em;color:#ffcc4d">CHABA</div>
    <div style="margin-top:18px;font-size:33px;white-space:nowrap;line-height:1.35">${webTh.site.tagline}</div>
    <div style="margin-top:12px;font-size:26px;white-space:nowrap;line-height:1.35;color:#c9c6d8">${webEn.site.tagline}</div>
  </div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({ path: output });
  console.log(`wrote ${path.relative(process.cwd(), output)}`);
} finally {
  await browser.close();
}
