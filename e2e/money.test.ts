import { describe, expect, test } from 'vitest';
import { registerMemberThroughApi } from './support/api';
import { eventually, setUpE2e, viewports } from './support/browser';
import {
  approveWithdrawal,
  baht,
  bahtValue,
  creditShown,
  creditThroughDeposit,
  decodeQrPng,
  emvFields,
  enableQrPayments,
  expectedCrc,
  liveUpdatesOpen,
  markDocument,
  money,
  openAsMember,
  openDepositPopup,
  pendingDeposit,
  pendingWithdrawalOf,
  postStatementLine,
  promptPayPhoneTarget,
  promptPaySetting,
  sameDocument,
  staffToken,
  tapMoneyButton,
} from './support/money';
import { crc16CcittFalse } from '@chaba/core/deposits/promptpay';
import { control, field, popup, textOf } from './support/site';
import { th } from './support/texts';

const e2e = setUpE2e();

/**
 * The outcome must come over the live updates (Server-Sent Events), within a few seconds of the
 * bank's or the staff's call. The in-progress popups also poll the profile every 10 s from the moment
 * they open (spec §9), so the outcome must also show before that first poll: less than
 * `firstPollMs` after the popup appeared (a margin under the 10 s).
 */
const liveUpdateLimitMs = 5_000;
const firstPollMs = 9_000;

