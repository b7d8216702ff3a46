/**
 * Takes screenshots of the member site at 390 px and 1280 px for a visual check.
 * Usage: node --import tsx apps/web/scripts/screenshots.ts [baseUrl] [outDir]
 * Needs a running server (see the README) and Debian's chromium.
 */
import { chromium, type Browser, type Page } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://localhost:3100';
const outDir = process.argv[3] ?? '/tmp/shots';
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);

async function shot(page: Page, name: string, width: number) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: false });
  console.log(`saved ${name}-${width}.png`);
}

async function latestOtp(phone: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev/sms-outbox?phone=${phone}`);
  const body = (await response.json()) as { data: { body: string }[] };
  const match = body.data[0]?.body.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no OTP for ${phone}`);
  return match[1];
}

async function dismissAnnouncement(page: Page) {
  const announcement = page.getByTestId('announcement');
  if (await announcement.isVisible().catch(() => false)) {
    await announcement.getByRole('button', { name: 'ตกลง' }).click();
  }
}

async function openInformation(page: Page, width: number) {
  if (width < 768) {
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await page.getByRole('button', { name: 'ข้อมูลส่วนตัว' }).click();
  } else {
    await page.getByTestId('member-bar').getByRole('button', { name: 'ข้อมูลบัญชี' }).click();
  }
  await page.getByTestId('information-popup').waitFor();
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

  await page.goto(baseUrl + '/');
  await page.waitForLoadState('networkidle');
  await shot(page, '01-home-announcement', width);
  await dismissAnnouncement(page);
  await shot(page, '02-home', width);
  await page.mouse.wheel(0, 900);
  await shot(page, '03-home-scrolled', width);

  await page.goto(baseUrl + '/login');
  await page.waitForLoadState('networkidle');
  await shot(page, '04-login', width);
  await page.getByTestId('login-submit').click();
  await shot(page, '05-login-errors', width);
  await page.getByLabel('เบอร์โทรศัพท์').fill('0812345678');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('WrongPass1');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('server-errors').waitFor();
  await shot(page, '06-login-wrong', width);

  // Registration with a fresh phone number.
  const phone = `09${String(Date.now()).slice(-8)}`;
  await page.goto(baseUrl + '/register');
  await page.waitForLoadState('networkidle');
  await shot(page, '07-register-phone', width);
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await page.getByRole('button', { name: 'ขอรหัส OTP' }).click();
  await page.getByLabel('รหัส OTP', { exact: true }).waitFor();
  await shot(page, '08-register-otp', width);
  await page.getByLabel('รหัส OTP', { exact: true }).fill(await latestOtp(phone));
  await page.getByRole('button', { name: 'ยืนยันรหัส OTP' }).click();
  await page.getByRole('dialog', { name: 'ตั้งรหัสผ่าน' }).waitFor();
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Secret12');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('Secret1');
  await page.getByLabel('ยืนยันรหัสผ่าน').blur();
  await shot(page, '09-register-password', width);
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('Secret12');
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await page.getByRole('dialog', { name: 'บัญชีธนาคาร' }).waitFor();
  await page.getByRole('button', { name: /ธนาคารกสิกรไทย/ }).waitFor();
  await shot(page, '10-register-banks', width);
  await page.getByRole('button', { name: /ธนาคารกสิกรไทย/ }).click();
  await page.getByLabel('เลขบัญชีธนาคาร').fill(String(Date.now()).slice(-10));
  await page.getByLabel('ชื่อบัญชี').fill('สมชาย ใจดี');
  await page.getByLabel('ไอดีไลน์').fill('somchai');
  await shot(page, '11-register-bank-form', width);
  await page.getByRole('button', { name: 'ยืนยันการสมัคร' }).click();
  await page.getByRole('dialog', { name: 'สมัครสมาชิกสำเร็จ' }).waitFor();
  await page.getByText('เข้าสู่ระบบเรียบร้อย พร้อมเล่นได้ทันที').waitFor();
  await shot(page, '12-register-final', width);
  await page.getByRole('button', { name: 'เริ่มเล่นเลย' }).click();
  await page.getByTestId('credit').waitFor();
  await shot(page, '13-member-home', width);

  if (width < 768) {
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await shot(page, '14-member-drawer', width);
    await page.getByRole('button', { name: 'ข้อมูลส่วนตัว' }).click();
  } else {
    await page.getByTestId('member-bar').getByRole('button', { name: 'ข้อมูลบัญชี' }).click();
  }
  await page.getByTestId('information-popup').waitFor();
  await page.waitForTimeout(500);
  await shot(page, '15-information', width);
  await page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await shot(page, '16-change-password', width);
  await page.getByRole('tab', { name: 'แนะนำเพื่อน' }).click();
  await shot(page, '17-info-referral', width);
  await page.getByRole('tab', { name: 'กิจกรรม' }).click();
  await shot(page, '18-info-activity', width);
  await page.getByTestId('information-popup').getByRole('button', { name: 'ปิด', exact: true }).last().click();

  // Change the password: success logs out (spec §4.9); the new password then logs in.
  await openInformation(page, width);
  await page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await page.getByLabel('รหัสผ่านเดิม').fill('Secret12');
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('Secret34');
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill('Secret34');
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();
  await page.getByTestId('toast').getByText('เปลี่ยนรหัสผ่านเรียบร้อย').waitFor();
  await page.getByTestId('member-bar').waitFor({ state: 'detached' });
  await shot(page, '25-password-changed', width);
  await page.goto(baseUrl + '/login?redirect=/history');
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Secret34');
  await page.getByTestId('login-submit').click();
  await page.waitForURL(`${baseUrl}/history`);
  await shot(page, '26-login-redirected-history', width);

  // Logout from the main layout, then reset the password.
  await page.goto(baseUrl + '/');
  await page.getByTestId('credit').waitFor();
  if (width < 768) {
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  } else {
    await page.getByTestId('member-bar').getByRole('button', { name: 'ออกจากระบบ' }).first().click();
  }
  await page.getByTestId('member-bar').waitFor({ state: 'detached' });
  await page.waitForTimeout(61_000);
  await page.goto(baseUrl + '/forgetpassword');
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await page.getByRole('button', { name: 'ขอรหัส OTP' }).click();
  await page.getByRole('dialog', { name: 'ยืนยันตัวตนด้วย OTP' }).waitFor();
  await shot(page, '27-forgot-otp', width);
  await page.getByLabel('รหัส OTP', { exact: true }).fill(await latestOtp(phone));
  await page.getByRole('button', { name: 'ยืนยันรหัส OTP' }).click();
  await page.getByRole('dialog', { name: 'ตั้งรหัสผ่านใหม่' }).waitFor();
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('Secret56');
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill('Secret56');
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();
  await page.getByRole('dialog', { name: 'ตั้งรหัสผ่านใหม่เรียบร้อย' }).waitFor();
  await shot(page, '28-forgot-complete', width);
  await page.getByRole('button', { name: 'ไปหน้าเข้าสู่ระบบ' }).click();
  await page.waitForURL(`${baseUrl}/login`);
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Secret56');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('credit').waitFor();
  console.log(`[${width}] account flows passed`);

  await page.goto(baseUrl + '/deposit');
  await page.waitForLoadState('networkidle');
  await shot(page, '19-member-layout-deposit', width);

  await page.goto(baseUrl + '/en/login');
  await page.waitForLoadState('networkidle');
  await shot(page, '20-en-login-as-member', width);

  // A guest in English and Chinese, and the error page.
  const guest = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 800 } });
  const guestPage = await guest.newPage();
  await guestPage.goto(baseUrl + '/en/login');
  await guestPage.waitForLoadState('networkidle');
  await shot(guestPage, '21-en-login', width);
  await guestPage.goto(baseUrl + '/cn/forgetpassword');
  await guestPage.waitForLoadState('networkidle');
  await shot(guestPage, '22-cn-forgetpassword', width);
  await guestPage.goto(baseUrl + '/no-such-page');
  await guestPage.waitForLoadState('networkidle');
  await shot(guestPage, '23-not-found', width);
  await guestPage.goto(baseUrl + '/withdraw');
  await guestPage.waitForLoadState('networkidle');
  await shot(guestPage, '24-guarded-withdraw', width);
  await guest.close();
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
