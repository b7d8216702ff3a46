import { webProtectionTh } from '@chaba/i18n/catalogs/web-protection.th';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { registerMemberThroughApi } from './support/api';
import { eventually, viewports, type Viewport } from './support/browser';
import { setUpGameLoopE2e } from './support/game-loop';
import { money, openAsMember, openDepositPopup } from './support/money';
import { control, dismissToasts, field, textOf } from './support/site';

/**
 * Issue 13 on the member site, in Chromium and in Thai: a deposit limit refusing a deposit beyond it,
 * a self-exclusion logging the member out and keeping them out, and the reality check over a game
 * once its interval has passed (the server's clock moved, as the referral test moves it).
 */

const e2e = setUpGameLoopE2e();
const protection = webProtectionTh;
const [mobile] = viewports as [Viewport, Viewport];

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
});
