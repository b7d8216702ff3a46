/**
 * Screenshots of the Yeekee page (issue 16) at 390 px and 1280 px, in Thai and English: a real-play
 * session (against the tests' fake signed wallet) after a closed round with shots, a settled ticket and
 * results, then the next round with shots and a ticket being filled; also the rules sheet and the
 * verify view of the closed round. Prints any script error.
 *
 * Usage: node --import tsx apps/demo-provider/scripts/yeekee-screens.ts [outDir]
 */
import { chromium } from 'playwright-core';
import { buildProviderApp } from '../src/app';
import { startFakeWallet } from '../test/fake-wallet';

const outDir = process.argv[2] ?? '/tmp/shots-yeekee';
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
const languages = (process.env.LANGUAGES ?? 'th,en').split(',');
const secret = 'screenshots-only-secret-000000';

const wallet = await startFakeWallet({ secret, balanceBaht: 5000 });
// A quarter to the close of round 37 of 2026-11-24 (Bangkok), moved on by the script.
let nowMs = Date.parse('2026-11-24T02:11:00Z');
const app = await buildProviderApp({
  walletUrl: wallet.url,
  providerCode: 'chaba-demo',
  secret,
  memberSiteOrigin: 'http://localhost:3000',
  now: () => new Date(nowMs),
  yeekeeTickMs: 50,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

async function launch(language: string, mobile: boolean): Promise<string> {
  const response = await fetch(
    `${url}/play/yeekee?token=${wallet.issueLaunchToken('yeekee')}&lang=${language}&mobile=${mobile}`,
    { redirect: 'manual' },
  );
  return new URL(response.headers.get('location')!, url).searchParams.get('session')!;
}
const post = (path: string, session: string, body: unknown) =>
  fetch(`${url}${path}?session=${session}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => response.json());

// Round 37: three players shoot, one buys a ticket; then the round closes and settles.
const players = [await launch('th', true), await launch('th', true), await launch('th', true)];
for (const [index, number] of ['48213', '90517', '33302', '71146', '05589'].entries()) {
  await post('/api/yeekee/shots', players[index % players.length]!, { number });
}
const buyer = await launch('th', true);
await post('/api/yeekee/tickets', buyer, {
  purchaseId: crypto.randomUUID(),
  lines: [
    { betType: 'three-top', number: '482', amountBaht: 10 },
    { betType: 'two-bottom', number: '17', amountBaht: 20 },
    { betType: 'run-top', number: '5', amountBaht: 50 },
  ],
});
// วิ่งบน on every digit: some line always wins, so the page shows a winning ticket too.
await post('/api/yeekee/tickets', buyer, {
  purchaseId: crypto.randomUUID(),
  lines: Array.from({ length: 10 }, (_, digit) => ({
    betType: 'run-top',
    number: String(digit),
    amountBaht: 5,
  })),
});
nowMs = Date.parse('2026-11-24T02:17:30Z');
await new Promise((resolve) => setTimeout(resolve, 500));
// Round 38 is under way: a few shots.
for (const [index, number] of ['12345', '67890', '24680'].entries()) {
  await post('/api/yeekee/shots', players[index]!, { number });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const width of widths)
    for (const language of languages) {
      const mobile = width < 700;
      const page = await browser.newPage({ viewport: { width, height: mobile ? 844 : 800 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // The buyer's session, whose page shows the settled ticket.
      await page.goto(`${url}/play/yeekee?session=${buyer}&lang=${language}&mobile=${mobile}`);
      await page.waitForSelector('.ticket');
      await post('/api/yeekee/shots', buyer, { number: String(10_000 + width + language.length) });
      await page.click('[data-bet-type="two-top"]');
      for (const key of ['4', '7']) await page.click(`[data-key="${key}"]`);
      await page.click('[data-amount="20"]');
      await page.click('#add-reversed');
      await page.click('[data-bet-type="three-tote"]');
      await page.fill('#number', '112');
      await page.click('#add-line');
      await page.waitForTimeout(2_300);
      await page.screenshot({ path: `${outDir}/yeekee-${language}-${width}.png`, fullPage: true });
      await page.click('[data-open="rules"]');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}/yeekee-rules-${language}-${width}.png` });
      await page.goto(`${url}/yeekee/verify?lang=${language}&round=20261124-37`);
      await page.screenshot({ path: `${outDir}/yeekee-verify-${language}-${width}.png`, fullPage: true });
      if (errors.length) throw new Error(`yeekee ${language} ${width}: ${errors.join('; ')}`);
      console.log(`saved yeekee-${language}-${width}.png`);
      await page.close();
    }
} finally {
  await browser.close();
  await app.close();
  await wallet.close();
}
