import { describe, expect, test } from 'vitest';
import { registerMemberThroughApi } from './support/api';
import { eventually, setUpE2e, viewports } from './support/browser';
import { baht, creditShown, money, openAsMember, openDepositPopup, pendingDeposit } from './support/money';
import { control, field, popup } from './support/site';
import { startE2eServer } from './support/server';
import { simulatedSlip } from './support/slips';

/*
 * Issue 26 in the browser: at 390 px in Thai, a member who paid attaches the slip in the
 * deposit-in-progress popup ("แนบสลิป"); the credit appears; the same slip again is refused.
 * The server runs the development verifier, which knows the slip as `npm run simulate -- slip` would
 * register it.
 */
const e2e = setUpE2e(() => startE2eServer({ env: { SLIP_VERIFIER: 'development' } }));
const mobile = viewports.find((viewport) => viewport.width === 390)!;

describe('a transfer slip at 390 px in Thai', () => {
  test('attached in the deposit popup, the credit appears; attached again, it is refused', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const page = await openAsMember(e2e, mobile, member);
    const deposit = await openDepositPopup(page, mobile);
    // With no request pending, the deposit popup offers the slip too.
    expect(await deposit.getByTestId('attach-slip-button').innerText()).toContain('แนบสลิป');
    await field(deposit, money.deposit.amount).fill('500');
    await deposit.getByTestId('deposit-submit').click();
    const process = popup(page, money.process.bankTitle);
    await process.waitFor();
    const pending = (await pendingDeposit(e2e.url, member.phone))!;

    // What `npm run simulate -- slip` does: the slip image, and the transfer the verifier knows.
    const { file } = await simulatedSlip(e2e.server, pending);

    const attach = process.getByTestId('attach-slip');
    expect(await attach.getByTestId('attach-slip-button').innerText()).toContain('แนบสลิป');
    await attach.getByTestId('slip-file').setInputFiles(file);
    // The credit arrives (the live update); the deposit is no longer pending and its popup closes.
    const done = popup(page, money.result.depositDoneTitle);
    await done.waitFor();
    expect(await done.innerText()).toContain(`คุณทำการฝากเงินจำนวน ${baht(pending.amount)} บาท เรียบร้อยแล้ว`);
    await eventually(() => creditShown(page)).toBe(baht(pending.amount));
    expect(await process.count()).toBe(0);
    await control(done, money.process.ok).click();
    await done.waitFor({ state: 'hidden' });

    // The same slip, attached to the next deposit, is refused in Thai; the credit does not change.
    const again = await openDepositPopup(page, mobile);
    await field(again, money.deposit.amount).fill('300');
    await again.getByTestId('deposit-submit').click();
    const next = popup(page, money.process.bankTitle);
    await next.waitFor();
    const second = next.getByTestId('attach-slip');
    await second.getByTestId('slip-file').setInputFiles(file);
    const refused = second.getByTestId('slip-outcome');
    await refused.waitFor();
    expect(await refused.getAttribute('data-outcome')).toBe('refused');
    expect(await refused.innerText()).toContain('สลิปนี้ถูกใช้แล้ว');
    expect(await creditShown(page)).toBe(baht(pending.amount));
  });
});
