/**
 * Walks through the money screens (deposit, withdraw, history, slip) at 390 px and 1280 px in Thai,
 * checking what each step must show and taking screenshots for a visual check.
 *
 * Usage: node --import tsx apps/web/scripts/money-screens.ts [baseUrl] [outDir]
 * Needs a running server (see the README) and Debian's chromium. The QR steps need a member with
 * payment_gateway_status on, which only the database can set: give MONEY_DATABASE_URL (the
 * server's PostgreSQL database) and the script switches it on with psql; without it they are skipped.
 */
import { execFileSync } from 'node:child_process';
import { generate } from 'otplib';
import { callApi } from '../../../e2e/support/api';
import { chromium, type Browser, type Page } from 'playwright-core';

/** The seeded owner's current code, from the otpauth:// URI the start banner prints (STAFF_OTPAUTH_URI). */
async function staffOtp(): Promise<string> {
  const uri = process.env.STAFF_OTPAUTH_URI;
  const secret = uri ? new URL(uri).searchParams.get('secret') : null;
  if (!secret) throw new Error('set STAFF_OTPAUTH_URI to the otpauth:// URI the server printed at start');
  return generate({ secret });
}

const baseUrl = process.argv[2] ?? 'http://localhost:3210';
const outDir = process.argv[3] ?? '/tmp/shots-money';
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
const databaseUrl = process.env.MONEY_DATABASE_URL;
const root = new URL('../../../', import.meta.url).pathname;

async function shot(page: Page, name: string, width: number) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: false });
  console.log(`saved ${name}-${width}.png`);
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`check failed: ${message}`);
}

/** A JSON call of the running server in Thai (the browser tests' own, e2e/support/api.ts). */
function api<T>(path: string, options: { body?: unknown; token?: string } = {}): Promise<T> {
  return callApi<T>(baseUrl, path, options);
}

