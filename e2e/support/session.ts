import type { Page } from 'playwright-core';

/**
 * The member's login as a browser holds it (decision 0009): the token in an HttpOnly cookie that no
 * script can read, and a non-secret hint of when it ends.
 */
export const loginCookieName = 'chaba_session';
export const loginHintCookieName = 'chaba_session_until';

/** The login cookie of the page's browser context, as the browser stores it (undefined when none). */
export async function loginCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === loginCookieName);
}

/** Everything a script on the page can read: `document.cookie` and both storages, as one text. */
export async function readableByScripts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const stored = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? '';
        return `${key}=${storage.getItem(key) ?? ''}`;
      });
    return [document.cookie, ...stored(window.localStorage), ...stored(window.sessionStorage)].join('\n');
  });
}

/**
 * Records the page's Content-Security-Policy violations from its first script on (the console-error
 * check reports them too; this names the directive). Read them with `cspViolations`.
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}
