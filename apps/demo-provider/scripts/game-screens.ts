/**
 * Screenshots of issue 16's game pages (European roulette, Dragon Tiger, Sic Bo, Naga Gold, Floating
 * Market) at 390 px and 1280 px, in Thai and English: each page in trial play, after one round.
 *
 * Usage: node --import tsx apps/demo-provider/scripts/game-screens.ts [outDir]
 * Starts the demo aggregator on a free port (trial play needs no wallet) and Debian's chromium.
 */
import { chromium, type Page } from 'playwright-core';
import { startDemoProvider } from '../src/start';

const outDir = process.argv[2] ?? '/tmp/shots-games';
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
const languages = (process.env.LANGUAGES ?? 'th,en').split(',');
const only = process.env.GAMES?.split(',');

/** Places the bets of one round by clicking the page's own spots, then plays it. */
const rounds: Record<string, (page: Page) => Promise<void>> = {
  roulette: async (page) => {
    await page.click('[data-chip="50"]');
    await page.click('[data-spot="red"]');
    await page.click('[data-chip="10"]');
    await page.click('[data-spot="straight-17"]');
    await page.click('[data-spot="corner-1"]', { force: true });
    await page.click('[data-spot="dozen-2"]');
  },
  'dragon-tiger': async (page) => {
    await page.click('[data-chip="100"]');
    await page.click('[data-spot="dragon"]');
    await page.click('[data-chip="10"]');
    await page.click('[data-spot="tie"]');
  },
  'sic-bo': async (page) => {
    await page.click('[data-chip="50"]');
    await page.click('[data-spot="big"]');
    await page.click('[data-chip="10"]');
    await page.click('[data-spot="combo-2-5"]');
    await page.click('[data-spot="total-10"]');
  },
  'naga-slot': async (page) => {
    await page.click('[data-bet="10"]');
  },
  'market-slot': async (page) => {
    await page.click('[data-bet="10"]');
  },
};

const provider = await startDemoProvider({
  port: 0,
  host: '127.0.0.1',
  walletUrl: 'http://127.0.0.1:9',
  secret: 'screenshots-only-secret-000000',
  memberSiteOrigin: 'http://localhost:3000',
  logger: false,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const [game, placeBets] of Object.entries(rounds)) {
    if (only && !only.includes(game)) continue;
    for (const width of widths)
      for (const language of languages) {
        const page = await browser.newPage({ viewport: { width, height: width < 700 ? 844 : 800 } });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${provider.url}/play/${game}?mode=trial&lang=${language}&mobile=${width < 700}`);
        await placeBets(page);
        await page.screenshot({ path: `${outDir}/${game}-${language}-${width}-bets.png` });
        await page.click('#play');
        await page.waitForSelector('#play:enabled', { timeout: 30_000 });
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${outDir}/${game}-${language}-${width}.png`, fullPage: true });
        if (errors.length) throw new Error(`${game}: ${errors.join('; ')}`);
        console.log(`saved ${game}-${language}-${width}.png`);
        await page.close();
      }
  }
  // The rules sheet of each game, and the verify page recomputing a round with free spins.
  if (process.env.EXTRAS !== '0')
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: width < 700 ? 844 : 800 } });
      for (const game of Object.keys(rounds)) {
        if (only && !only.includes(game)) continue;
        await page.goto(`${provider.url}/play/${game}?mode=trial&lang=en&mobile=${width < 700}`);
        await page.click('[data-open="rules"]');
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${outDir}/${game}-rules-${width}.png` });
      }
      // Seeds found offline whose round starts free spins (any seeds recompute the same way).
      for (const [game, nonce] of [
        ['naga-slot', 52],
        ['market-slot', 391],
        ['roulette', 0],
        ['dragon-tiger', 0],
      ] as const) {
        await page.goto(
          `${provider.url}/verify?lang=th&game=${game}&serverSeed=${'5eed'.repeat(16)}&clientSeed=chaba&nonce=${nonce}`,
        );
        await page.screenshot({ path: `${outDir}/verify-${game}-${width}.png`, fullPage: true });
      }
      await page.close();
    }
} finally {
  await browser.close();
  await provider.close();
}
