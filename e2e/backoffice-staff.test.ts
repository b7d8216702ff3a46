import { describe, expect, test } from 'vitest';
import { callApi } from './support/api';
import {
  bo,
  consoleField,
  consoleRow,
  freshUsername,
  openDesk,
  signInToConsole,
  staffWithSecondFactor,
} from './support/backoffice';
import { setUpE2e, viewports } from './support/browser';
import { textOf } from './support/site';

const e2e = setUpE2e();

describe.each(viewports)('staff management at $width px', (viewport) => {
  test('an owner invites a support user, reads the one-time password once, makes them finance and disables them', async () => {
    const owner = await staffWithSecondFactor(e2e.server, 'owner');
    const desk = await signInToConsole(e2e, viewport, owner);
    await openDesk(desk, viewport, bo.nav.staff);

    // The invitation answers a one-time password that works for the first sign-in.
    const username = freshUsername('support');
    await desk.getByRole('button', { name: bo.staff.invite }).click();
    const invite = desk.getByRole('dialog', { name: bo.staff.inviteTitle });
    await consoleField(invite, bo.staff.username).fill(username);
    await invite.getByLabel(bo.staff.role).selectOption('support');
    await invite.getByRole('button', { name: bo.staff.inviteSubmit }).click();
    const oneTimePassword = (await textOf(invite.getByTestId('one-time-password'))).trim();
    expect(oneTimePassword.length).toBeGreaterThanOrEqual(12);
    const first = await callApi<{ must_change_password: boolean }>(e2e.url, '/api/backoffice/login', {
      body: { username, password: oneTimePassword },
    });
    expect(first.must_change_password).toBe(true);
    await invite.getByRole('button', { name: bo.common.close }).first().click();

    // Listed with the role, waiting for the first sign-in; the owner changes the role, then disables.
    const row = consoleRow(desk, 'staff-table', username);
    await row.waitFor();
    expect(await textOf(row)).toContain(bo.roles.support);
    expect(await textOf(row)).toContain(bo.staff.invited);
    await row.getByRole('button', { name: bo.staff.manage }).click();
    const manage = desk.getByRole('dialog', { name: username });
    await manage.getByLabel(bo.staff.role).selectOption('finance');
    await manage.getByRole('button', { name: bo.staff.changeRole }).click();
    await manage.waitFor({ state: 'hidden' });
    await desk.waitForFunction(
      ([name, role]) =>
        Array.from(document.querySelectorAll('[data-testid="staff-table"] [data-row-id]')).some(
          (element) => element.textContent?.includes(name!) && element.textContent.includes(role!),
        ),
      [username, bo.roles.finance],
    );

    await row.getByRole('button', { name: bo.staff.manage }).click();
    await manage.getByRole('button', { name: bo.staff.disable }).click();
    await manage.waitFor({ state: 'hidden' });
    await row.getByText(bo.status.disabled).waitFor();
    const refused = await fetch(`${e2e.url}/api/backoffice/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: oneTimePassword }),
    });
    expect(refused.status).not.toBe(200);
  });
});
