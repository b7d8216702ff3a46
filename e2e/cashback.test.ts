import { addDays, bangkokDate } from '@chaba/core/bangkok-time';
import { periodContaining } from '@chaba/core/cashback/cashback-periods';
import { closeCashbackPeriod } from '@chaba/core/cashback/run-cashback-periods';
import { backofficeCashbackTh } from '@chaba/i18n/catalogs/backoffice-cashback.th';
import { webCashbackTh } from '@chaba/i18n/catalogs/web-cashback.th';
import { describe, expect, test } from 'vitest';
import { callApi, registerMemberThroughApi, type ApiMember } from './support/api';
import { slotBet } from './support/bets';
import { bo, consoleRow, openDesk, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import {
  eventually,
  saveScreenshot,
  screenshotsWanted,
  setUpE2e,
  viewports,
  waitForHydration,
  type Viewport,
} from './support/browser';
import { openAsMember, staffToken } from './support/money';
import { control, openInformationPopup } from './support/site';
import { en, th } from './support/texts';
import type { Page } from 'playwright-core';

/**
 * Cashback on losses (issue 29, decision 60) in Chromium: a member who lost at slots yesterday and
 * today sees today's running estimate and yesterday's closed cashback on the activity tab, claims
 * it, and a finance user sees the period's run and the paid payout in the console.
 */
const e2e = setUpE2e();
const cashback = webCashbackTh;
const desk = backofficeCashbackTh.cashback;

/** A daily cashback of 10 % of slot losses that members claim (one per viewport: a period closes once). */
async function createProgramme(name: string): Promise<number> {
  const answer = await callApi<{ data: { id: number } }>(e2e.url, '/api/backoffice/cashback/programmes', {
    token: await staffToken(e2e),
    body: {
      kind: 'cashback',
      name_th: name,
      period: 'daily',
      rate_percent: 10,
      categories: ['slot'],
      minimum: 0,
      maximum_payout: 0,
      turnover: 0,
      claim_mode: 'claim',
      active: true,
    },
  });
  return answer.data.id;
}

/** A lost slot bet of the member at `at`. */
const lostSlotBet = (member: ApiMember, amountSatang: bigint, at: Date) =>
  slotBet(e2e.server, member, { amountSatang, at, label: 'cashback' });

describe.each(viewports)('cashback at $width px', (viewport) => {
  test("the member sees today's estimate, claims yesterday's cashback, and staff see the run", async () => {
    const name = `คืนยอดเสียสล็อต ${viewport.width}`;
    const id = await createProgramme(name);
    const member = await registerMemberThroughApi(e2e.url);
    const now = e2e.server.clock.now();
    const today = bangkokDate(now);
    const yesterday = periodContaining({ period: 'daily', weekStartDay: 1 }, addDays(today, -1));
    // Yesterday 1,234.50 lost → 123.45; today so far 200.00 lost → 20.00.
    await lostSlotBet(member, 123_450n, new Date(Date.parse(`${yesterday.start}T12:00:00+07:00`)));
    await lostSlotBet(member, 20_000n, new Date(now.getTime() - 1_000));
    await closeCashbackPeriod(e2e.server.running.connection.db, { programmeId: id, period: yesterday, now });

    const site = await openAsMember(e2e, viewport, member);
    const information = await openInformationPopup(site, viewport);
    await information.getByRole('tab', { name: th.info.tabs.activity, exact: true }).click();
    const board = information.getByTestId('cashback-board');
    const estimate = board.locator(`[data-testid="cashback-estimate"][data-programme-id="${id}"]`);
    await eventually(() => estimate.getByTestId('cashback-estimate-amount').textContent()).toBe('20.00');
    const payout = board.getByTestId('cashback-payout').filter({ hasText: '123.45' });
    await saveScreenshot(site, `cashback-board-th-${viewport.name}`, { fullPage: true });
    await payout.getByRole('button', { name: cashback.claim, exact: true }).click();
    await site.getByRole('dialog', { name: cashback.claimedTitle }).waitFor();
    await eventually(() => payout.getAttribute('data-status')).toBe('paid');
    if (screenshotsWanted) await boardScreenshots(site, viewport);

    const finance = await staffWithSecondFactor(e2e.server, 'finance');
    const consolePage = await signInToConsole(e2e, viewport, finance);
    await openDesk(consolePage, viewport, bo.nav.cashback);
    await consolePage.getByRole('tab', { name: desk.tabs.runs }).click();
    await consoleRow(consolePage, 'cashback-runs', name)
      .getByRole('button', { name: yesterday.start })
      .click();
    const paid = consoleRow(consolePage, 'cashback-payouts', member.phone);
    await eventually(() => paid.textContent()).toContain(desk.statuses.paid);
    expect(await paid.textContent()).toContain('123.45');
    await saveScreenshot(consolePage, `cashback-console-${viewport.name}`, { fullPage: true });
    if (screenshotsWanted) {
      await consolePage.getByRole('tab', { name: desk.tabs.programmes }).click();
      await consolePage.getByTestId('cashback-new').click();
      await consolePage.getByTestId('cashback-form').waitFor();
      await saveScreenshot(consolePage, `cashback-programme-form-${viewport.name}`, { fullPage: true });
    }
  });
});

/** For a person to look at (E2E_SCREENSHOTS=1): the board in English after the claim. */
async function boardScreenshots(site: Page, viewport: Viewport) {
  await site.goto(`${e2e.url}/en`);
  await waitForHydration(site);
  if (viewport.name === 'mobile') {
    await control(site, en.nav.openMenu).click();
    await control(
      site.getByRole('navigation', { name: en.nav.memberMenu, exact: true }),
      en.drawer.personalInfo,
    ).click();
  } else {
    await control(site.getByTestId('member-bar'), en.member.accountInfo).click();
  }
  const information = site.getByTestId('information-popup');
  await information.getByRole('tab', { name: en.info.tabs.activity, exact: true }).click();
  await information.getByTestId('cashback-estimate').first().waitFor();
  await saveScreenshot(site, `cashback-board-en-${viewport.name}`, { fullPage: true });
}
