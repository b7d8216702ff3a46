import { describe, expect, test } from 'vitest';
import { eventually, setUpE2e, viewports, waitForHydration } from './support/browser';
import { registerMemberThroughApi } from './support/api';
import { closeAnnouncementWhenItAppears, control, field, popup, submitLogin, textOf } from './support/site';
import { en, th } from './support/texts';

const e2e = setUpE2e();

/** Thai script: the English page must show none of it in its login popup. */
const thaiLetters = /[\u0E00-\u0E7F]/;

describe.each(viewports)('pages at $width px', (viewport) => {
  test('the home page is in Thai and greets visitors with the announcement popup', async () => {
    const page = await e2e.openPage(viewport, '/', { keepAnnouncement: true });
    expect(await page.locator('html').getAttribute('lang')).toBe('th');
    expect(await page.title()).toMatch(/ - Chaba$/);

    const announcement = popup(page, th.announcement.title);
    await eventually(() => textOf(announcement)).toContain('ยินดีต้อนรับสู่ Chaba!');
    await control(announcement, th.common.ok).click();
    await announcement.waitFor({ state: 'detached' });
    // Guests can register and log in from the visible header (desktop) or bottom bar (mobile).
    await control(page, th.nav.register).waitFor();
    await control(page, th.nav.login).waitFor();
  });

  test('/en/login is in English', async () => {
    const page = await e2e.openPage(viewport, '/en/login');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.title()).toBe(`${en.pages.login} - Chaba`);

    // The English catalog's labels, and no Thai anywhere in the popup.
    const login = popup(page, en.login.title);
    await field(login, en.fields.phone).waitFor();
    await field(login, en.fields.password).waitFor();
    expect(await textOf(login.getByTestId('login-submit'))).toBe(en.login.submit);
    expect(await textOf(login)).not.toMatch(thaiLetters);
    expect(en.login.title).not.toMatch(thaiLetters);
  });

  test('an unknown route shows the 404 page with HTTP status 404', async () => {
    const page = await e2e.newPage(viewport);
    await closeAnnouncementWhenItAppears(page);
    const response = await page.goto(`${e2e.url}/no-such-page/${viewport.name}`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);

    const body = page.locator('body');
    await eventually(() => textOf(body)).toContain('404 Not Found');
    expect(await textOf(body)).toContain('This page could not be found');
    expect(await textOf(body)).not.toContain('An error occurred');

    // The button home leads to the home page.
    await control(page, th.errorPage.backHome).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/');
  });

  test('the language switcher keeps the page, and the choice is kept in a cookie for 365 days', async () => {
    const page = await e2e.openPage(viewport, '/promotion');
    expect(await page.title()).toBe(`${th.pages.promotion} - Chaba`);

    await page.getByTestId('lang-switcher').getByRole('link', { name: 'English', exact: true }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/en/promotion');
    await eventually(() => page.title()).toBe(`${en.pages.promotion} - Chaba`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'lang');
    expect(cookie?.value).toBe('en');
    const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(364);
    expect(daysLeft).toBeLessThanOrEqual(365);
  });

  test('a guest on a members-only page logs in and comes back to it', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const page = await e2e.openPage(viewport, '/history');

    // Sent to the Login popup, with the page remembered.
    await eventually(() => new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/history');
    const login = popup(page, th.login.title);
    await submitLogin(login, member.phone, member.password);

    await eventually(() => new URL(page.url()).pathname).toBe('/history');
    await eventually(() => page.title()).toBe(`${th.pages.history} - Chaba`);
  });
});
