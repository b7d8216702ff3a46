import { backofficeMoneyEn } from '@chaba/i18n/catalogs/backoffice-money.en';
import { backofficeMoneyTh } from '@chaba/i18n/catalogs/backoffice-money.th';
import { backofficeEn } from '@chaba/i18n/catalogs/backoffice.en';
import { backofficeTh } from '@chaba/i18n/catalogs/backoffice.th';
import { staffAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { consoleRow, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import { eventually, saveScreenshot, setUpE2e, viewports } from './support/browser';

/**
 * The staff and sessions desks on the shared list (issue 30, decision 69): filtered on the server,
 * sorted by a column header, exported as the filtered CSV and saved as a view; the desks' own actions
 * (revoking a session) still work. At 1280 px in English, at 390 px in Thai.
 */
const e2e = setUpE2e();

/** The CSV the export button downloads, as text. */
async function exported(desk: Page): Promise<string> {
  const [download] = (await Promise.all([
    desk.waitForEvent('download'),
    desk.getByTestId('list-export').click(),
  ])) as [Download, unknown];
  return readFile((await download.path())!, 'utf8');
}

describe.each(viewports)('the staff and sessions lists at $width px', (viewport) => {
  const english = viewport.name === 'desktop';
  const texts = english
    ? { ...backofficeEn, ...backofficeMoneyEn }
    : { ...backofficeTh, ...backofficeMoneyTh };
  const language = english ? 'en' : 'th';

  test('an owner filters, sorts, exports and saves the staff list, then finds and revokes a staff member’s session', async () => {
    const support = await staffWithSecondFactor(e2e.server, 'support');
    const [account] = await e2e.server.running.connection.db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.username, support.username));
    const owner = await staffWithSecondFactor(e2e.server, 'owner');
    // The support staff member works in the console meanwhile: a working session of theirs.
    await signInToConsole(e2e, viewport, support);
    const desk = await signInToConsole(e2e, viewport, owner);
    await desk.evaluate((chosen) => localStorage.setItem('chaba.backoffice.language', chosen), language);

    // The staff desk: part of the username, the state and the role, applied together.
    await desk.goto(`${e2e.url}/backoffice/staff`);
    await desk
      .getByTestId('staff-table')
      .locator('[data-row-id]')
      .filter({ visible: true })
      .first()
      .waitFor();
    const part = support.username.slice(2);
    await desk.getByRole('searchbox', { name: texts.staff.search }).fill(part);
    await desk.getByRole('combobox', { name: texts.withdrawals.status }).selectOption('active');
    await desk.getByRole('combobox', { name: texts.staff.role }).selectOption('support');
    await desk.getByRole('button', { name: texts.common.search, exact: true }).click();
    await eventually(() => new URL(desk.url()).searchParams.get('role')).toBe('support');
    expect(new URL(desk.url()).searchParams.get('q')).toBe(part);
    const staffRows = desk.getByTestId('staff-table').locator('[data-row-id]').filter({ visible: true });
    await eventually(() => staffRows.count()).toBe(1);
    expect(await staffRows.first().textContent()).toContain(support.username);
    // The owner is no support: the role filter was the server's.
    expect(await consoleRow(desk, 'staff-table', owner.username).count()).toBe(0);

    if (english) {
      const header = desk.getByRole('columnheader', { name: texts.staff.lastLogin });
      await header.getByRole('button').click();
      await eventually(() => new URL(desk.url()).searchParams.get('sort')).toMatch(/^last_login_at\./);
    } else {
      // The page size is the phone's way to change how much a page holds.
      await desk.getByTestId('page-size').filter({ visible: true }).selectOption('25');
      await eventually(() => new URL(desk.url()).searchParams.get('page_size')).toBe('25');
    }

    // The CSV holds the filtered list only: the support staff member.
    const staffFile = await exported(desk);
    expect(staffFile.startsWith('\uFEFFid,username,role,')).toBe(true);
    expect(staffFile.trimEnd().split('\r\n')).toHaveLength(2);
    expect(staffFile).toContain(support.username);

    // A saved view brings the filter back after a clear.
    await desk.getByTestId('save-view').click();
    await desk.getByTestId('view-name').fill('ซัพพอร์ต');
    await desk.getByRole('button', { name: texts.common.save, exact: true }).click();
    await eventually(() => desk.getByTestId('saved-views').locator('option').allTextContents()).toContain(
      'ซัพพอร์ต',
    );
    await saveScreenshot(desk, `staff-list-${language}-${viewport.width}`, { fullPage: !english });
    await desk.getByRole('button', { name: texts.common.clear, exact: true }).click();
    await eventually(() => new URL(desk.url()).searchParams.get('role')).toBeNull();
    await desk.getByTestId('saved-views').selectOption({ label: 'ซัพพอร์ต' });
    await eventually(() => new URL(desk.url()).searchParams.get('role')).toBe('support');
    await eventually(() => staffRows.count()).toBe(1);

    // The sessions desk: the support staff member's working sessions.
    await desk.goto(`${e2e.url}/backoffice/sessions`);
    await desk
      .getByTestId('sessions-table')
      .locator('[data-row-id]')
      .filter({ visible: true })
      .first()
      .waitFor();
    await desk.getByRole('textbox', { name: texts.audit.staffId }).fill(String(account!.id));
    await desk.getByRole('combobox', { name: texts.withdrawals.status }).selectOption('working');
    await desk.getByRole('button', { name: texts.common.search, exact: true }).click();
    await eventually(() => new URL(desk.url()).searchParams.get('staff')).toBe(String(account!.id));
    const sessionRows = desk.getByTestId('sessions-table').locator('[data-row-id]').filter({ visible: true });
    // Until the filtered answer arrives the previous page stays: wait for this staff member's only.
    await eventually(async () => {
      const texts = await sessionRows.allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes(support.username));
    }).toBe(true);
    const working = await sessionRows.count();
    // The login history below is this staff member's.
    await desk
      .getByTestId('logins-table')
      .locator('[data-row-id]')
      .filter({ visible: true })
      .first()
      .waitFor();

    if (english) {
      const header = desk.getByRole('columnheader', { name: texts.sessions.lastUsed });
      await header.getByRole('button').click();
      await eventually(() => new URL(desk.url()).searchParams.get('sort')).toMatch(/^last_used_at\./);
    }

    const sessionsFile = await exported(desk);
    expect(sessionsFile.startsWith('\uFEFFid,staff_id,username,')).toBe(true);
    const lines = sessionsFile.trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(working);
    for (const line of lines) expect(line).toContain(support.username);
    await saveScreenshot(desk, `sessions-list-${language}-${viewport.width}`, { fullPage: !english });

    // Revoking one ends it: the working filter no longer lists it.
    await sessionRows.first().getByRole('button', { name: texts.sessions.revoke, exact: true }).click();
    await eventually(() => sessionRows.count()).toBe(working - 1);

    // Both desks in the other language at this width, for a person to look at.
    const other = english ? 'th' : 'en';
    await desk.evaluate((chosen) => localStorage.setItem('chaba.backoffice.language', chosen), other);
    for (const [name, table] of [
      ['staff', 'staff-table'],
      ['sessions', 'sessions-table'],
    ] as const) {
      await desk.goto(`${e2e.url}/backoffice/${name}`);
      await desk.getByTestId(table).locator('[data-row-id]').filter({ visible: true }).first().waitFor();
      await saveScreenshot(desk, `${name}-list-${other}-${viewport.width}`, { fullPage: !english });
    }
  });
});

describe.each(viewports)('the sessions desk without staff management at $width px', (viewport) => {
  test('a support staff member sees their own working session and sign-ins, not the list of everyone', async () => {
    const support = await staffWithSecondFactor(e2e.server, 'support');
    const desk = await signInToConsole(e2e, viewport, support);
    await desk.goto(`${e2e.url}/backoffice/sessions`);
    const own = consoleRow(desk, 'sessions-table', support.username);
    await own.first().waitFor();
    expect(await own.count()).toBe(
      await desk.getByTestId('sessions-table').locator('[data-row-id]').filter({ visible: true }).count(),
    );
    await consoleRow(desk, 'logins-table', support.username).first().waitFor();
    // No list tools: the sessions list is staff management's.
    expect(await desk.getByTestId('list-export').count()).toBe(0);
  });
});
