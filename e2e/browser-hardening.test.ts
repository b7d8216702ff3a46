import { describe, expect, test } from 'vitest';
import { registerMemberThroughApi } from './support/api';
import { eventually, setUpE2e, viewports, waitForHydration } from './support/browser';
import {
  cspViolations,
  loginCookie,
  loginHintCookieName,
  readableByScripts,
  recordCspViolations,
} from './support/session';
import {
  closeAnnouncementWhenItAppears,
  logOutFromMenu,
  openLoginPopup,
  submitLogin,
  textOf,
} from './support/site';

const e2e = setUpE2e();

/** Browser hardening (issue 9, decision 0009): the login out of scripts' reach, the site under its CSP. */
describe.each(viewports)('browser hardening at $width px', (viewport) => {
  test('after login no script can read the token, an old stored one is removed, and logout ends the cookie', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const page = await e2e.newPage(viewport);
    await recordCspViolations(page);
    await closeAnnouncementWhenItAppears(page);
    const answer = await page.goto(`${e2e.url}/`);
    const policy = answer?.headers()['content-security-policy'] ?? '';
    const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSources).toMatch(/'nonce-[^']+'/);
    expect(scriptSources).not.toContain("'unsafe-inline'");
    await waitForHydration(page);

    // A token an earlier version left where scripts can read it goes at the next load.
    await page.evaluate(() => {
      window.localStorage.setItem('auth._token.local', 'old-token');
      window.localStorage.setItem('auth._token_expiration.local', String(Date.now() + 60_000));
      document.cookie = 'auth._token.local=old-token; path=/';
    });
    await page.reload();
    await waitForHydration(page);
    await eventually(() => readableByScripts(page)).not.toContain('old-token');

    const login = await openLoginPopup(page);
    await submitLogin(login, member.phone, member.password);
    await login.waitFor({ state: 'detached' });
    await eventually(() => textOf(page.getByTestId('member-phone'))).toBe(member.phone);

    const cookie = await loginCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const readable = await readableByScripts(page);
    expect(cookie?.value.length).toBeGreaterThan(10);
    expect(readable).not.toContain(cookie?.value);
    expect(readable).toContain(loginHintCookieName);

    // A reload keeps the login (the server render sees the cookie).
    await page.reload();
    await waitForHydration(page);
    await eventually(() => textOf(page.getByTestId('member-phone'))).toBe(member.phone);

    await logOutFromMenu(page, viewport);
    await eventually(() => page.getByTestId('member-bar').count()).toBe(0);
    await eventually(async () => (await loginCookie(page)) === undefined).toBe(true);
    expect(await readableByScripts(page)).not.toContain(loginHintCookieName);
    expect(await cspViolations(page)).toEqual([]);
  });
});
