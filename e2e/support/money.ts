/**
 * What the money tests need besides the browser: the bank (a signed statement line, as
 * `npm run simulate` posts it), the staff API (approving a withdrawal), a database switch the site
 * has no API for yet (QR payments for one member), and reading a PromptPay QR back.
 */
import type { TokenResponse } from '@chaba/contracts/auth';
import type { PendingDepositResponse } from '@chaba/contracts/dev';
import type { PrepareDepositResponse } from '@chaba/contracts/money';
import type { StaffTokenResponse } from '@chaba/contracts/backoffice';
import type { WithdrawalDeskResponse } from '@chaba/contracts/backoffice-money';
import { demoStaffTotpUri } from '@chaba/core/backoffice/demo-staff-second-factor';
import { totpCode } from '@chaba/core/backoffice/totp';
import { crc16CcittFalse } from '@chaba/core/deposits/promptpay';
import { signWebhook } from '@chaba/core/integrations/verify-signature';
import { demoStaff } from '@chaba/core/demo/seed-demo-data';
import { readSiteSetting, type SiteSetting } from '@chaba/core/site/site-settings';
import { staffAccounts } from '@chaba/db/schema';
import { webMoneyTh } from '@chaba/i18n/catalogs/web-money.th';
import { eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { randomUUID } from 'node:crypto';
import { configSchema } from '../../apps/server/src/config';
import { callApi, type ApiMember } from './api';
import type { Viewport } from './browser';
import type { E2eServer } from './server';
import { control, dismissToasts, popup, submitLogin } from './site';
import { th } from './texts';

/** The money screens' texts (the `money.` part of the site's catalog, which texts.ts leaves out). */
export const money = webMoneyTh;

/**
 * The webhook secret of the e2e server: support/server.ts parses the config without one, so the
 * schema's default is what the server checks signatures with.
 */
const bankWebhookSecret = configSchema.parse({}).BANK_WEBHOOK_SECRET;

// ---------------------------------------------------------------------------------------------
// The member in the browser

/**
 * Logs the member in through the Login popup (/login) and waits for the member bar. Also starts
 * counting the page's live-update streams, so that `liveUpdatesOpen` can tell when one is listening.
 */
export async function openAsMember(
  e2e: { openPage(viewport: Viewport, pathname?: string): Promise<Page> },
  viewport: Viewport,
  member: ApiMember,
): Promise<Page> {
  const page = await e2e.openPage(viewport, '/login');
  watchLiveUpdates(page);
  const login = popup(page, th.login.title);
  await submitLogin(login, member.phone, member.password);
  await login.waitFor({ state: 'detached' });
  await page.getByTestId('member-phone').filter({ hasText: member.phone }).waitFor();
  return page;
}

const openStreams = new WeakMap<Page, { count: number }>();

function watchLiveUpdates(page: Page): void {
  const state = { count: 0 };
  openStreams.set(page, state);
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/customers/stream' && response.status() === 200) {
      state.count += 1;
    }
  });
}

/**
 * Waits until the page has a live-update stream open (its 200 answer has arrived). The server
 * subscribes the stream before it answers, so from then on an event for this member reaches the page.
 */
export async function liveUpdatesOpen(page: Page, timeoutMs = 10_000): Promise<void> {
  const state = openStreams.get(page);
  if (!state) throw new Error('open the page with openAsMember to watch its live updates');
  const deadline = Date.now() + timeoutMs;
  while (state.count === 0) {
    if (Date.now() > deadline)
      throw new Error('the page opened no live-update stream (/api/customers/stream)');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Marks the current document, so that `sameDocument` can tell afterwards that no reload (and no
 * full navigation) happened in between.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).__chabaE2eMark = true;
  });
}

export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as Record<string, unknown>).__chabaE2eMark === true);
}

/** Taps deposit or withdraw where the viewport shows it: the member bar, or the mobile bottom bar. */
export async function tapMoneyButton(page: Page, viewport: Viewport, name: 'deposit' | 'withdraw') {
  await dismissToasts(page);
  const container =
    viewport.name === 'mobile'
      ? page.getByRole('navigation', { name: th.nav.bottomBar, exact: true })
      : page.getByTestId('member-bar');
  await control(container, name === 'deposit' ? th.nav.deposit : th.nav.withdraw).click();
}

