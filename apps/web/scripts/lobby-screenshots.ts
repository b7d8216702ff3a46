/**
 * Walks the lobby screens (lobby tabs and search, /lobby/{id}, launch in the frame, trial play and
 * the credit check) at 390 px and 1280 px, checks what each step must show, and saves screenshots.
 *
 * Usage: node --import tsx apps/web/scripts/lobby-screenshots.ts [baseUrl] [outDir]
 * Needs a running server (see the README), Debian's chromium, and for the game pages the demo
 * aggregator at the server's DEMO_PROVIDER_URL (without it the frame still opens, on an error page).
 * It registers a fresh member through the API and pays its deposit with `npm run simulate`.
 */
import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://localhost:3100';
const outDir = process.argv[3] ?? '/tmp/shots-lobby';
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
const password = 'Lobby1234';

async function shot(page: Page, name: string, width: number) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: false });
  console.log(`saved ${name}-${width}.png`);
}

async function api<T>(path: string, options: { body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(baseUrl + path, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A member who never deposited: credit 0. */
async function registerMember(): Promise<string> {
  const phone = `09${String(Date.now()).slice(-8)}`;
  await api('/api/register/phone', { body: { phone } });
  const outbox = await api<{ data: { body: string }[] }>(`/api/dev/sms-outbox?phone=${phone}`);
  const otp = outbox.data[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (!otp) throw new Error(`no OTP for ${phone}`);
  const { access_token: registration } = await api<{ access_token: string }>('/api/register/otp', {
    body: { phone, otp },
  });
  await api('/api/register/password', {
    token: registration,
    body: { password, password_confirmation: password },
  });
  await api('/api/register/bank-account', {
    token: registration,
    body: {
      phone,
      bank: 'KBANK',
      account_number: String(Date.now()).slice(-10),
      name: 'ทดสอบ ล็อบบี้',
      line: 'lobby',
      date_of_birth: '1990-01-15',
    },
  });
  return phone;
}

/** Deposits 500 baht for the member and pays it like the bank would. */
async function deposit(phone: string) {
  const { access_token: token } = await api<{ access_token: string }>('/api/login', {
    body: { phone, password },
  });
  await api('/api/requests/deposit/prepare', { token, body: { amount: 500 } });
  execFileSync('npm', ['run', 'simulate', '--', 'transfer', '--phone', phone, '--url', baseUrl], {
    cwd: new URL('../../..', import.meta.url).pathname,
    stdio: 'ignore',
  });
}

async function login(page: Page, phone: string, redirect: string) {
  await page.goto(`${baseUrl}${redirect}`);
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === redirect);
  await page.getByTestId('lobby').waitFor();
}

function tile(page: Page, code: string) {
  return page.locator(`[data-testid="game-tile"][data-game-code="${code}"]`);
}

async function closeMessage(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'ตกลง' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

async function dismissAnnouncement(page: Page) {
  const announcement = page.getByTestId('announcement');
  if (await announcement.isVisible().catch(() => false)) {
    await announcement.getByRole('button', { name: 'ตกลง' }).click();
  }
}

/** The refresh button people see: the member bar's on wide screens, the lobby's credit line on phones. */
function refreshButton(page: Page, width: number) {
  return width < 640
    ? page.getByTestId('lobby').getByTestId('credit-refresh')
    : page.locator('header').getByTestId('credit-refresh');
}

async function run(browser: Browser, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 800 },
    locale: 'th-TH',
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${width}] page error:`, error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[${width}] console:`, message.text());
  });

  // Trial play: no login, play money.
  await page.goto(`${baseUrl}/casino-test`);
  await tile(page, 'hilo').waitFor();
  await dismissAnnouncement(page);
  await shot(page, '01-casino-test', width);
  await tile(page, 'hilo').click();
  const trialFrame = page.getByTestId('game-frame');
  await trialFrame.waitFor();
  if (!(await trialFrame.getAttribute('src'))?.includes('mode=trial')) throw new Error('not a trial URL');
  await page.waitForTimeout(1500);
  await shot(page, '02-casino-test-frame', width);
  await page.getByTestId('close-game').click();
  await trialFrame.waitFor({ state: 'detached' });

  // A member who never deposited: the lobby, its tabs and search, and the refusals.
  const phone = await registerMember();
  await login(page, phone, '/lobby');
  await tile(page, 'hibiscus-slot').waitFor();
  await dismissAnnouncement(page);
  await shot(page, '03-lobby-slot', width);
  await tile(page, 'hibiscus-slot').click();
  await page.getByRole('dialog', { name: 'เครดิตไม่เพียงพอ' }).waitFor();
  await shot(page, '04-insufficient-credit', width);
  await closeMessage(page);
  await refreshButton(page, width).click();
  await page.getByTestId('toast').getByText('ลูกค้ายังไม่เคยฝากเงิน กรุณาลองใหม่ในภายหลัง').waitFor();
  await shot(page, '05-credit-never-deposited', width);

  await page.getByTestId('lobby-tab-casino').click();
  await tile(page, 'baccarat').waitFor();
  await shot(page, '06-lobby-casino', width);
  await page.getByTestId('lobby-tab-fish').click();
  await page.getByText('ยังไม่มีเกมในหมวดยิงปลา').waitFor();
  await shot(page, '07-lobby-fish-empty', width);
  await page.getByTestId('lobby-tab-slot').click();
  await page.getByTestId('lobby-search').fill('zzz');
  await page.getByText('ไม่พบเกมที่ตรงกับ').waitFor();
  await shot(page, '08-lobby-search-none', width);
  await page.getByTestId('lobby-search').fill('golden');
  await tile(page, 'hibiscus-slot').waitFor();
  await page.getByTestId('lobby-search').fill('');

  // The bottom bar's play button on the lobby asks to pick a game.
  await page.getByRole('navigation', { name: 'เมนูด่วน' }).getByRole('button', { name: 'เล่นเกม' }).click();
  await page.getByRole('dialog').getByText('กรุณาเลือกเกมที่ต้องการเล่นจากล็อบบี้').waitFor();
  await shot(page, '09-play-select-game', width);
  await closeMessage(page);

  // Credit: the check with its notices, then a launch into the frame.
  await deposit(phone);
  await page.reload();
  await tile(page, 'hibiscus-slot').waitFor();
  await dismissAnnouncement(page);
  await refreshButton(page, width).click();
  await page.getByTestId('toast').getByText('ดำเนินการเช็คเครดิต').waitFor();
  await shot(page, '10-credit-checking', width);
  await page.getByTestId('toast').getByText('เช็คเครดิตเรียบร้อย').waitFor({ timeout: 12_000 });
  await page.getByText('500.00').filter({ visible: true }).first().waitFor();
  await shot(page, '11-credit-checked', width);

  await tile(page, 'hibiscus-slot').click();
  const frame = page.getByTestId('game-frame');
  await frame.waitFor();
  if (!(await frame.getAttribute('src'))?.includes('token=')) throw new Error('not a launch URL');
  await page.waitForTimeout(2000);
  await shot(page, '12-game-frame', width);
  // With the demo aggregator running, one spin moves the credit; closing the game reloads it.
  const spin = page.frameLocator('[data-testid="game-frame"]').getByRole('button', { name: 'หมุน' });
  const canSpin = await spin.isVisible({ timeout: 5_000 }).catch(() => false);
  if (canSpin) {
    await spin.click();
    await page.waitForTimeout(2500);
  }
  await page.getByTestId('close-game').click();
  await frame.waitFor({ state: 'detached' });
  if (canSpin) {
    const credit = page
      .getByText(/^\d[\d,]*\.\d\d$/)
      .filter({ visible: true })
      .first();
    await page.waitForFunction(
      () => ![...document.querySelectorAll('span')].some((s) => s.textContent === '500.00' && s.offsetParent),
      undefined,
      { timeout: 8_000 },
    );
    console.log(`[${width}] credit after one spin: ${await credit.textContent()}`);
    await shot(page, '12b-after-spin', width);
  } else {
    console.warn(`[${width}] no demo aggregator answering: the game was not played`);
  }

  // /lobby/{id}: the entry's tile is selected and a prompt asks to play.
  await page.goto(`${baseUrl}/lobby/3`);
  await page.getByRole('dialog', { name: 'ไฮโล' }).waitFor();
  await shot(page, '13-lobby-entry', width);
  await page.getByRole('dialog').getByRole('button', { name: 'ยกเลิก' }).click();
  await page.goto(`${baseUrl}/lobby/999`);
  await page.getByText('ไม่พบเกมที่เลือก').waitFor();
  await shot(page, '14-lobby-entry-missing', width);

  // Elsewhere the bottom bar's play button opens the lobby (the home page's bar is for phones only).
  if (width < 768) {
    await page.goto(`${baseUrl}/`);
    await dismissAnnouncement(page);
    await page.getByRole('navigation', { name: 'เมนูด่วน' }).getByRole('button', { name: 'เล่นเกม' }).click();
    await page.waitForURL((url) => url.pathname === '/lobby');
  }

  // A check that never finishes stops after the third unfinished poll (spec §4.4 step 5).
  await page.goto(`${baseUrl}/lobby`);
  await tile(page, 'hibiscus-slot').waitFor();
  await page.route('**/api/customers/profile', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { credit_checking: number } };
    body.data.credit_checking = 1;
    await route.fulfill({ response, json: body });
  });
  await refreshButton(page, width).click();
  await page
    .getByTestId('toast')
    .getByText('หมดระยะเวลาเช็คเครดิต ลิมิตไว้ไม่เกินจำนวน 2 ครั้ง')
    .waitFor({ timeout: 20_000 });
  await shot(page, '15-credit-timeout', width);
  await page.unroute('**/api/customers/profile');

  // 'Unauthenticated.' stops the check and logs out.
  await page.route('**/api/customers/profile', (route) =>
    route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } }),
  );
  await refreshButton(page, width).click();
  await page.getByTestId('toast').getByText('การเข้าสู่ระบบหมดอายุ').waitFor({ timeout: 10_000 });
  await page.waitForURL((url) => url.pathname === '/');
  await page.unroute('**/api/customers/profile');
  console.log(`[${width}] lobby flows passed`);

  // English and Chinese lobby, logged in again.
  await login(page, phone, '/lobby');
  await page.goto(`${baseUrl}/en/lobby`);
  await tile(page, 'hibiscus-slot').waitFor();
  await shot(page, '16-en-lobby', width);
  await page.goto(`${baseUrl}/cn/casino-test`);
  await tile(page, 'hilo').waitFor();
  await shot(page, '17-cn-casino-test', width);
  await context.close();
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const width of widths) await run(browser, width);
} finally {
  await browser.close();
}
