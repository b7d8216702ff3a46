import { createHmac } from 'node:crypto';
import { sampleIncomingMessage } from '@chaba/core/bank-messages/sample-bank-message';
import { backofficeBankDevicesEn } from '@chaba/i18n/catalogs/backoffice-bank-devices.en';
import { backofficeBankDevicesTh } from '@chaba/i18n/catalogs/backoffice-bank-devices.th';
import { bankDevices } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, registerMemberThroughApi, type ApiMember } from './support/api';
import {
  bo,
  consoleField,
  consoleRow,
  openDesk,
  signInToConsole,
  staffWithSecondFactor,
} from './support/backoffice';
import { eventually, saveScreenshot, setUpE2e, viewports, type Viewport } from './support/browser';

const e2e = setUpE2e();
const texts = backofficeBankDevicesTh;

/** Posts a message as SmsForwarder's default webhook does: a form with the URL-encoded Base64 sign. */
async function postAsThePhone(address: string, secret: string, message: { from: string; text: string }) {
  const timestamp = String(Date.now());
  const base64 = createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64');
  const sign = base64.replace(
    /[+/=]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const response = await fetch(address.replace(/^https?:\/\/[^/]+/, e2e.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ from: message.from, content: message.text, timestamp, sign }).toString(),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { outcome: string } }).data.outcome;
}

/** A member's pending bank deposit: the exact amount and the company account to pay. */
async function pendingDepositOf(member: ApiMember, amount: number) {
  const { access_token: token } = await callApi<{ access_token: string }>(e2e.url, '/api/login', {
    body: { phone: member.phone, password: member.password },
  });
  const prepared = await callApi<{ data: { amount: number; to_account_number: string } }>(
    e2e.url,
    '/api/requests/deposit/prepare',
    { body: { amount: String(amount) }, token },
  );
  return { token, amount: prepared.data.amount, account: prepared.data.to_account_number };
}

async function creditOf(token: string): Promise<number> {
  const profile = await callApi<{ data: { games: { credit: number }[] } }>(
    e2e.url,
    '/api/customers/profile',
    {
      token,
    },
  );
  return profile.data.games[0]!.credit;
}

/** Registers a phone through the devices page: answers the secret and address the dialog showed once. */
async function registerThroughPage(desk: Page, name: string) {
  await desk.getByRole('button', { name: texts.bankDevices.register, exact: true }).click();
  const register = desk.getByRole('dialog', { name: texts.bankDevices.registerTitle });
  await consoleField(register, texts.bankDevices.name).fill(name);
  await register.getByRole('button', { name: texts.bankDevices.register, exact: true }).click();
  const shown = desk.getByRole('dialog', { name: texts.bankDevices.secretTitle.replace('{{name}}', name) });
  await shown.getByText(texts.bankDevices.secretWarning).waitFor();
  const secret = (await shown.getByTestId('bank-device-secret').innerText()).trim();
  const address = (await shown.locator('dd').nth(1).innerText()).trim();
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  return { shown, secret, address };
}

let amountCounter = 0;
const uniqueAmount = () => 400 + (amountCounter += 1) + (process.pid % 89) / 100;

