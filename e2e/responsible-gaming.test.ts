import { webProtectionTh } from '@chaba/i18n/catalogs/web-protection.th';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accountNumberFor, freshPhone, registerMemberThroughApi } from './support/api';
import { eventually, viewports, waitForHydration, type Viewport } from './support/browser';
import { memberWithCredit, setUpGameLoopE2e } from './support/game-loop';
import { money, openAsMember, openDepositPopup } from './support/money';
import { chooseDateOfBirth, registerUpToBank } from './support/register';
import { control, dismissToasts, field, openLoginPopup, popup, submitLogin, textOf } from './support/site';
import { th } from './support/texts';

/**
 * Issue 13 on the member site, in Chromium and in Thai: a deposit limit refusing a deposit beyond it,
 * a self-exclusion logging the member out and keeping them out, and the reality check over a game
 * once its interval has passed (the server's clock moved, as the referral test moves it).
 */

const e2e = setUpGameLoopE2e();
const protection = webProtectionTh;
const [mobile, desktop] = viewports as [Viewport, Viewport];

/** The responsible-gaming page through the footer link, as a person finds it. */
async function openResponsibleGaming(page: Page): Promise<void> {
  await dismissToasts(page);
  await page.getByRole('contentinfo').getByRole('link', { name: protection.link, exact: true }).click();
  await page.getByTestId('protection-tools').waitFor();
}

