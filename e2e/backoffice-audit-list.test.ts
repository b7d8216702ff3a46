import { readFile } from 'node:fs/promises';
import { backofficeRiskTh } from '@chaba/i18n/catalogs/backoffice-risk.th';
import { describe, expect, test } from 'vitest';
import { bo, consoleRow, openDesk, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import { eventually, saveScreenshot, setUpE2e, viewports } from './support/browser';

/**
 * The audit list (issue 30, decision 69): filtered on the server, one line a record at 1280 px (no
 * longer a 3,100-px page for 50 rows), a row opened for its details, the filtered list exported.
 */
const e2e = setUpE2e();

describe.each(viewports)('the audit list at $width px', (viewport) => {
  test('an owner filters by a username, opens a record, exports the filter', async () => {
    const owner = await staffWithSecondFactor(e2e.server, 'owner');
    const desk = await signInToConsole(e2e, viewport, owner);
    await openDesk(desk, viewport, bo.nav.audit);

    if (viewport.name === 'desktop') {
      // Compact: fifty records fit in well under the old 62 px a record.
      const table = desk.getByTestId('audit-table').locator('table');
      await table.locator('tbody tr').first().waitFor();
      const rows = await table.locator('tbody tr').count();
      const height = (await table.locator('tbody').boundingBox())!.height;
      expect(height / rows).toBeLessThan(45);
    }

    await desk.getByRole('searchbox', { name: bo.audit.search }).fill(owner.username);
    await desk.getByRole('button', { name: bo.common.search, exact: true }).click();
    await eventually(() => new URL(desk.url()).searchParams.get('q')).toBe(owner.username);
    const login = consoleRow(desk, 'audit-table', bo.audit.actions.staff__login).first();
    await login.waitFor();
    await eventually(() =>
      desk
        .getByTestId('audit-table')
        .locator('[data-row-id]')
        .filter({ visible: true })
        .evaluateAll(
          (rows, name) => rows.every((row) => row.textContent?.includes(name) ?? false),
          owner.username,
        ),
    ).toBe(true);

    await login.getByTestId('audit-toggle').click();
    const details = desk.getByTestId('audit-record-details').filter({ visible: true });
    await details.waitFor();
    expect(await details.textContent()).toContain('staff.login');
    await saveScreenshot(desk, `audit-list-th-${viewport.width}`, { fullPage: viewport.name === 'mobile' });

    const [download] = await Promise.all([
      desk.waitForEvent('download'),
      desk.getByTestId('list-export').click(),
    ]);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file.startsWith('\uFEFFid,staff_id,username,action,')).toBe(true);
    const lines = file.trimEnd().split('\r\n').slice(1);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toContain(owner.username);

    await desk.evaluate(() => localStorage.setItem('chaba.backoffice.language', 'en'));
    await desk.reload();
    await consoleRow(desk, 'audit-table', 'Signed in').first().waitFor();
    await saveScreenshot(desk, `audit-list-en-${viewport.width}`, { fullPage: viewport.name === 'mobile' });
  });
});

/** The risk desk's all-flags tab on the risk list (decision 69). */
describe.each(viewports)('the risk list at $width px', (viewport) => {
  test('finance opens every flag, open or cleared, filtered on the server', async () => {
    const finance = await staffWithSecondFactor(e2e.server, 'finance');
    const desk = await signInToConsole(e2e, viewport, finance);
    await openDesk(desk, viewport, bo.nav.risk);
    await desk.getByRole('tab', { name: backofficeRiskTh.risk.allFlags }).click();
    await eventually(() => new URL(desk.url()).searchParams.get('view')).toBe('all');
    await desk.getByRole('searchbox', { name: backofficeRiskTh.risk.search }).fill('0999');
    await desk.getByRole('button', { name: bo.common.search, exact: true }).click();
    await eventually(() => new URL(desk.url()).searchParams.get('q')).toBe('0999');
    await desk.getByTestId('risk-list').waitFor();
    await saveScreenshot(desk, `risk-list-th-${viewport.width}`, { fullPage: viewport.name === 'mobile' });
  });
});