/** Deposit → the account-number alert → 'รับทราบ' → the Deposit popup. */
export async function openDepositPopup(page: Page, viewport: Viewport): Promise<Locator> {
  await tapMoneyButton(page, viewport, 'deposit');
  const alert = popup(page, money.checkAccount.title);
  await control(alert, money.checkAccount.confirm).click();
  const deposit = page.getByTestId('deposit-popup');
  await deposit.waitFor();
  return deposit;
}

/** The credit in the member bar, as shown ("1,234.50"). */
export async function creditShown(page: Page): Promise<string> {
  return (await page.getByTestId('credit').innerText()).trim();
}

/** "1234.5" → "1,234.50", as the site shows baht. */
export function baht(amount: number): string {
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );
}

/** "1,234.50" → 1234.5 */
export function bahtValue(text: string): number {
  return Number(text.replace(/,/g, ''));
}

// ---------------------------------------------------------------------------------------------
// The bank, the staff, the database

/**
 * Plays the bank: posts one signed statement line (an incoming transfer) to the server, as
 * scripts/simulate.ts does. Returns the server's outcome for the line ('matched' when it completed a pending deposit).
 */
export async function postStatementLine(
  baseUrl: string,
  line: { accountNumber: string; amount: number; fromAccount?: string; fromName?: string },
): Promise<string> {
  const body = JSON.stringify({
    lines: [
      {
        id: `e2e-${randomUUID()}`,
        account_number: line.accountNumber,
        amount: line.amount,
        occurred_at: new Date().toISOString(),
        // Statements print the sender's account masked; four digits are enough to match the member.
        from_account: line.fromAccount ? `xxx-x-x${line.fromAccount.slice(-5, -1)}-x` : undefined,
        // The sender's name as their bank gives it (the automatic payout rules compare it).
        from_name: line.fromName ?? 'E2E BANK',
      },
    ],
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const answer = await callApi<{ data: { status: string }[] }>(baseUrl, '/api/integrations/bank-statements', {
    rawBody: body,
    headers: { 'x-timestamp': timestamp, 'x-signature': signWebhook(bankWebhookSecret, timestamp, body) },
  });
  return answer.data[0]?.status ?? 'none';
}

/** The member's pending deposit as the server sees it (the development endpoint simulate.ts uses). */
export async function pendingDeposit(
  baseUrl: string,
  phone: string,
): Promise<PendingDepositResponse['data']> {
  const answer = await callApi<PendingDepositResponse>(baseUrl, `/api/dev/pending-deposit?phone=${phone}`);
  return answer.data;
}

/**
 * Gives the member credit the way money really comes in: a deposit announced through the API, then
 * the bank's statement line for it (`fromName`: the sender's name the bank prints; 'E2E BANK'
 * otherwise). Returns the credited amount.
 */
export async function creditThroughDeposit(
  baseUrl: string,
  member: ApiMember,
  amount: number,
  options: { fromName?: string } = {},
): Promise<number> {
  const { access_token: token } = await callApi<TokenResponse>(baseUrl, '/api/login', {
    body: { phone: member.phone, password: member.password },
  });
  const prepared = await callApi<PrepareDepositResponse>(baseUrl, '/api/requests/deposit/prepare', {
    body: { amount: String(amount) },
    token,
  });
  const outcome = await postStatementLine(baseUrl, {
    // A bank-transfer deposit always names the account to pay.
    accountNumber: prepared.data.to_account_number ?? '',
    amount: prepared.data.amount,
    fromAccount: member.accountNumber,
    fromName: options.fromName,
  });
  if (outcome !== 'matched') throw new Error(`the statement line was ${outcome}, not matched to the deposit`);
  return prepared.data.amount;
}

/**
 * A staff session of the seeded owner: its password and its authenticator's code (the TOTP secret the
 * seed made for this database, issue 11). A code is taken once, so the last one accepted is forgotten
 * first: a test may log in several times within one 30-second step.
 */
export async function staffToken(e2e: { url: string; server: E2eServer }): Promise<string> {
  const { db } = e2e.server.running.connection;
  const uri = await demoStaffTotpUri(db, demoStaff.username, e2e.server.running.config.STAFF_TOTP_KEY);
  const secret = uri ? new URL(uri).searchParams.get('secret') : null;
  if (!secret) throw new Error('the seeded staff member has no second factor');
  await db
    .update(staffAccounts)
    .set({ totpLastStep: null })
    .where(eq(staffAccounts.username, demoStaff.username));
  const answer = await callApi<StaffTokenResponse>(e2e.url, '/api/backoffice/login', {
    body: { ...demoStaff, otp: await totpCode(secret, e2e.server.clock.now()) },
  });
  return answer.access_token;
}

type PendingWithdrawal = WithdrawalDeskResponse['data'][number];

/** The member's one pending withdrawal in the staff list (found by the member's phone). */
export async function pendingWithdrawalOf(
  baseUrl: string,
  token: string,
  phone: string,
): Promise<PendingWithdrawal> {
  const answer = await callApi<WithdrawalDeskResponse>(
    baseUrl,
    '/api/backoffice/withdrawals?status=pending',
    {
      token,
    },
  );
  const own = answer.data.filter((item) => item.member_phone === phone);
  if (own.length !== 1) {
    throw new Error(`expected one pending withdrawal of ${phone}, the staff list has ${own.length}`);
  }
  return own[0]!;
}

export async function approveWithdrawal(baseUrl: string, token: string, id: number): Promise<void> {
  await callApi(baseUrl, `/api/backoffice/withdrawals/${id}/approve`, {
    body: { bank_ref: `E2E-${Date.now()}` },
    token,
  });
}

/**
 * Switches QR payments on for one member. The site has no API for it yet, so the e2e server's own
 * database connection does it.
 */
export async function enableQrPayments(server: E2eServer, phone: string): Promise<void> {
  const result = await server.running.connection.db.execute(
    sql`update members set payment_gateway_status = true where phone = ${phone} returning id`,
  );
  const rows = (result as unknown as { rows: unknown[] }).rows;
  if (rows.length !== 1) throw new Error(`no member ${phone} to switch QR payments on for`);
}

/** The company PromptPay setting of the e2e server (id, display name, receiving account). */
export async function promptPaySetting(server: E2eServer): Promise<SiteSetting<'promptpay'>> {
  const setting = await readSiteSetting(server.running.connection.db, 'promptpay');
  if (!setting) throw new Error('the e2e server has no PromptPay setting (is the demo seed off?)');
  return setting;
}

// ---------------------------------------------------------------------------------------------
// PromptPay QR

/** Reads the QR code in a PNG (a data: URL's base64, or raw PNG bytes); throws when none is found. */
export function decodeQrPng(png: Buffer | string): string {
  const bytes =
    typeof png === 'string' ? Buffer.from(png.replace(/^data:image\/png;base64,/, ''), 'base64') : png;
  const image = PNG.sync.read(bytes);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const code = jsQR(pixels, image.width, image.height);
  if (!code) throw new Error(`no QR code found in the ${image.width}×${image.height} image`);
  return code.data;
}

/** EMVCo tag-length-value fields, in order ("000201…" → [['00', '01'], …]); throws on a broken one. */
export function emvFields(payload: string): [string, string][] {
  const fields: [string, string][] = [];
  let index = 0;
  while (index < payload.length) {
    const header = payload.slice(index, index + 4);
    if (!/^\d{4}$/.test(header)) throw new Error(`broken EMV field at ${index} in ${payload}`);
    const length = Number(header.slice(2));
    const value = payload.slice(index + 4, index + 4 + length);
    if (value.length !== length)
      throw new Error(`EMV field ${header.slice(0, 2)} runs past the end of ${payload}`);
    fields.push([header.slice(0, 2), value]);
    index += 4 + length;
  }
  return fields;
}

/** The CRC that tag 63 must hold: CRC-16/CCITT-FALSE over everything up to and including "6304". */
export function expectedCrc(payload: string): string {
  const covered = payload.slice(0, -4);
  return crc16CcittFalse(covered).toString(16).toUpperCase().padStart(4, '0');
}

/** The PromptPay target of a phone-number id: 0066 + the number without its leading 0, 13 digits. */
export function promptPayPhoneTarget(promptPayId: string): string {
  return `0066${promptPayId.replace(/\D/g, '').replace(/^0/, '')}`.padStart(13, '0');
}
