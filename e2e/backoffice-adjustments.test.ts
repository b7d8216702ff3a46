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
import { baht, creditShown, openAsMember } from './support/money';
import { textOf } from './support/site';

const e2e = setUpE2e();

/** Above the development default of ADJUSTMENT_SECOND_APPROVAL_ABOVE (10,000 baht): two approvers. */
const largeCredit = 12_345;

describe.each(viewports)('manual adjustments at $width px', (viewport) => {
  test('a large credit waits for a second finance user: the first cannot approve their own, the second does, and the member sees it', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const site = await openAsMember(e2e, viewport, member);
    expect(await creditShown(site)).toBe('0.00');
    const [first, second] = await Promise.all([
      staffWithSecondFactor(e2e.server, 'finance'),
      staffWithSecondFactor(e2e.server, 'finance'),
    ]);

    // The first finance user credits the member from the member page.
    const desk = await signInToConsole(e2e, viewport, first);
    await openDesk(desk, viewport, bo.nav.members);
    await desk.getByRole('searchbox', { name: bo.members.search }).fill(member.phone);
    await desk.getByRole('button', { name: bo.common.search, exact: true }).click();
    await consoleRow(desk, 'members-table', member.phone).getByRole('link').first().click();
    await desk.getByTestId('member-actions').getByRole('button', { name: bo.members.actions.adjust }).click();
    const form = desk.getByRole('dialog', { name: bo.members.actions.adjust });
    await consoleField(form, bo.adjustments.amount).fill(String(largeCredit));
    await form.getByLabel(bo.adjustments.reason).selectOption('goodwill');
    await consoleField(form, bo.adjustments.note).fill('ชดเชยเกมค้างระหว่างปิดปรับปรุง');
    await form.getByRole('button', { name: bo.adjustments.submitCredit }).click();
    await form.waitFor({ state: 'hidden' });
    expect(await creditShown(site)).toBe('0.00');

    // It waits in the adjustments queue; its author's own approval is refused.
    await openDesk(desk, viewport, bo.nav.adjustments);
    const waiting = consoleRow(desk, 'adjustments-table', member.phone);
    await waiting.waitFor();
    await waiting.getByRole('button', { name: bo.adjustments.approve, exact: true }).click();
    const ownApproval = desk.getByRole('dialog', { name: bo.adjustments.approve });
    await ownApproval.getByRole('button', { name: bo.common.confirm }).click();
    await ownApproval.getByTestId('form-error').waitFor();
    await ownApproval.getByRole('button', { name: bo.common.cancel }).click();

    // Another finance user approves it, and the credit reaches the member's site.
    const secondDesk = await signInToConsole(e2e, viewport, second, '/backoffice/adjustments');
    const row = consoleRow(secondDesk, 'adjustments-table', member.phone);
    await row.getByRole('button', { name: bo.adjustments.approve, exact: true }).click();
    const approval = secondDesk.getByRole('dialog', { name: bo.adjustments.approve });
    await approval.getByRole('button', { name: bo.common.confirm }).click();
    await approval.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });
    await eventually(() => creditShown(site)).toBe(baht(largeCredit));

    await secondDesk.getByRole('tab', { name: bo.adjustments.statuses.posted }).click();
    const posted = consoleRow(secondDesk, 'adjustments-table', member.phone);
    expect(await textOf(posted)).toContain(second.username);
  });
});
