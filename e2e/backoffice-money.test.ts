import { companyBankAccounts } from '@chaba/db/schema';
import { describe, expect, test } from 'vitest';
import { registerMemberThroughApi } from './support/api';
import {
  bo,
  consoleField,
  consoleRow,
  openDesk,
  signInToConsole,
  staffWithSecondFactor,
} from './support/backoffice';
import { eventually, setUpE2e, viewports } from './support/browser';
import {
  baht,
  bahtValue,
  creditShown,
  creditThroughDeposit,
  markDocument,
  money,
  openAsMember,
  postStatementLine,
  sameDocument,
  tapMoneyButton,
} from './support/money';
import { field, popup, textOf } from './support/site';

const e2e = setUpE2e();

/**
 * The console's queues follow the staff stream: a new request shows within this, without a reload
 * (the lists' own refresh, the fallback without a stream, comes every 10 s: too late for this limit).
 */
const liveUpdateLimitMs = 5_000;

let amountCounter = 0;
/** An amount no other transfer of the run has, so that its line is found in the unmatched queue. */
function uniqueAmount(): number {
  amountCounter += 1;
  return 300 + amountCounter + (process.pid % 97) / 100;
}

describe.each(viewports)('the money desks at $width px', (viewport) => {
  test('a finance user signs in with the authenticator, sees a new withdrawal arrive, approves it, and the member sees it paid', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    await creditThroughDeposit(e2e.url, member, 820);
    const finance = await staffWithSecondFactor(e2e.server, 'finance');

    const desk = await signInToConsole(e2e, viewport, finance);
    await openDesk(desk, viewport, bo.nav.withdrawals);
    await desk.getByRole('heading', { name: bo.withdrawals.title }).waitFor();
    await desk
      .locator('[data-testid="live-status"][data-connected="true"]')
      .first()
      .waitFor({ state: 'attached' });
    await markDocument(desk);

    // The member asks for a withdrawal on the site.
    const site = await openAsMember(e2e, viewport, member);
    await eventually(() => creditShown(site)).toBe(baht(820));
    await tapMoneyButton(site, viewport, 'withdraw');
    const withdraw = popup(site, money.withdraw.title);
    await field(withdraw, money.withdraw.amount).fill('500');
    await field(withdraw, money.withdraw.amount).press('Enter');
    await popup(site, money.withdraw.processTitle).waitFor();
    const requestedAt = Date.now();

    // It appears in the console's queue without a reload, and the menu counts it.
    const row = consoleRow(desk, 'withdrawals-table', member.phone);
    await row.waitFor({ timeout: liveUpdateLimitMs });
    expect(Date.now() - requestedAt).toBeLessThan(liveUpdateLimitMs);
    expect(await sameDocument(desk)).toBe(true);
    const menu = desk.getByRole('navigation', { name: bo.common.menu }).filter({ visible: true });
    expect(await textOf(menu.getByRole('link', { name: bo.nav.withdrawals }))).toMatch(/\d/);
    expect(await textOf(row)).toContain(baht(500));
    expect(await textOf(row)).toContain(member.accountNumber);

    // Paid from the bank app, then approved with the transfer's reference.
    await row.getByRole('button', { name: bo.withdrawals.approve, exact: true }).click();
    const approve = desk.getByRole('dialog', { name: bo.withdrawals.approveTitle });
    await consoleField(approve, bo.withdrawals.bankRef).fill(`KBANK-${Date.now()}`);
    await approve.getByRole('button', { name: bo.withdrawals.approveSubmit }).click();
    await approve.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });

    // The member's site shows the withdrawal paid, over its live updates.
    const done = popup(site, money.result.withdrawDoneTitle);
    await done.waitFor();
    expect(await textOf(done)).toContain(`คุณทำการถอนเงินจำนวน ${baht(500)} บาท เรียบร้อยแล้ว`);
  });

  test('an unmatched transfer is credited to the right member, and the credit appears on their site', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const site = await openAsMember(e2e, viewport, member);
    expect(await creditShown(site)).toBe('0.00');

    // A transfer arrives that no deposit request announced: it waits as unmatched.
    const [account] = await e2e.server.running.connection.db.select().from(companyBankAccounts).limit(1);
    const amount = uniqueAmount();
    const outcome = await postStatementLine(e2e.url, { accountNumber: account!.accountNumber, amount });
    expect(outcome).toBe('unmatched');

    const finance = await staffWithSecondFactor(e2e.server, 'finance');
    const desk = await signInToConsole(e2e, viewport, finance);
    await openDesk(desk, viewport, bo.nav.deposits);
    const row = consoleRow(desk, 'statement-lines-table', baht(amount));
    await row.waitFor();
    expect(await textOf(row)).toContain(bo.deposits.reasons.no_pending_deposit);

    // No deposit was announced, so no member is suggested by amount and time: staff search by phone.
    await row.getByRole('button', { name: bo.deposits.match, exact: true }).click();
    const match = desk.getByRole('dialog', { name: bo.deposits.matchTitle });
    await match.getByRole('searchbox', { name: bo.deposits.findMember }).fill(member.phone);
    await match.getByRole('button', { name: bo.common.search, exact: true }).click();
    const candidate = match
      .getByTestId('match-candidates')
      .getByRole('listitem')
      .filter({ hasText: member.phone });
    await candidate.getByRole('radio').check();
    await match.getByRole('button', { name: bo.deposits.matchSubmit }).click();
    await match.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });

    await eventually(async () => bahtValue(await creditShown(site))).toBe(amount);
  });
});