describe('player protection on the member site', () => {
  test('a deposit limit set on the page refuses a deposit beyond it with the server’s message', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const page = await openAsMember(e2e, mobile, member);
    await openResponsibleGaming(page);

    const depositLimits = page.getByTestId('deposit-limits');
    await field(depositLimits, protection.windows.day).fill('300');
    await control(page.getByTestId('limits-form'), protection.limits.save).click();
    await eventually(() => textOf(page.getByTestId('limit-current-deposit_day'))).toContain('300.00');
    // The change is in the history, with its time.
    expect(await textOf(page.getByTestId('protection-history'))).toMatch(
      new RegExp(
        `${protection.history.kinds.deposit_day} ${protection.history.changes.set} ไม่จำกัด → 300 \\d\\d/\\d\\d/\\d\\d \\d\\d:\\d\\d`,
      ),
    );

    const deposit = await openDepositPopup(page, mobile);
    // A limit is set already: the first deposit's offer to set one stays away.
    expect(await page.getByTestId('deposit-limit-offer').count()).toBe(0);
    await field(deposit, money.deposit.amount).fill('500');
    await deposit.getByTestId('deposit-submit').click();
    const refusal = deposit.getByTestId('server-errors');
    await refusal.waitFor();
    const text = await textOf(refusal);
    expect(text).toContain('เกินวงเงินฝากที่คุณตั้งไว้ 300.00 บาท');
    expect(text).toContain('ฝากได้อีก 300.00 บาท');
  });

  test('a new member’s first deposit offers a deposit limit under the amount form, once, and it does not stand in the way', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const page = await openAsMember(e2e, mobile, member);
    const deposit = await openDepositPopup(page, mobile);
    const offer = deposit.getByTestId('deposit-limit-offer');
    await offer.waitFor();
    // The amount form stays usable with the offer shown.
    await field(deposit, money.deposit.amount).fill('500');
    await control(offer, protection.offer.skip).click();
    await offer.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await deposit.waitFor({ state: 'detached' });
    // Skipped once, it does not come back at the next opening.
    const again = await openDepositPopup(page, mobile);
    await field(again, money.deposit.amount).waitFor();
    await page.waitForTimeout(500);
    expect(await again.getByTestId('deposit-limit-offer').count()).toBe(0);
  });

  test('self-exclusion logs the member out, and the login is refused with the date and a way to the account page', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const page = await openAsMember(e2e, desktop, member);
    await openResponsibleGaming(page);

    await control(page.getByTestId('self-exclusion'), protection.selfExclusion.periods['6m']).click();
    const confirmation = page.getByTestId('confirm-restriction');
    expect(await textOf(confirmation)).toContain(protection.confirmRestriction.text);
    await control(confirmation, protection.confirmRestriction.confirm).click();

    // Logged out, home, told until when.
    const message = popup(page, protection.loggedOutRestricted);
    await message.waitFor();
    const until = /ระงับตนเองถึง (\d\d\/\d\d\/\d\d \d\d:\d\d)/.exec(await textOf(message))?.[1];
    expect(until).toBeDefined();
    await eventually(() => new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('member-bar').count()).toBe(0);
    await control(message, th.common.ok).click();

    const login = await openLoginPopup(page);
    await submitLogin(login, member.phone, member.password);
    const refusal = login.getByTestId('server-errors');
    await refusal.waitFor();
    expect(await textOf(refusal)).toMatch(/ระงับบัญชีด้วยตนเองถึง .*\d\d:\d\d/);
    await login.getByTestId('restricted-account-link').click();
    await eventually(() => new URL(page.url()).pathname).toBe('/responsible-gaming/account');
    await waitForHydration(page);
    const account = page.getByTestId('restricted-account');
    await field(account, th.fields.phone).fill(member.phone);
    await field(account, th.fields.password).fill(member.password);
    await control(account, protection.restricted.check).click();
    expect(await textOf(page.getByTestId('restricted-status'))).toContain(`ระงับตนเองถึง ${until}`);
  });

  test('the reality check shows over the game once its interval has passed, and Stop closes the game', async () => {
    const member = await memberWithCredit(e2e.server, 500);
    const answer = await fetch(`${e2e.url}/api/customers/responsible-gambling/reality-check`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ interval_minutes: 15 }),
    });
    expect(answer.status).toBe(200);
    // Pages opened after a move of the server's clock run on its time, and the test may move theirs.
    e2e.server.clock.travelTo(new Date(e2e.server.clock.now().getTime() + 1_000));
    const page = await openAsMember(e2e, mobile, member);
    await page.goto(`${e2e.url}/lobby`);
    await page.getByTestId('lobby').waitFor();
    await waitForHydration(page);
    // Opening the game tells the server at once that a play session runs.
    const firstBeat = page.waitForResponse((response) => response.url().endsWith('/play-session/heartbeat'));
    await page.locator('[data-game-code="hibiscus-slot"]').click();
    await page.getByTestId('game-frame').waitFor();
    expect((await firstBeat).status()).toBe(200);

    // Sixteen and a half minutes of play, a heartbeat every minute and a half of both clocks (the
    // server counts at most 90 s between two heartbeats, decision 22).
    for (let step = 0; step < 11; step += 1) {
      const beat = page.waitForResponse((response) => response.url().endsWith('/play-session/heartbeat'));
      e2e.server.clock.travelTo(new Date(e2e.server.clock.now().getTime() + 90_000));
      await page.clock.fastForward(90_000);
      expect((await beat).status()).toBe(200);
    }
    const check = page.getByTestId('reality-check');
    await check.waitFor();
    expect(await textOf(check.getByTestId('reality-check-played'))).toMatch(/เล่นมาแล้ว 1[5-7] นาที/);
    expect(await textOf(check.getByTestId('reality-check-net'))).toMatch(/เสมอตัว|ได้ |เสีย /);

    await control(check, protection.realityCheck.stop).click();
    await page.getByTestId('game-frame').waitFor({ state: 'detached' });
    await check.waitFor({ state: 'detached' });
  });

  test('registration ends with the offer of a deposit limit in its last step, once; the limit set there holds at the first deposit', async () => {
    const phone = freshPhone();
    const password = 'Chaba2026x';
    const page = await e2e.openPage(desktop, '/');
    const bankStep = await registerUpToBank(page, { baseUrl: e2e.url, phone, password });
    await control(bankStep, 'ธนาคารกสิกรไทย').click();
    await field(bankStep, th.fields.accountNumber).fill(accountNumberFor(phone));
    await field(bankStep, th.fields.accountName).fill('สมหญิง ทดสอบ');
    await field(bankStep, th.fields.line).fill(phone);
    await chooseDateOfBirth(bankStep, '1990-06-15');
    await control(bankStep, th.register.submitBank).click();
    const final = popup(page, th.register.finalTitle);
    await final.getByText(th.register.loggedIn).waitFor();

    // The offer stands in the final step, under Start playing, once the automatic login is done.
    const offer = final.getByTestId('deposit-limit-offer');
    await offer.waitFor();
    await field(offer, protection.offer.day).fill('1000');
    await control(offer, protection.offer.set).click();
    await offer.waitFor({ state: 'detached' });
    await control(final, th.register.startPlaying).click();

    // The first deposit asks no more: a limit is set, and the offer came once.
    const deposit = await openDepositPopup(page, desktop);
    await field(deposit, money.deposit.amount).fill('1500');
    await deposit.getByTestId('deposit-submit').click();
    await deposit.getByTestId('server-errors').waitFor();
    expect(await textOf(deposit.getByTestId('server-errors'))).toContain('เกินวงเงินฝากที่คุณตั้งไว้ 1,000.00 บาท');
    expect(await page.getByTestId('deposit-limit-offer').count()).toBe(0);
  });
});
