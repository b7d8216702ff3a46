/**
 * The operator console (apps/backoffice) for the browser tests: staff accounts set up as an owner's
 * invitation would leave them, their authenticator's codes, and signing in through the console's page.
 */
import { backofficeMembersTh } from '@chaba/i18n/catalogs/backoffice-members.th';
import { backofficeMoneyTh } from '@chaba/i18n/catalogs/backoffice-money.th';
import { backofficeTh } from '@chaba/i18n/catalogs/backoffice.th';
import type { StaffRole } from '@chaba/contracts/staff-permissions';
import { createStaff } from '@chaba/core/backoffice/create-staff';
import { totpCode } from '@chaba/core/backoffice/totp';
import type { Locator, Page } from 'playwright-core';
import { callApi } from './api';
import type { E2eEnvironment, Viewport } from './browser';
import type { E2eServer } from './server';

/** The console's own texts: the tests find labels and buttons as a Thai operator reads them. */
export const bo = { ...backofficeTh, ...backofficeMoneyTh, ...backofficeMembersTh };

export interface StaffLogin {
  username: string;
  password: string;
  /** The TOTP secret of the staff member's authenticator. */
  secret: string;
  recoveryCodes: string[];
}

let staffCounter = 0;

/** A username no other test of the run uses. */
export function freshUsername(role: StaffRole): string {
  staffCounter += 1;
  return `${role}${process.pid % 1000}x${staffCounter}`;
}

/**
 * A staff member of the role with a password of their own and a confirmed second factor, as after
 * their first sign-in: created like `npm run staff -- create` does, then set up through the staff API.
 */
export async function staffWithSecondFactor(server: E2eServer, role: StaffRole): Promise<StaffLogin> {
  const created = await createStaff(server.running.connection.db, {
    username: freshUsername(role),
    role,
    now: new Date(),
  });
  const password = 'Staff1234';
  const first = await callApi<{ access_token: string }>(server.url, '/api/backoffice/login', {
    body: { username: created.username, password: created.oneTimePassword },
  });
  const token = first.access_token;
  await callApi(server.url, '/api/backoffice/password', {
    token,
    body: { old_password: created.oneTimePassword, password, password_confirmation: password },
  });
  const setup = await callApi<{ data: { secret: string } }>(
    server.url,
    '/api/backoffice/second-factor/setup',
    {
      token,
      body: {},
    },
  );
  const secret = setup.data.secret;
  const confirmed = await callApi<{ data: { recovery_codes: string[] } }>(
    server.url,
    '/api/backoffice/second-factor/confirm',
    { token, body: { otp: await nextCode(secret) } },
  );
  await callApi(server.url, '/api/backoffice/logout', { token, body: {} });
  return { username: created.username, password, secret, recoveryCodes: confirmed.data.recovery_codes };
}

const lastSteps = new Map<string, number>();
const stepMs = 30_000;

/** The authenticator step the next code of this secret would be for (see nextCode). */
function nextStep(secret: string): { step: number; current: number } {
  const current = Math.floor(Date.now() / stepMs);
  return { step: Math.max(current, (lastSteps.get(secret) ?? -1) + 1), current };
}

/**
 * The authenticator's code for a login: the server takes each code once and accepts the step after
 * the current one (a phone's clock drifts), so a second code within the same 30 s is the next step's,
 * and a third one waits for the next step (up to 30 s).
 */
export async function nextCode(secret: string): Promise<string> {
  const { step, current } = nextStep(secret);
  if (step > current + 1)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * stepMs - Date.now() + 200));
  lastSteps.set(secret, step);
  return totpCode(secret, new Date(step * stepMs));
}

/** A console field by its label, exactly. */
export function consoleField(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

/** Where the console keeps its login (apps/backoffice/src/lib/session.ts). */
const sessionKey = 'chaba.backoffice.session';

/** The console login each staff member's last sign-in through the form left, by server and username. */
const keptSessions = new Map<string, string>();

/**
 * Opens the console's login and signs in with the password and the authenticator's code. When the same
 * staff member signs in again before the authenticator shows a code not yet used (a third code within
 * one 30 s step would wait for the next step), the new tab gets the login the last sign-in left
 * instead, as a duplicated tab does, as long as the server still accepts it; otherwise it signs in
 * through the form again.
 */
export async function signInToConsole(
  e2e: E2eEnvironment,
  viewport: Viewport,
  staff: StaffLogin,
  pathname = '/backoffice',
  /** The authenticator's code, when the server's clock has been moved (else the next one of now). */
  otp?: string,
): Promise<Page> {
  const page = await e2e.newPage(viewport);
  const kept = keptSessions.get(`${e2e.url} ${staff.username}`);
  if (otp === undefined && kept && codeWouldWait(staff.secret) && (await stillSignedIn(e2e, kept))) {
    await page.addInitScript(
      ([key, value]) => {
        // Once per tab: a sign-out (which removes it) stays signed out across reloads.
        if (sessionStorage.getItem('e2e.session-copied')) return;
        sessionStorage.setItem('e2e.session-copied', '1');
        sessionStorage.setItem(key!, value!);
      },
      [sessionKey, kept],
    );
    await page.goto(`${e2e.url}${pathname}`);
  } else {
    await page.goto(`${e2e.url}${pathname}`);
    await consoleField(page, bo.auth.username).fill(staff.username);
    await consoleField(page, bo.auth.password).fill(staff.password);
    await consoleField(page, bo.auth.otp).fill(otp ?? (await nextCode(staff.secret)));
    await page.getByRole('button', { name: bo.auth.submit, exact: true }).click();
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/backoffice/login'));
  const session = await page.evaluate((key) => sessionStorage.getItem(key), sessionKey);
  if (session) keptSessions.set(`${e2e.url} ${staff.username}`, session);
  return page;
}

function codeWouldWait(secret: string): boolean {
  const { step, current } = nextStep(secret);
  return step > current + 1;
}

/** Whether a kept console login still works: not past its end at the server's time, accepted by /me. */
async function stillSignedIn(e2e: E2eEnvironment, kept: string): Promise<boolean> {
  const { token, expiresAt } = JSON.parse(kept) as { token: string; expiresAt: number };
  if (expiresAt - 60_000 <= e2e.server.clock.now().getTime()) return false;
  const response = await fetch(`${e2e.url}/api/backoffice/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await response.arrayBuffer();
  return response.ok;
}

/** A navigation item of the console: the sidebar on a laptop, the bottom bar or "more" on a phone. */
export async function openDesk(page: Page, viewport: Viewport, label: string): Promise<void> {
  const navigation = page.getByRole('navigation', { name: bo.common.menu }).filter({ visible: true });
  const link = navigation.getByRole('link', { name: label });
  await navigation.first().waitFor();
  if (viewport.name === 'mobile' && !(await link.isVisible())) {
    await navigation.getByRole('button', { name: bo.nav.more }).click();
    await page.getByRole('dialog').getByRole('link', { name: label }).click();
    return;
  }
  await link.click();
}

/** The row of a console table (a table row on a laptop, a card on a phone) that shows a text. */
export function consoleRow(page: Page, testId: string, text: string): Locator {
  return page
    .getByTestId(testId)
    .locator('[data-row-id]')
    .filter({ visible: true })
    .filter({ hasText: text });
}
