import { describe, expect, test } from 'vitest';
import { loginStatus, registerMemberThroughApi } from './support/api';
import { bo, consoleField, openDesk, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import { eventually, setUpE2e, viewports } from './support/browser';
import { openAsMember } from './support/money';
import { textOf } from './support/site';

const e2e = setUpE2e();

describe.each(viewports)('the members desk at $width px', (viewport) => {
  test('a support user finds a member by bank account number and locks them, and the member is logged out', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const site = await openAsMember(e2e, viewport, member);
    await site.getByTestId('member-bar').waitFor();

    const support = await staffWithSecondFactor(e2e.server, 'support');
    const desk = await signInToConsole(e2e, viewport, support);
    await openDesk(desk, viewport, bo.nav.members);
    await desk.getByRole('searchbox', { name: bo.members.search }).fill(member.accountNumber);
    await desk.getByRole('button', { name: bo.common.search, exact: true }).click();
    const found = desk
      .getByTestId('members-table')
      .locator('[data-row-id]')
      .filter({ visible: true })
      .filter({ hasText: member.phone });
    await eventually(() => found.count()).toBe(1);
    await found.getByRole('link').first().click();

    // The member page; support may lock but not adjust money.
    await desk.getByTestId('member-name').waitFor();
    const actions = desk.getByTestId('member-actions');
    expect(await actions.getByRole('button', { name: bo.members.actions.adjust }).count()).toBe(0);
    await actions.getByRole('button', { name: bo.members.actions.lock, exact: true }).click();
    const lock = desk.getByRole('dialog', { name: bo.members.actions.lock });
    await consoleField(lock, bo.members.actions.lockReason).fill('แจ้งว่าบัญชีถูกขโมย');
    await lock.getByRole('button', { name: bo.members.actions.lockSubmit }).click();
    await lock.waitFor({ state: 'hidden' });
    await eventually(() => textOf(desk.getByTestId('member-name'))).toContain(bo.status.locked);

    // The member's site logs out, and the password no longer opens the account.
    await eventually(() => site.getByTestId('member-bar').count()).toBe(0);
    expect(await loginStatus(e2e.url, member.phone, member.password)).not.toBe(200);
  });
});