async function latestOtp(phone: string): Promise<string> {
  const body = await api<{ data: { body: string }[] }>(`/api/dev/sms-outbox?phone=${phone}`);
  const match = body.data[0]?.body.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no OTP for ${phone}`);
  return match[1];
}

let phoneCounter = 0;
/** Registers a fresh member through the API, with a SCB account. */
async function registerMember(): Promise<{ phone: string; password: string }> {
  const phone = `09${String(Date.now() + phoneCounter++).slice(-8)}`;
  const password = 'Secret12';
  await api('/api/register/phone', { body: { phone } });
  const otp = await latestOtp(phone);
  const { access_token: token } = await api<{ access_token: string }>('/api/register/otp', {
    body: { phone, otp },
  });
  await api('/api/register/password', { body: { password, password_confirmation: password }, token });
  await api('/api/register/bank-account', {
    body: {
      phone,
      bank: 'SCB',
      account_number: `1${phone.slice(-9)}`,
      name: 'มานี มีเงิน',
      line: 'manee',
      date_of_birth: '1990-01-15',
    },
    token,
  });
  return { phone, password };
}

async function staffToken(): Promise<string> {
  const body = await api<{ access_token: string }>('/api/backoffice/login', {
    body: { username: 'admin', password: 'Admin1234', otp: await staffOtp() },
  });
  return body.access_token;
}

function simulateTransfer(phone: string) {
  execFileSync('npm', ['run', 'simulate', '--', 'transfer', '--phone', phone, '--url', baseUrl], {
    cwd: root,
    stdio: 'pipe',
  });
}

/** Changes a member in the database (phones here are digits only, made by this script). */
function updateMember(phone: string, set: string): boolean {
  if (!databaseUrl) return false;
  execFileSync('psql', [databaseUrl, '-c', `update members set ${set} where phone = '${phone}'`]);
  return true;
}

async function login(page: Page, member: { phone: string; password: string }) {
  await page.goto(baseUrl + '/login');
  await page.getByLabel('เบอร์โทรศัพท์').fill(member.phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('credit').first().waitFor();
  const announcement = page.getByTestId('announcement');
  if (await announcement.isVisible().catch(() => false)) {
    await announcement.getByRole('button', { name: 'ตกลง' }).click();
  }
}

/** Taps deposit or withdraw where this width shows it: the member bar, or the bottom bar. */
async function tap(page: Page, width: number, name: 'ฝากเงิน' | 'ถอนเงิน') {
  const container =
    width < 768 ? page.getByRole('navigation', { name: 'เมนูด่วน' }) : page.getByTestId('member-bar');
  await container.getByRole('button', { name, exact: true }).click();
}

async function openDepositPopup(page: Page, width: number) {
  await tap(page, width, 'ฝากเงิน');
  await page.getByRole('dialog', { name: 'ตรวจสอบเลขบัญชีก่อนโอน' }).waitFor();
}

async function creditText(page: Page): Promise<string> {
  return (await page.getByTestId('credit').first().textContent()) ?? '';
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

  const member = await registerMember();
  // Members are spread over the company accounts by id parity: the second member after this one
  // pays into the same account, and its pending 500 makes ours 500 plus some satang.
  await registerMember();
  const sameAccount = await registerMember();
  const { access_token: otherToken } = await api<{ access_token: string }>('/api/login', {
    body: sameAccount,
  });
  await api('/api/requests/deposit/prepare', { body: { amount: 500 }, token: otherToken });
  await login(page, member);

  // Deposit by bank transfer, with a promotion.
  await openDepositPopup(page, width);
  await shot(page, '01-check-account-alert', width);
  await page.getByRole('button', { name: 'รับทราบ' }).click();
  const depositPopup = page.getByTestId('deposit-popup');
  await depositPopup.waitFor();
  await shot(page, '02-deposit-popup', width);
  await depositPopup.getByTestId('deposit-submit').click();
  await depositPopup.getByText('กรอกจำนวนเงิน').waitFor();
  await shot(page, '03-deposit-required', width);
  await depositPopup.getByRole('button', { name: 'รับโปรโมชั่น' }).click();
  await shot(page, '04-promotion-picker', width);
  await depositPopup.getByRole('button', { name: /สมาชิกใหม่ รับโบนัส 50%/ }).click();
  await depositPopup.getByTestId('chosen-promotion').waitFor();
  await shot(page, '05-promotion-chosen', width);
  // A promotion's turnover would hold the withdrawal below back: deposit without one.
  await depositPopup.getByRole('button', { name: 'ยกเลิกโปรโมชั่น' }).click();
  await depositPopup.getByTestId('chosen-promotion').waitFor({ state: 'detached' });
  await depositPopup.getByLabel('จำนวนเงิน').fill('500');
  await depositPopup.getByTestId('deposit-submit').click();
  const process = page.getByTestId('deposit-process');
  await process.waitFor();
  const amount = await process.getByTestId('deposit-amount').textContent();
  check(amount?.startsWith('500.') && amount !== '500.00', `deposit amount ${amount} has satang added`);
  await process.getByText('ระบบเพิ่มเศษสตางค์จากยอด 500.00 บาท').waitFor();
  await shot(page, '06-deposit-process-bank', width);

  // The bank pays: the completion dialog must come without a reload, within a second or so.
  const before = await creditText(page);
  const paidAt = Date.now();
  simulateTransfer(member.phone);
  const done = page.getByRole('dialog', { name: 'ฝากเงินสำเร็จ' });
  await done.waitFor({ timeout: 5_000 });
  console.log(`[${width}] completion dialog ${Date.now() - paidAt} ms after the statement line`);
  await done.getByText(`คุณทำการฝากเงินจำนวน ${amount} บาท เรียบร้อยแล้ว`).waitFor();
  await shot(page, '07-deposit-done', width);
  await done.getByRole('button', { name: 'ตกลง' }).click();
  check((await creditText(page)) !== before, 'credit changed');

  // Withdraw: prefilled with the integer part of the credit; Enter submits.
  await tap(page, width, 'ถอนเงิน');
  const withdrawPopup = page.getByTestId('withdraw-popup');
  await withdrawPopup.waitFor();
  const prefilled = await withdrawPopup.getByLabel('จำนวนเงินที่ต้องการถอน').inputValue();
  check(/^\d+$/.test(prefilled) && Number(prefilled) >= 500, `withdraw prefilled ${prefilled}`);
  await shot(page, '08-withdraw-popup', width);
  await withdrawPopup.getByLabel('จำนวนเงินที่ต้องการถอน').fill('');
  await withdrawPopup.getByTestId('withdraw-submit').click();
  await withdrawPopup.getByText('กรุณากรอกจำนวนเงินที่ต้องการถอน').waitFor();
  await shot(page, '09-withdraw-required', width);
  await withdrawPopup.getByLabel('จำนวนเงินที่ต้องการถอน').fill('150');
  await withdrawPopup.getByLabel('จำนวนเงินที่ต้องการถอน').press('Enter');
  const withdrawProcess = page.getByTestId('withdraw-process');
  await withdrawProcess.waitFor();
  await shot(page, '10-withdraw-process', width);

  // Opening deposit with a pending withdrawal goes straight to its in-progress popup.
  await withdrawProcess.getByTestId('withdraw-close').click();
  await tap(page, width, 'ฝากเงิน');
  await withdrawProcess.waitFor();

  const staff = await staffToken();
  const pending = await api<{ data: { id: number; member_phone?: string; phone?: string }[] }>(
    '/api/backoffice/withdrawals?status=pending',
    { token: staff },
  );
  const withdrawal = pending.data.find((item) => JSON.stringify(item).includes(member.phone));
  check(withdrawal, 'pending withdrawal listed');
  await api(`/api/backoffice/withdrawals/${withdrawal.id}/approve`, {
    body: { bank_ref: `TRF-${Date.now()}` },
    token: staff,
  });
  const withdrawDone = page.getByRole('dialog', { name: 'ถอนเงินสำเร็จ' });
  await withdrawDone.waitFor({ timeout: 5_000 });
  await withdrawDone.getByText('คุณทำการถอนเงินจำนวน 150.00 บาท เรียบร้อยแล้ว').waitFor();
  await shot(page, '11-withdraw-done', width);
  await withdrawDone.getByRole('button', { name: 'ตกลง' }).click();

  // A rejected withdrawal shows its cause.
  await tap(page, width, 'ถอนเงิน');
  await withdrawPopup.waitFor();
  await withdrawPopup.getByLabel('จำนวนเงินที่ต้องการถอน').fill('100');
  await withdrawPopup.getByTestId('withdraw-submit').click();
  await withdrawProcess.waitFor();
  const pendingAgain = await api<{ data: { id: number }[] }>('/api/backoffice/withdrawals?status=pending', {
    token: staff,
  });
  const second = pendingAgain.data.find((item) => JSON.stringify(item).includes(member.phone));
  check(second, 'second withdrawal listed');
  await api(`/api/backoffice/withdrawals/${second.id}/reject`, {
    body: { cause: 'บัญชีปลายทางไม่ถูกต้อง' },
    token: staff,
  });
  const rejected = page.getByRole('dialog', { name: 'ถอนเงินไม่สำเร็จ' });
  await rejected.waitFor({ timeout: 5_000 });
  await rejected.getByText('ไม่สามารถถอนเงิน (บัญชีปลายทางไม่ถูกต้อง)').waitFor();
  await shot(page, '12-withdraw-rejected', width);
  await rejected.getByRole('button', { name: 'ตกลง' }).click();

  // A deposit the member cancels.
  await openDepositPopup(page, width);
  await page.getByRole('button', { name: 'รับทราบ' }).click();
  await depositPopup.waitFor();
  await depositPopup.getByLabel('จำนวนเงิน').fill('300');
  await depositPopup.getByTestId('deposit-submit').click();
  await process.waitFor();
  await process.getByTestId('deposit-cancel').click();
  await process.waitFor({ state: 'detached' });
  await page.getByTestId('toast').getByText('ยกเลิกรายการฝากเงินแล้ว').waitFor();

  // History in the information popup and on /history.
  if (width < 768) {
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await page.getByRole('button', { name: 'ข้อมูลฝาก-ถอน' }).click();
  } else {
    await page.getByTestId('member-bar').getByRole('button', { name: 'ข้อมูลบัญชี' }).click();
    await page.getByRole('tab', { name: 'ประวัติฝาก-ถอน' }).click();
  }
  const history = page.getByTestId('information-popup').getByTestId('history-list');
  await history.waitFor();
  const rows = await history.getByTestId('history-item').count();
  check(rows === 4, `4 history rows, saw ${rows}`);
  await history.getByText('สาเหตุ: บัญชีปลายทางไม่ถูกต้อง').waitFor();
  await shot(page, '13-info-history', width);
  await page.keyboard.press('Escape');
  await page.goto(baseUrl + '/history');
  await page.getByTestId('history-list').getByTestId('history-item').first().waitFor();
  await shot(page, '14-history-page', width);

  // /deposit and /withdraw open their popups (the member layout).
  await page.goto(baseUrl + '/deposit');
  await page.getByRole('dialog', { name: 'ตรวจสอบเลขบัญชีก่อนโอน' }).waitFor();
  await page.getByRole('button', { name: 'รับทราบ' }).click();
  await depositPopup.waitFor();
  await shot(page, '15-deposit-page', width);
  await depositPopup.getByRole('button', { name: 'ยกเลิก', exact: true }).click();
  await page.goto(baseUrl + '/withdraw');
  await withdrawPopup.waitFor();
  await shot(page, '16-withdraw-page', width);
  await withdrawPopup.getByRole('button', { name: 'ยกเลิก', exact: true }).click();

  // QR mode, the saved slip, then the payment.
  if (updateMember(member.phone, 'payment_gateway_status = true')) {
    await page.goto(baseUrl + '/');
    await page.getByTestId('credit').first().waitFor();
    await openDepositPopup(page, width);
    await page.getByRole('button', { name: 'รับทราบ' }).click();
    await depositPopup.waitFor();
    await depositPopup.getByLabel('จำนวนเงิน').fill('200');
    await depositPopup.getByTestId('deposit-submit').click();
    await process.getByTestId('qr-image').waitFor();
    await shot(page, '17-deposit-process-qr', width);
    await process.getByTestId('save-slip').click();
    await page.waitForURL(/\/slip\?data=\d{8}_\d{6}$/);
    await page.getByTestId('slip-image').waitFor();
    await shot(page, '18-slip', width);
    simulateTransfer(member.phone);
    await page.getByRole('dialog', { name: 'ฝากเงินสำเร็จ' }).waitFor({ timeout: 5_000 });
    await shot(page, '19-qr-paid-on-slip-page', width);
  } else {
    console.log(`[${width}] QR steps skipped: no MONEY_DATABASE_URL`);
  }

  // A member without a bank account: registration always ends with one, so the database removes it.
  const noBank = await registerMember();
  if (updateMember(noBank.phone, 'bank = null, account_number = null')) {
    const noBankContext = await browser.newContext({
      viewport: { width, height: width < 768 ? 844 : 800 },
      locale: 'th-TH',
    });
    const noBankPage = await noBankContext.newPage();
    await login(noBankPage, noBank);
    await openDepositPopup(noBankPage, width);
    await noBankPage.getByRole('button', { name: 'รับทราบ' }).click();
    await noBankPage.getByTestId('deposit-popup').getByText('คุณยังไม่มีบัญชีธนาคาร').waitFor();
    await shot(noBankPage, '20-deposit-no-bank', width);
    await noBankPage.getByTestId('deposit-popup').getByRole('button', { name: 'ยกเลิก' }).click();
    await tap(noBankPage, width, 'ถอนเงิน');
    await noBankPage.getByTestId('withdraw-popup').getByText('คุณยังไม่มีบัญชีธนาคาร').waitFor();
    await shot(noBankPage, '21-withdraw-no-bank', width);
    await noBankPage.getByTestId('withdraw-popup').getByRole('button', { name: 'ยกเลิก' }).click();
    await noBankPage.getByRole('tab').first().waitFor({ state: 'detached' });
    await noBankContext.close();
  }

  // The deposit's 15 minutes run out: the browser's clock is moved on.
  const timeoutContext = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 800 },
    locale: 'th-TH',
  });
  const timeoutPage = await timeoutContext.newPage();
  await timeoutPage.clock.install();
  await login(timeoutPage, member);
  await openDepositPopup(timeoutPage, width);
  await timeoutPage.getByRole('button', { name: 'รับทราบ' }).click();
  await timeoutPage.getByTestId('deposit-popup').getByLabel('จำนวนเงิน').fill('250');
  await timeoutPage.getByTestId('deposit-popup').getByTestId('deposit-submit').click();
  await timeoutPage.getByTestId('deposit-process').waitFor();
  await timeoutPage.clock.fastForward('15:01');
  const timedOut = timeoutPage.getByRole('dialog', { name: 'หมดเวลา' });
  await timedOut.waitFor();
  await timedOut.getByText('หมดเวลาทำรายการฝากเงิน').waitFor();
  await shot(timeoutPage, '22-deposit-timeout', width);
  await timeoutContext.close();

  await page.goto(baseUrl + '/en/history');
  await page.getByTestId('history-list').waitFor();
  await shot(page, '23-en-history', width);
  await context.close();
  console.log(`[${width}] money flows passed`);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const width of widths) await run(browser, width);
} catch (error) {
  for (const context of browser.contexts())
    for (const [index, page] of context.pages().entries())
      await page.screenshot({ path: `${outDir}/failure-${index}.png` }).catch(() => undefined);
  throw error;
} finally {
  await browser.close();
}
