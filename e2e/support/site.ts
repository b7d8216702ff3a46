import type { Locator, Page } from 'playwright-core';
import type { Viewport } from './browser';
import { th } from './texts';

/**
 * What a person does on the member site, in the site's own words (Thai). The tests read as the steps;
 * these helpers only find things the way a person would: by role, label and visible text.
 */

/** A popup (role="dialog") by its title. */
export function popup(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title, exact: true });
}

/** An input by its label text, exactly (so that "รหัสผ่าน" does not also find "ยืนยันรหัสผ่าน"). */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

/** A button or link by its visible name, the first one that is visible (menus repeat them). */
export function control(scope: Page | Locator, name: string): Locator {
  return scope
    .getByRole('button', { name, exact: true })
    .or(scope.getByRole('link', { name, exact: true }))
    .filter({ visible: true })
    .first();
}

/**
 * The site greets visitors with the announcement popup whenever no other popup is open. A person
 * closes it and goes on: the handler does the same whenever it is there at the moment of a click.
 */
export async function closeAnnouncementWhenItAppears(page: Page): Promise<void> {
  const announcement = page.getByTestId('announcement');
  await page.addLocatorHandler(announcement, async () => {
    // Its last button is the OK button under the text (the first is the close icon).
    await announcement.getByRole('button').last().click();
  });
}

/**
 * Toasts stay 8 s (spec §2.10) and lie over the page: on a phone above the bottom bar (at the top while
 * a popup is open), on a desktop at the bottom right. A person taps them away before reaching
 * for what they cover; so do the helpers below.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.getByTestId('toast').locator('[role="status"], [role="alert"]');
  for (let remaining = await toasts.count(); remaining > 0; remaining -= 1) {
    await toasts
      .first()
      .getByRole('button')
      .click({ timeout: 2_000 })
      .catch(() => {});
  }
  await toasts
    .first()
    .waitFor({ state: 'detached', timeout: 2_000 })
    .catch(() => {});
}

/** Text of a locator with runs of white space made single spaces. */
export async function textOf(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

/** Opens the Login popup the way a guest does: the login button of the header (desktop) or bottom bar (mobile). */
export async function openLoginPopup(page: Page): Promise<Locator> {
  await dismissToasts(page);
  await control(page, th.nav.login).click();
  const login = popup(page, th.login.title);
  await login.waitFor();
  return login;
}

/** Fills and sends the Login popup. */
export async function submitLogin(login: Locator, phone: string, password: string): Promise<void> {
  await field(login, th.fields.phone).fill(phone);
  await field(login, th.fields.password).fill(password);
  await login.getByTestId('login-submit').click();
}

/** The member drawer of the mobile layout. */
export function memberDrawer(page: Page): Locator {
  return page.getByRole('navigation', { name: th.nav.memberMenu, exact: true });
}

/** Opens the information popup: account info in the member bar (desktop) or personal info in the drawer (mobile). */
export async function openInformationPopup(page: Page, viewport: Viewport): Promise<Locator> {
  await dismissToasts(page);
  if (viewport.name === 'mobile') {
    await control(page, th.nav.openMenu).click();
    await control(memberDrawer(page), th.drawer.personalInfo).click();
  } else {
    await control(page.getByTestId('member-bar'), th.member.accountInfo).click();
  }
  const information = page.getByTestId('information-popup');
  await information.waitFor();
  return information;
}

/** Logs out from the member bar (desktop) or the member drawer (mobile). */
export async function logOutFromMenu(page: Page, viewport: Viewport): Promise<void> {
  await dismissToasts(page);
  if (viewport.name === 'mobile') {
    await control(page, th.nav.openMenu).click();
    await control(memberDrawer(page), th.nav.logout).click();
  } else {
    await control(page.getByTestId('member-bar'), th.nav.logout).click();
  }
}

/** Elements of `scope` whose content is wider or taller than their box (cut or overflowing text). */
export async function clippedTexts(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((elements) =>
    elements
      .filter(
        (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      )
      .map((element) => element.textContent ?? ''),
  );
}
