import { backofficeBonusesTh } from '@chaba/i18n/catalogs/backoffice-bonuses.th';
import { webBonusTh } from '@chaba/i18n/catalogs/web-bonus.th';
import { describe, expect, test } from 'vitest';
import { callApi, registerMemberThroughApi } from './support/api';
import {
  bo,
  consoleField,
  consoleRow,
  openDesk,
  signInToConsole,
  staffWithSecondFactor,
} from './support/backoffice';
import { eventually, saveScreenshot, setUpE2e, viewports } from './support/browser';
import { baht, creditShown, openAsMember, openDepositPopup, staffToken } from './support/money';
import { field, popup } from './support/site';

const e2e = setUpE2e();
const texts = backofficeBonusesTh;
let coupons = 0;

/** A coupon of 50 baht without turnover, open today, written through the staff API. */
async function createCoupon(): Promise<string> {
  const code = `E2E${Date.now().toString(36)}${(coupons += 1)}`.toUpperCase();
  const today = new Date(e2e.server.clock.now().getTime() + 7 * 3600_000).toISOString().slice(0, 10);
  await callApi(e2e.url, '/api/backoffice/coupons', {
    token: await staffToken(e2e),
    body: {
      code,
      name_th: 'คูปองทดสอบ',
      bonus_kind: 'fixed',
      amount: 50,
      total_uses: 10,
      once_per_member: true,
      start_date: today,
      end_date: today,
      turnover_multiplier: 0,
    },
  });
  return code;
}

describe.each(viewports)('staff bonuses and coupons at $width px', (viewport) => {
  test('finance grants a bonus from the member page and the member redeems a coupon in the deposit popup', async () => {
    const member = await registerMemberThroughApi(e2e.url);
    const [site, finance, code] = await Promise.all([
      openAsMember(e2e, viewport, member),
      staffWithSecondFactor(e2e.server, 'finance'),
      createCoupon(),
    ]);
    expect(await creditShown(site)).toBe('0.00');

    // Finance grants 300 baht with ×1 turnover from the member page's bonuses tab.
    const desk = await signInToConsole(e2e, viewport, finance);
    await openDesk(desk, viewport, bo.nav.members);
    await desk.getByRole('searchbox', { name: bo.members.search }).fill(member.phone);
    await desk.getByRole('button', { name: bo.common.search, exact: true }).click();
    await consoleRow(desk, 'members-table', member.phone).getByRole('link').first().click();
    await desk.getByRole('tab', { name: bo.members.tabs.bonuses, exact: true }).click();
    await desk.getByRole('button', { name: texts.bonuses.grant, exact: true }).click();
    const form = desk.getByRole('dialog', { name: texts.bonuses.grant });
    await consoleField(form, texts.bonuses.amount).fill('300');
    await consoleField(form, texts.bonuses.turnoverMultiplier).fill('1');
    await consoleField(form, texts.bonuses.reason).fill('ชดเชยเกมค้าง');
    await form.getByRole('button', { name: texts.bonuses.grant, exact: true }).click();
    await form.waitFor({ state: 'hidden' });
    const history = consoleRow(desk, 'bonus-history', texts.bonuses.sources.staff_bonus);
    await history.waitFor();
    expect(await history.innerText()).toContain(finance.username);
    await expect.poll(() => desk.getByTestId('bonus-forfeit').innerText()).toContain('300');
    await eventually(() => creditShown(site)).toBe(baht(300));
    await saveScreenshot(desk, `bonuses-console-${viewport.name}`, { fullPage: true });

    // The member types a wrong code, reads why, then the right one (any case).
    const deposit = await openDepositPopup(site, viewport);
    const coupon = deposit.getByTestId('coupon-field');
    await field(coupon, webBonusTh.coupon.label).fill('NOSUCHCODE');
    await coupon.getByTestId('coupon-submit').click();
    await coupon.getByText('ไม่พบรหัสคูปองนี้').waitFor();
    await saveScreenshot(site, `coupon-deposit-${viewport.name}`);
    await field(coupon, webBonusTh.coupon.label).fill(code.toLowerCase());
    await coupon.getByTestId('coupon-submit').click();
    await popup(site, webBonusTh.coupon.redeemedTitle).waitFor();
    await eventually(() => creditShown(site)).toBe(baht(350));
  });
});
