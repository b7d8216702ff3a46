import type { TokenResponse } from '@chaba/contracts/auth';
import type { PrepareDepositResponse } from '@chaba/contracts/money';
import { backofficeSlipsTh } from '@chaba/i18n/catalogs/backoffice-slips.th';
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
import { eventually, saveScreenshot, setUpE2e, viewports } from './support/browser';
import { baht, creditShown, openAsMember } from './support/money';
import { textOf } from './support/site';
import { startE2eServer } from './support/server';
import { simulatedSlip } from './support/slips';

/*
 * Issue 26's staff desk and the history in the browser. At 390 px in Thai a member attaches, from
 * the history, the slip of a deposit that was cancelled before the money came: the slip is held for
 * staff. A finance user sees it on the deposit desk's slips tab with its image and credits it; the
 * member's credit and history update live. Another held slip is refused with a reason. The server
 * runs the development verifier, which knows the slips as `npm run simulate -- slip` registers them.
 */
const e2e = setUpE2e(() => startE2eServer({ env: { SLIP_VERIFIER: 'development' } }));
const mobile = viewports.find((viewport) => viewport.width === 390)!;
const desktop = viewports.find((viewport) => viewport.width === 1280)!;
const slips = backofficeSlipsTh.slips;

/** A deposit announced through the API and cancelled, and the slip of its transfer, registered. */
async function cancelledDepositWithSlip(member: ApiMember, amount: number) {
  const { access_token: token } = await callApi<TokenResponse>(e2e.url, '/api/login', {
    body: { phone: member.phone, password: member.password },
  });
  const prepared = await callApi<PrepareDepositResponse>(e2e.url, '/api/requests/deposit/prepare', {
    body: { amount: String(amount) },
    token,
  });
  const deposit = prepared.data;
  await callApi(e2e.url, `/api/requests/deposit/${deposit.id}/cancel`, { body: {}, token });
  const { file, image, reference } = await simulatedSlip(e2e.server, deposit);
  return { token, deposit, file, image, reference };
}

/** The slips tab of the deposit desk, showing one group. */
async function openSlipsTab(page: Page, group: keyof typeof slips.groups = 'held') {
  await openDesk(page, desktop, bo.nav.deposits);
  await page.getByRole('tab', { name: slips.tab }).click();
  if (group !== 'held') await page.getByLabel(slips.group).selectOption(group);
}

describe('transfer slips on the deposit desk', () => {
  test('attached from the history at 390 px in Thai, held; credited from the desk with its image; the member sees it', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const { deposit, file, reference } = await cancelledDepositWithSlip(member, 410);

    const site = await openAsMember(e2e, mobile, member);
    await site.goto(`${e2e.url}/history`);
    const entry = site.getByTestId('history-item').filter({ hasText: baht(deposit.amount) });
    await entry.waitFor();
    expect(await entry.getAttribute('data-status')).toBe('cancelled');
    const attach = site.getByTestId('history-attach-slip');
    expect(await textOf(attach.getByTestId('attach-slip-button'))).toBe('แนบสลิป');
    await attach.getByTestId('slip-file').setInputFiles(file);
    const outcome = attach.getByTestId('slip-outcome');
    await outcome.waitFor();
    expect(await textOf(outcome)).toContain('เจ้าหน้าที่จะตรวจสอบ');
    await saveScreenshot(site, 'slips-history-th-390');

    const finance = await staffWithSecondFactor(e2e.server, 'finance');
    const desk = await signInToConsole(e2e, desktop, finance);
    await openSlipsTab(desk);
    const row = consoleRow(desk, 'deposit-slips-table', member.phone);
    await row.waitFor();
    expect(await textOf(row)).toContain(reference.transRef);
    await row.getByRole('button', { name: slips.open }).click();
    const dialog = desk.getByRole('dialog');
    const image = dialog.getByRole('img', { name: slips.imageAlt });
    await image.waitFor();
    await eventually(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(
      1080,
    );
    await saveScreenshot(desk, 'slips-desk-dialog-th-1280');
    await dialog.getByRole('button', { name: slips.creditSubmit }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The member's credit and history follow without a reload.
    // The history page shows the credit twice (the header and the member bar): the first is read.
    await eventually(() => textOf(site.getByTestId('credit').first())).toBe(baht(deposit.amount));
    await eventually(() => entry.getAttribute('data-status')).toBe('completed');
    await openSlipsTab(desk, 'credited');
    await consoleRow(desk, 'deposit-slips-table', member.phone).waitFor();
  });

  test('a held slip refused with a reason leaves the queue and credits nothing', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const { token, image } = await cancelledDepositWithSlip(member, 420);
    const form = new FormData();
    form.append('slip', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'slip.png');
    const held = await fetch(`${e2e.url}/api/requests/deposit/slip`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(held.status).toBe(409);

    const finance = await staffWithSecondFactor(e2e.server, 'finance');
    const desk = await signInToConsole(e2e, desktop, finance);
    await openSlipsTab(desk);
    const row = consoleRow(desk, 'deposit-slips-table', member.phone);
    await row.getByRole('button', { name: slips.open }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByRole('button', { name: slips.refuse, exact: true }).click();
    await consoleField(dialog, slips.refuseReason).fill('โอนจากบัญชีบุคคลอื่น');
    await dialog.getByRole('button', { name: slips.refuseSubmit }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });
    await openSlipsTab(desk, 'refused');
    const refused = consoleRow(desk, 'deposit-slips-table', member.phone);
    expect(await textOf(refused)).toContain(slips.reasons.slip_refused_by_staff);
    const site = await openAsMember(e2e, mobile, member);
    expect(await creditShown(site)).toBe(baht(0));
  });
});