describe.each(viewports)('the bank phones at $width px', (viewport: Viewport) => {
  test('an admin registers a phone (the secret shown once), sees its message, and makes a line of an unread one that credits the member', async () => {
    const admin = await staffWithSecondFactor(e2e.server, 'admin');
    const desk = await signInToConsole(e2e, viewport, admin);
    await openDesk(desk, viewport, bo.nav.bankDevices);
    await desk.getByRole('heading', { name: texts.bankDevices.title }).waitFor();

    const name = `Phone ${viewport.width} ${Date.now() % 10_000}`;
    const { shown, secret, address } = await registerThroughPage(desk, name);
    await saveScreenshot(desk, `backoffice-bank-device-secret-th-${viewport.width}`);
    await shown.getByRole('button', { name: texts.bankDevices.secretDone }).click();
    await consoleRow(desk, 'bank-devices-table', name).waitFor();
    // Shown once: nowhere on the page once the dialog is closed, nor after a reload.
    expect(await desk.content()).not.toContain(secret);
    await desk.reload();
    await consoleRow(desk, 'bank-devices-table', name).waitFor();
    expect(await desk.content()).not.toContain(secret);

    // The phone forwards a text no parser reads, telling a member's transfer.
    const member = await registerMemberThroughApi(e2e.url);
    const deposit = await pendingDepositOf(member, uniqueAmount());
    const unread = `โอนเข้าบัญชีบริษัท ${deposit.amount.toFixed(2)} บาท อ้างอิง ${Date.now()}`;
    expect(await postAsThePhone(address, secret, { from: 'BANKX', text: unread })).toBe('unparsed');
    await expectHeard(desk, name);

    await openDesk(desk, viewport, bo.nav.bankMessages);
    await desk.getByRole('heading', { name: texts.bankMessages.title }).waitFor();
    const row = consoleRow(desk, 'bank-messages-table', unread);
    await row.waitFor();
    await row.getByRole('button', { name: bo.common.details }).click();
    const detail = desk.getByRole('dialog');
    await detail.getByText(unread).first().waitFor();
    await detail.getByRole('button', { name: texts.bankMessages.makeLine }).click();
    await consoleField(detail, texts.bankMessages.accountNumber).fill(deposit.account);
    await consoleField(detail, texts.bankMessages.amountBaht).fill(deposit.amount.toFixed(2));
    await saveScreenshot(desk, `backoffice-bank-message-line-th-${viewport.width}`);
    await detail.getByRole('button', { name: texts.bankMessages.submitLine }).click();
    await desk.getByText(texts.bankMessages.lineCredited).waitFor();
    await eventually(() => creditOf(deposit.token)).toBe(deposit.amount);
  });

  test('the deposit desk names a balance the messages do not explain, in Thai and English', async () => {
    const admin = await staffWithSecondFactor(e2e.server, 'admin');
    const desk = await signInToConsole(e2e, viewport, admin);
    await openDesk(desk, viewport, bo.nav.bankDevices);
    const { shown, secret, address } = await registerThroughPage(desk, `Gap ${viewport.width}`);
    await shown.getByRole('button', { name: texts.bankDevices.secretDone }).click();
    const member = await registerMemberThroughApi(e2e.url);
    const deposit = await pendingDepositOf(member, uniqueAmount());
    // Two transfers of 10 baht whose balances after jump by 110: 100 baht arrived untold.
    const start = 5_000_000n + BigInt(viewport.width) * 100n;
    for (const [offsetMs, balance] of [
      [-60_000, start],
      [0, start + 11_000n],
    ] as const) {
      const message = sampleIncomingMessage('KBANK', {
        amountSatang: 1000n,
        accountNumber: deposit.account,
        at: new Date(Date.now() + offsetMs),
        balanceAfterSatang: balance,
      });
      await postAsThePhone(address, secret, { from: message.from, text: message.text });
    }
    // A phone registered two hours ago that never sent anything, while the deposit waits: quiet.
    const quietName = `Quiet ${viewport.width}`;
    const quiet = await registerThroughPage(desk, quietName);
    await quiet.shown.getByRole('button', { name: texts.bankDevices.secretDone }).click();
    await e2e.server.running.connection.db
      .update(bankDevices)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(bankDevices.name, quietName));
    await openDesk(desk, viewport, bo.nav.deposits);
    const strip = desk.getByTestId('bank-phone-strip');
    await strip.waitFor();
    expect(await strip.innerText()).toContain(deposit.account.replace(/\D/g, ''));
    expect(await strip.innerText()).toContain('100.00');
    expect(await strip.innerText()).toContain(quietName);
    await saveScreenshot(desk, `backoffice-deposit-strip-th-${viewport.width}`, { fullPage: true });
    await photographInEnglish(desk, viewport);
  });
});

async function expectHeard(desk: Page, name: string) {
  await desk.reload();
  const row = consoleRow(desk, 'bank-devices-table', name);
  await eventually(async () => (await row.innerText()).includes(texts.bankDevices.health.ok)).toBe(true);
}

/** The three screens in Thai, then in English (for a person to look at with E2E_SCREENSHOTS=1). */
async function photographInEnglish(desk: Page, viewport: Viewport) {
  for (const language of ['th', 'en'] as const) {
    await desk.evaluate((value) => localStorage.setItem('chaba.backoffice.language', value), language);
    const catalog = language === 'th' ? backofficeBankDevicesTh : backofficeBankDevicesEn;
    for (const [path, title] of [
      ['bank-devices', catalog.bankDevices.title],
      ['bank-messages', catalog.bankMessages.title],
      ['deposits', null],
    ] as const) {
      await desk.goto(`${e2e.url}/backoffice/${path}`);
      if (title) await desk.getByRole('heading', { name: title }).waitFor();
      else await desk.getByTestId('bank-phone-strip').waitFor();
      await saveScreenshot(desk, `backoffice-${path}-${language}-${viewport.width}`, { fullPage: true });
    }
  }
  await desk.evaluate(() => localStorage.setItem('chaba.backoffice.language', 'th'));
}
