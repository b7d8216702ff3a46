import { backofficeRolesEn } from '@chaba/i18n/catalogs/backoffice-roles.en';
import { backofficeRolesTh } from '@chaba/i18n/catalogs/backoffice-roles.th';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  bo,
  consoleField,
  consoleRow,
  openDesk,
  signInToConsole,
  staffWithSecondFactor,
} from './support/backoffice';
import { eventually, saveScreenshot, setUpE2e, viewports, type Viewport } from './support/browser';
import { textOf } from './support/site';

const e2e = setUpE2e();
const texts = { ...bo, ...backofficeRolesTh };
let roleCounter = 0;

describe.each(viewports)('roles the owner shapes at $width px', (viewport) => {
  test('an owner copies a built-in role into a new one, gives it to a staff member, who sees only its desks', async () => {
    const owner = await staffWithSecondFactor(e2e.server, 'owner');
    const desk = await signInToConsole(e2e, viewport, owner);
    await openDesk(desk, viewport, texts.nav.roles);
    await desk.getByRole('heading', { name: texts.rolesPage.title }).waitFor();

    // The built-in "support" is a template: read only, copied into a new role.
    await desk
      .getByTestId('role-list')
      .getByRole('button', { name: new RegExp(texts.roles.support) })
      .click();
    const editor = desk.getByTestId('role-editor');
    await editor.getByText(texts.rolesPage.builtInNote).waitFor();
    expect(await editor.locator('input[data-permission="members.view"]').isChecked()).toBe(true);
    expect(await editor.locator('input[data-permission="members.view"]').isDisabled()).toBe(true);
    await saveScreenshot(desk, `backoffice-roles-built-in-th-${viewport.width}`, { fullPage: true });
    await desk.getByTestId('copy-role').click();

    const key = `desk-${viewport.width}-${(roleCounter += 1)}`;
    const nameTh = `ฝ่ายดูแลสมาชิกกะดึก ${viewport.width}`;
    await consoleField(editor, texts.rolesPage.key).fill(key);
    await consoleField(editor, texts.rolesPage.nameTh).fill(nameTh);
    await consoleField(editor, texts.rolesPage.nameEn).fill(`Night support ${viewport.width}`);
    // The owner's own permission is never on offer; take away resets, add the withdrawals list.
    expect(await editor.locator('input[data-permission="staff.manage"]').isDisabled()).toBe(true);
    await editor.locator('input[data-permission="members.reset"]').uncheck();
    await editor.locator('input[data-permission="withdrawals.view"]').check();
    await saveScreenshot(desk, `backoffice-roles-new-th-${viewport.width}`, { fullPage: true });
    await desk.getByTestId('save-role').click();
    await desk.getByTestId('role-list').getByText(nameTh).waitFor();

    // Given to a staff member on the staff page; they see the withdrawals desk and not the adjustments.
    const staff = await staffWithSecondFactor(e2e.server, 'finance');
    await openDesk(desk, viewport, texts.nav.staff);
    const row = consoleRow(desk, 'staff-table', staff.username);
    await row.getByRole('button', { name: texts.staff.manage }).click();
    const manage = desk.getByRole('dialog', { name: staff.username });
    await manage.getByLabel(texts.staff.role).selectOption(key);
    await manage.getByText(texts.staffLimits.adjustmentLimit).waitFor();
    await saveScreenshot(desk, `backoffice-staff-manage-th-${viewport.width}`);
    await manage.getByRole('button', { name: texts.staff.changeRole }).click();
    await manage.waitFor({ state: 'hidden' });
    await eventually(async () => (await textOf(row)).includes(nameTh)).toBe(true);
    await saveScreenshot(desk, `backoffice-staff-roles-th-${viewport.width}`, { fullPage: true });

    const holder = await signInToConsole(e2e, viewport, staff);
    const menu = holder.getByRole('navigation', { name: bo.common.menu }).filter({ visible: true }).first();
    await menu.waitFor();
    if (viewport.name === 'mobile') await menu.getByRole('button', { name: bo.nav.more }).click();
    // On a phone the rest of the desks are under "more": open it, then every desk link is visible.
    const visibleLink = (name: string) => holder.getByRole('link', { name }).filter({ visible: true });
    await visibleLink(bo.nav.withdrawals).first().waitFor();
    expect(await visibleLink(bo.nav.adjustments).count()).toBe(0);
    expect(await visibleLink(bo.nav.members).count()).toBeGreaterThan(0);

    await photographInEnglish(desk, viewport);
  });
});

/** The roles page in English, a custom role open (for a person to look at with E2E_SCREENSHOTS=1). */
async function photographInEnglish(desk: Page, viewport: Viewport) {
  await desk.evaluate(() => localStorage.setItem('chaba.backoffice.language', 'en'));
  await desk.goto(`${e2e.url}/backoffice/roles`);
  await desk.getByRole('heading', { name: backofficeRolesEn.rolesPage.title }).waitFor();
  await desk
    .getByTestId('role-list')
    .getByRole('button', { name: new RegExp(`Night support ${viewport.width}`) })
    .click();
  await desk.getByTestId('role-editor').waitFor();
  await saveScreenshot(desk, `backoffice-roles-en-${viewport.width}`, { fullPage: true });
  await desk
    .getByTestId('role-list')
    .getByRole('button', { name: /Finance/ })
    .click();
  await saveScreenshot(desk, `backoffice-roles-built-in-en-${viewport.width}`, { fullPage: true });
  await desk.evaluate(() => localStorage.setItem('chaba.backoffice.language', 'th'));
}
