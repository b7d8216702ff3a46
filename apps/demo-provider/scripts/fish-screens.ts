/**
 * Screenshots of the fish shooting page (issue 16) at 390 px and 1280 px, in Thai and English: the
 * sea in trial play after a few shots, the rules sheet and the verify page of a shot. Also prints the
 * frames per second the page drew over two seconds (at 390 px with the CPU slowed four times, as a
 * mid-range phone) and fails on any script error.
 *
 * Usage: node --import tsx apps/demo-provider/scripts/fish-screens.ts [outDir]
 * Starts the demo aggregator on a free port (trial play needs no wallet) and Debian's chromium.
 */
import { chromium } from 'playwright-core';
import { startDemoProvider } from '../src/start';

const outDir = process.argv[2] ?? '/tmp/shots-fish';
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
const languages = (process.env.LANGUAGES ?? 'th,en').split(',');

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
  for (const width of widths)
    for (const language of languages) {
      const page = await browser.newPage({ viewport: { width, height: width < 700 ? 844 : 800 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${provider.url}/play/fish-hunter?mode=trial&lang=${language}&mobile=${width < 700}`);
      await page.waitForFunction(`Number(document.querySelector('#sea')?.getAttribute('data-fish')) > 2`);
      // On the phone width, a CPU four times slower than this machine's, as a mid-range phone.
      if (width < 700) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      }
      // A string, not a function: tsx would name the inner function with a helper the page lacks.
      const fps = await page.evaluate<number>(`new Promise((resolve) => {
        let frames = 0;
        const started = performance.now();
        const count = () => {
          frames += 1;
          if (performance.now() - started < 2000) requestAnimationFrame(count);
          else resolve(frames / ((performance.now() - started) / 1000));
        };
        requestAnimationFrame(count);
      })`);
      await page.click('[data-bet="10"]');
      for (let shot = 0; shot < 4; shot++) {
        await page.click('#fire');
        await page.waitForTimeout(150);
      }
      await page.waitForTimeout(350);
      await page.screenshot({ path: `${outDir}/fish-${language}-${width}.png` });
      await page.click('[data-open="rules"]');
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${outDir}/fish-rules-${language}-${width}.png` });
      if (errors.length) throw new Error(`fish: ${errors.join('; ')}`);
      console.log(`saved fish-${language}-${width}.png (${fps.toFixed(0)} frames a second)`);
      await page.goto(
        `${provider.url}/verify?lang=${language}&game=fish-hunter&serverSeed=${'a'.repeat(64)}&clientSeed=player-seed&nonce=1`,
      );
      await page.screenshot({ path: `${outDir}/fish-verify-${language}-${width}.png`, fullPage: true });
      await page.close();
    }
} finally {
  await browser.close();
  await provider.close();
}
