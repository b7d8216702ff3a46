import { maintenanceOff } from '@chaba/core/maintenance/read-maintenance';
import { writeSiteSetting } from '@chaba/core/site/site-settings';
import { backofficeSettingsTh } from '@chaba/i18n/catalogs/backoffice-settings.th';
import { webMaintenanceTh } from '@chaba/i18n/catalogs/web-maintenance.th';
import { afterEach, describe, expect, test } from 'vitest';
import { registerMemberThroughApi } from './support/api';
import { bo, consoleField, openDesk, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import { eventually, setUpE2e, viewports } from './support/browser';
import { creditThroughDeposit, openAsMember } from './support/money';
import { textOf } from './support/site';

/**
 * Issue 12 in Chromium: an admin changes the LINE contact link in the console's settings desk and the
 * member site links to it on its next page; an admin turns maintenance on, and a member
 * whose lobby was already open taps a game: the launch is refused and the site shows the maintenance
 * notice with the admin's message, instead of the game.
 */

const e2e = setUpE2e();
const settings = backofficeSettingsTh.settings;
const notice = webMaintenanceTh;

// Every test leaves the site open again, so the next one can deposit.
afterEach(async () => {
  await writeSiteSetting(e2e.server.running.connection.db, 'maintenance', maintenanceOff, new Date());
});

describe.each(viewports)('site settings and maintenance mode at $width px', (viewport) => {
  test('an admin changes the LINE contact link and the member site links to it on its next page', async () => {
    const link = `https://line.me/R/ti/p/@chaba-${viewport.width}`;
    const admin = await staffWithSecondFactor(e2e.server, 'admin');
    const desk = await signInToConsole(e2e, viewport, admin);
    await openDesk(desk, viewport, bo.nav.settings);
    await consoleField(desk, settings.site.line).fill(link);
    await desk.getByRole('button', { name: settings.save, exact: true }).click();
    await desk.getByText(settings.saved, { exact: true }).first().waitFor();

    // The member site renders the site info on the server with a cache of one second.
    const site = await e2e.openPage(viewport, '/');
    const started = Date.now();
    await eventually(async () => {
      if (Date.now() - started > 500) await site.reload();
      return site.locator(`a[href="${link}"]`).count();
    }).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  test('an admin turns maintenance on in the console and a member’s game launch shows the notice', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    await creditThroughDeposit(e2e.url, member, 200);
    const site = await openAsMember(e2e, viewport, member);
    await site.goto(`${e2e.url}/lobby`);
    const lobby = site.getByTestId('lobby');
    await lobby.waitFor();
    const slot = lobby.locator('[data-game-code="hibiscus-slot"]').first();
    await slot.waitFor();
    expect(await site.getByTestId('maintenance-banner').count()).toBe(0);

    // The admin: settings desk, maintenance tab, on with a Thai message.
    const message = `ปิดปรับปรุงระบบชั่วคราว ${viewport.width} กลับมาเร็ว ๆ นี้`;
    const admin = await staffWithSecondFactor(e2e.server, 'admin');
    const desk = await signInToConsole(e2e, viewport, admin);
    await openDesk(desk, viewport, bo.nav.settings);
    await desk.getByRole('tab', { name: settings.tabs.maintenance }).click();
    const form = desk.getByTestId('maintenance-form');
    await form.getByRole('checkbox', { name: new RegExp(settings.maintenance.enabled) }).check();
    await consoleField(form, settings.maintenance.messageTh).fill(message);
    await form.getByRole('button', { name: settings.save, exact: true }).click();
    await eventually(() => textOf(desk.getByTestId('maintenance-status'))).toContain(settings.maintenance.on);

    // The member taps the game: no game, the notice with the admin's message, and the banner stays.
    await slot.click();
    const dialog = site.getByRole('dialog', { name: notice.title });
    await dialog.waitFor();
    expect(await textOf(dialog)).toContain(message);
    expect(await site.getByTestId('game-frame').count()).toBe(0);
    await dialog.getByRole('button', { name: notice.ok, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const banner = site.getByTestId('maintenance-banner');
    await banner.waitFor();
    expect(await textOf(banner)).toContain(message);
    expect(await banner.isVisible()).toBe(true);
    // The notice is in the server-rendered page too (the first paint, before any script runs).
    const html = async () => (await fetch(`${e2e.url}/lobby`)).text();
    await eventually(async () => (await html()).includes(message)).toBe(true);
  });
});
