import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { registerMemberThroughApi } from './support/api';
import { setUpE2e, viewports, waitForHydration } from './support/browser';
import { closeAnnouncementWhenItAppears, field, popup } from './support/site';
import { th } from './support/texts';

/**
 * A player on a slow phone who opens /login and types at once: the Login popup is server-rendered
 * but hydrates only when its lazy chunk arrives (decision 29). What was typed before that is kept,
 * the submit button waits for React (so the browser never sends the form itself, with the password
 * in the address), and the login goes through. The chunk is held back here until the test has typed.
 */
const e2e = setUpE2e();

/**
 * Holds back the Login popup's chunk until `release` is called, so that the test acts while the
 * popup is server-rendered but not yet alive, however fast or slow the machine is.
 */
async function holdLoginPopupChunk(page: Page): Promise<{ requested: () => boolean; release: () => void }> {
  let requested = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/login-popup-[^/]*\.js$/, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { requested: () => requested, release };
}

describe.each(viewports)('before the Login popup hydrates, at $width px', (viewport) => {
  test('what is typed is kept, submit waits for React, and the login goes through', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const page = await e2e.newPage(viewport);
    await closeAnnouncementWhenItAppears(page);
    const chunk = await holdLoginPopupChunk(page);
    const addresses: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) addresses.push(request.url());
    });

    await page.goto(`${e2e.url}/login`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => chunk.requested()).toBe(true);
    const login = popup(page, th.login.title);
    const submit = login.getByTestId('login-submit');
    // Server-rendered, not yet alive: the submit button is disabled until the chunk arrives.
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await field(login, th.fields.phone).fill(member.phone);
    await field(login, th.fields.password).fill(member.password);
    await field(login, th.fields.password).press('Enter');
    expect(await submit.isDisabled()).toBe(true);
    expect(chunk.requested()).toBe(true);

    chunk.release();
    // Playwright's click waits for the button to be enabled, i.e. for hydration.
    await submit.click();
    await login.waitFor({ state: 'detached' });
    await page.getByTestId('member-phone').filter({ hasText: member.phone }).waitFor();

    expect(addresses.filter((address) => address.includes(member.password))).toEqual([]);
    expect(addresses.filter((address) => new URL(address).search.includes('phone='))).toEqual([]);
  });
});

describe('the popups a guest opens next', () => {
  test('are fetched at the first key, touch or scroll, not while the page starts', async () => {
    const page = await e2e.newPage(viewports.find((viewport) => viewport.name === 'mobile')!);
    await closeAnnouncementWhenItAppears(page);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/assets\/(login|register)-popup-[^/]*\.js$/.exec(request.url());
      if (chunk) fetched.push(chunk[1]!);
    });
    await page.goto(`${e2e.url}/`);
    await waitForHydration(page);
    // Idle, loaded and hydrated: before decision 37 both were fetched by now (an idle callback).
    await page.evaluate(
      () =>
        new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1_500), { timeout: 3_000 })),
    );
    expect(fetched).toEqual([]);

    await page.keyboard.press('Shift');
    await expect.poll(() => [...fetched].sort(), { timeout: 10_000 }).toEqual(['login', 'register']);
  });
});