describe.each(viewports)('money at $width px', (viewport) => {
  test('a bank-transfer deposit is credited without a reload when the statement line arrives', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const page = await openAsMember(e2e, viewport, member);
    expect(await creditShown(page)).toBe('0.00');

    // Deposit: the account-number alert, the amount, submit.
    const deposit = await openDepositPopup(page, viewport);
    await field(deposit, money.deposit.amount).fill('500');
    await deposit.getByTestId('deposit-submit').click();

    // The in-progress popup: the company account and exactly what to transfer.
    const process = popup(page, money.process.bankTitle);
    await process.waitFor();
    const processShownAt = Date.now();
    expect(await process.getAttribute('data-testid')).toBe('deposit-process');
    expect(await process.locator('[data-method]').getAttribute('data-method')).toBe('bank');
    const amountText = await textOf(process.getByTestId('deposit-amount'));
    const pending = await pendingDeposit(e2e.url, member.phone);
    expect(pending).not.toBeNull();
    // 500.00, unless another pending 500 on the same account made the server add satang.
    expect(bahtValue(amountText)).toBe(pending!.amount);
    expect(pending!.amount).toBeGreaterThanOrEqual(500);
    expect(pending!.amount).toBeLessThan(501);
    const account = await textOf(process.getByTestId('deposit-to-account'));
    expect(account).toMatch(/\b\d{10}\b/);
    const accountNumber = /\b(\d{10})\b/.exec(account)![1]!;
    expect(accountNumber).toBe(pending!.to_account_number);

    // The member pays what the popup says into the account it shows; the bank reports it.
    await liveUpdatesOpen(page);
    await markDocument(page);
    const paidAt = Date.now();
    const outcome = await postStatementLine(e2e.url, {
      accountNumber,
      amount: bahtValue(amountText),
      fromAccount: member.accountNumber,
    });
    expect(outcome).toBe('matched');

    const done = popup(page, money.result.depositDoneTitle);
    await done.waitFor({ timeout: liveUpdateLimitMs });
    expect(Date.now() - paidAt).toBeLessThan(liveUpdateLimitMs);
    expect(Date.now() - processShownAt).toBeLessThan(firstPollMs);
    expect(await textOf(done)).toContain(`คุณทำการฝากเงินจำนวน ${amountText} บาท เรียบร้อยแล้ว`);
    await eventually(() => creditShown(page)).toBe(amountText);
    expect(await process.count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);

    await control(done, 'ตกลง').click();
    await done.waitFor({ state: 'detached' });
    expect(await creditShown(page)).toBe(amountText);
  });

  test('a QR deposit shows a PromptPay QR for the exact amount, and its payment is credited live', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    await enableQrPayments(e2e.server, member.phone);
    const promptPay = await promptPaySetting(e2e.server);
    const page = await openAsMember(e2e, viewport, member);

    const deposit = await openDepositPopup(page, viewport);
    await field(deposit, money.deposit.amount).fill('1234.5');
    await deposit.getByTestId('deposit-submit').click();

    const process = popup(page, money.process.qrTitle);
    await process.waitFor();
    const processShownAt = Date.now();
    expect(await process.getAttribute('data-testid')).toBe('deposit-process');
    expect(await process.locator('[data-method]').getAttribute('data-method')).toBe('qr');
    const amountText = await textOf(process.getByTestId('deposit-amount'));
    const pending = await pendingDeposit(e2e.url, member.phone);
    expect(bahtValue(amountText)).toBe(pending!.amount);
    expect(pending!.amount).toBeGreaterThanOrEqual(1234.5);
    expect(pending!.amount).toBeLessThan(1235.5);
    const amountTwoDecimals = pending!.amount.toFixed(2);
    expect(amountText).toBe(baht(pending!.amount));

    // The QR as the server sent it: a PNG holding a PromptPay (EMVCo) payload.
    const image = process.getByTestId('qr-image');
    const source = (await image.getAttribute('src')) ?? '';
    expect(source).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const payload = decodeQrPng(source);
    expect(payload.startsWith('000201')).toBe(true);
    const fields = emvFields(payload);
    const tags = new Map(fields);
    expect(tags.get('00')).toBe('01');
    expect(tags.get('01')).toBe('12');
    const merchant = new Map(emvFields(tags.get('29') ?? ''));
    expect(merchant.get('00')).toBe('A000000677010111');
    expect(merchant.get('01')).toBe(promptPayPhoneTarget(promptPay.id));
    expect(payload).toContain('5303764');
    expect(tags.get('53')).toBe('764');
    expect(tags.get('54')).toBe(amountTwoDecimals);
    expect(payload).toContain(`54${String(amountTwoDecimals.length).padStart(2, '0')}${amountTwoDecimals}`);
    expect(payload).toContain('5802TH');
    expect(tags.get('58')).toBe('TH');
    // The CRC closes the payload, over everything before it including "6304".
    expect(fields.at(-1)?.[0]).toBe('63');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(crc16CcittFalse('123456789')).toBe(0x29b1); // the CRC-16/CCITT-FALSE check value
    expect(payload.slice(-4)).toBe(expectedCrc(payload));

    // What the member's phone camera sees: the QR as drawn, under its watermark, reads the same.
    const drawn = await image.screenshot({ animations: 'disabled' });
    expect(decodeQrPng(drawn)).toBe(payload);

    // The member scans and pays; the payment lands in the PromptPay account's statement.
    await liveUpdatesOpen(page);
    await markDocument(page);
    const paidAt = Date.now();
    const outcome = await postStatementLine(e2e.url, {
      accountNumber: promptPay.account_number,
      amount: pending!.amount,
    });
    expect(outcome).toBe('matched');
    const done = popup(page, money.result.depositDoneTitle);
    await done.waitFor({ timeout: liveUpdateLimitMs });
    expect(Date.now() - paidAt).toBeLessThan(liveUpdateLimitMs);
    expect(Date.now() - processShownAt).toBeLessThan(firstPollMs);
    expect(await textOf(done)).toContain(`คุณทำการฝากเงินจำนวน ${amountText} บาท เรียบร้อยแล้ว`);
    await eventually(() => creditShown(page)).toBe(amountText);
    expect(await sameDocument(page)).toBe(true);
  });

  test('one tap on รับโปรโมชั่น opens the promotions, also when leaving the amount field shows its message', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const page = await openAsMember(e2e, viewport, member);

    // The amount first, then the promotion; each tap is a real click (press and release where the
    // button is), as a finger does it.
    let deposit = await openDepositPopup(page, viewport);
    await field(deposit, money.deposit.amount).pressSequentially('500');
    await control(deposit, money.promotion.get).click();
    const promotions = deposit.getByRole('list', { name: money.promotion.chooseTitle });
    await promotions.waitFor();
    await promotions.getByRole('button').first().click();
    await deposit.getByTestId('chosen-promotion').waitFor();
    expect(await field(deposit, money.deposit.amount).inputValue()).toBe('500');
    await control(deposit, money.promotion.cancel).click();
    await deposit.getByTestId('chosen-promotion').waitFor({ state: 'detached' });
    await control(deposit, th.common.close).click();
    await deposit.waitFor({ state: 'detached' });

    // The promotion first: the popup puts the cursor in the empty amount field, so the press on
    // รับโปรโมชั่น leaves the field, which then shows 'กรอกจำนวนเงิน' (spec §5). The message must not
    // move the button away before the release, or the tap misses.
    deposit = await openDepositPopup(page, viewport);
    const amount = field(deposit, money.deposit.amount);
    expect(await amount.evaluate((input) => input === document.activeElement)).toBe(true);
    const getPromotion = control(deposit, money.promotion.get);
    // Where the button rests once the popup's opening animation is over.
    await deposit.evaluate((popupElement) =>
      Promise.all(popupElement.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const before = await getPromotion.boundingBox();
    await getPromotion.click();
    await promotions.waitFor();
    await control(deposit, money.promotion.back).click();
    await deposit.getByText(money.deposit.amountRequired, { exact: true }).waitFor();
    const after = await getPromotion.boundingBox();
    expect(after?.y).toBeCloseTo(before!.y, 0);
    await control(deposit, th.common.close).click();
    await deposit.waitFor({ state: 'detached' });

    // The same in the withdraw popup: with the amount cleared, its close button closes it at once.
    await tapMoneyButton(page, viewport, 'withdraw');
    const withdraw = popup(page, money.withdraw.title);
    await withdraw.waitFor();
    await field(withdraw, money.withdraw.amount).fill('');
    await control(withdraw, th.common.close).click();
    await withdraw.waitFor({ state: 'detached', timeout: 2_000 });
  });

  test('a withdrawal prefilled with the whole baht of the credit completes without a reload once staff approve it', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const deposited = await creditThroughDeposit(e2e.url, member, 750.25);
    const page = await openAsMember(e2e, viewport, member);
    await eventually(() => creditShown(page)).toBe(baht(deposited));
    const credit = bahtValue(await creditShown(page));

    await tapMoneyButton(page, viewport, 'withdraw');
    const withdraw = popup(page, money.withdraw.title);
    await withdraw.waitFor();
    expect(await withdraw.getAttribute('data-testid')).toBe('withdraw-popup');
    const amountField = field(withdraw, money.withdraw.amount);
    const prefilled = await amountField.inputValue();
    expect(prefilled).toBe(String(Math.trunc(credit)));
    await amountField.press('Enter');

    const process = popup(page, money.withdraw.processTitle);
    await process.waitFor();
    const processShownAt = Date.now();
    expect(await process.getAttribute('data-testid')).toBe('withdraw-process');
    const amountText = baht(Number(prefilled));
    expect(await textOf(process.getByTestId('withdraw-amount'))).toBe(amountText);
    // The amount is held: the credit shows what is left.
    await eventually(() => creditShown(page)).toBe(baht(credit - Number(prefilled)));

    // Staff pay it out and approve it in the back office (the staff API for now).
    await liveUpdatesOpen(page);
    await markDocument(page);
    const staff = await staffToken(e2e);
    const withdrawal = await pendingWithdrawalOf(e2e.url, staff, member.phone);
    const approvedAt = Date.now();
    await approveWithdrawal(e2e.url, staff, withdrawal.id);

    const done = popup(page, money.result.withdrawDoneTitle);
    await done.waitFor({ timeout: liveUpdateLimitMs });
    expect(Date.now() - approvedAt).toBeLessThan(liveUpdateLimitMs);
    expect(Date.now() - processShownAt).toBeLessThan(firstPollMs);
    expect(await textOf(done)).toContain(`คุณทำการถอนเงินจำนวน ${amountText} บาท เรียบร้อยแล้ว`);
    expect(await process.count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
    expect(await creditShown(page)).toBe(baht(credit - Number(prefilled)));
    await control(done, 'ตกลง').click();
    await done.waitFor({ state: 'detached' });
  });
});
