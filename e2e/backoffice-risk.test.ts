import { backofficeRiskTh } from '@chaba/i18n/catalogs/backoffice-risk.th';
import { describe, expect, test } from 'vitest';
import { freshPhone, registerMemberThroughApi } from './support/api';
import {
  bo,
  consoleField,
  consoleRow,
  openDesk,
  signInToConsole,
  staffWithSecondFactor,
} from './support/backoffice';
import { eventually, setUpE2e, viewports } from './support/browser';
import { textOf } from './support/site';

const e2e = setUpE2e();
const { risk } = backofficeRiskTh;

/*
 * The risk desk (issue 12): two members registered with one account holder name are flagged; a
 * finance user finds the flag by its rule, clears it with a reason, and the member page shows who
 * cleared it and why.
 */
describe.each(viewports)('the risk desk at $width px', (viewport) => {
  test('a finance user clears a shared-name flag with a reason, and the member page shows it cleared', async () => {
    const name = `ชื่อซ้ำ ${freshPhone()}`;
    await registerMemberThroughApi(e2e.url, { name });
    const member = await registerMemberThroughApi(e2e.url, { name });

    const finance = await staffWithSecondFactor(e2e.server, 'finance');
    const desk = await signInToConsole(e2e, viewport, finance);
    await openDesk(desk, viewport, bo.nav.risk);
    await desk
      .getByTestId('risk-rule-filter')
      .getByRole('button', { name: risk.rules.shared_account_name })
      .click();
    const row = consoleRow(desk, 'risk-flags-table', member.phone);
    await eventually(() => row.count()).toBe(1);
    expect(await textOf(row)).toContain(name);
    const memberPage = await row.getByRole('link').first().getAttribute('href');

    await row.getByRole('button', { name: risk.clear, exact: true }).click();
    const dialog = desk.getByRole('dialog', { name: risk.clearTitle });
    await dialog.getByRole('button', { name: risk.clearSubmit }).click();
    // The reason is required: the dialog stays with the field's message.
    await eventually(() => consoleField(dialog, risk.reason).getAttribute('aria-invalid')).toBe('true');
    await consoleField(dialog, risk.reason).fill('พี่น้องกัน ตรวจสอบทางโทรศัพท์แล้ว');
    await dialog.getByRole('button', { name: risk.clearSubmit }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => row.count()).toBe(0);

    // The member page lists the flag as cleared, by whom and why.
    await desk.goto(`${e2e.url}${memberPage}`);
    const flags = desk.getByTestId('member-risk-flags');
    await flags.getByRole('button', { name: new RegExp(risk.cleared) }).click();
    await eventually(() => textOf(flags)).toContain('พี่น้องกัน ตรวจสอบทางโทรศัพท์แล้ว');
    expect(await textOf(flags)).toContain(finance.username);
  });
});
