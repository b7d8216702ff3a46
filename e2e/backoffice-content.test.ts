import { backofficeContentTh } from '@chaba/i18n/catalogs/backoffice-content.th';
import { describe, expect, test } from 'vitest';
import { registerMemberThroughApi } from './support/api';
import { bo, consoleField, openDesk, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import { eventually, setUpE2e, viewports } from './support/browser';
import { money, openAsMember, openDepositPopup } from './support/money';
import { control, textOf } from './support/site';

/**
 * Issue 12 in Chromium: a marketing user changes a promotion's bonus percent in the console's content
 * desk, and a member's deposit popup shows the new value, with no restart.
 */

const e2e = setUpE2e();
const content = backofficeContentTh.content;
const promotionName = 'สมาชิกใหม่ รับโบนัส 50%';

describe.each(viewports)('the content desk at $width px', (viewport) => {
  test('a marketing user edits a promotion’s bonus percent and the member’s deposit popup shows it', async () => {
    // Each viewport writes its own value, so that the second run proves its own change.
    const percent = viewport.name === 'mobile' ? 37.5 : 62.5;
    const marketing = await staffWithSecondFactor(e2e.server, 'marketing');
    const desk = await signInToConsole(e2e, viewport, marketing);
    await openDesk(desk, viewport, bo.nav.content);
    await desk.getByRole('tab', { name: content.tabs.promotions }).waitFor();
    await desk.getByTestId('content-list').getByRole('button').filter({ hasText: promotionName }).click();

    const form = desk.getByTestId('promotion-form');
    await form.waitFor();
    // The three languages of the name are there, the Thai one filled.
    expect(await consoleField(form, `${content.promotion.name} · ${content.languages.th}`).inputValue()).toBe(
      promotionName,
    );
    const bonusPercent = consoleField(form, content.promotion.bonusPercent);
    await bonusPercent.fill(String(percent));
    await form.getByRole('button', { name: content.save, exact: true }).click();
    await desk.getByText(content.saved).first().waitFor();
    await eventually(() => textOf(desk.getByTestId('content-list'))).toContain(`โบนัส ${percent}%`);

    // A member opens the deposit popup and picks that promotion: the new percent is what it says.
    const member = await registerMemberThroughApi(e2e.url);
    const site = await openAsMember(e2e, viewport, member);
    const deposit = await openDepositPopup(site, viewport);
    await control(deposit, money.promotion.get).click();
    const promotions = deposit.getByRole('list', { name: money.promotion.chooseTitle });
    await promotions.waitFor();
    await promotions.getByRole('button').filter({ hasText: promotionName }).first().click();
    const chosen = deposit.getByTestId('chosen-promotion');
    await chosen.waitFor();
    expect(await textOf(chosen)).toContain(`${percent}%`);
  });

  test('a marketing user writes the privacy policy and the member site’s page shows it, Thai where English is empty', async () => {
    const title = `นโยบายความเป็นส่วนตัว ${viewport.width}`;
    const marketing = await staffWithSecondFactor(e2e.server, 'marketing');
    const desk = await signInToConsole(e2e, viewport, marketing);
    await openDesk(desk, viewport, bo.nav.content);
    await desk.getByRole('tab', { name: content.tabs.pages }).click();
    await desk.getByTestId('content-new').click();
    await consoleField(desk, content.page.kind).selectOption('privacy_policy');
    await consoleField(desk, `${content.page.title} · ${content.languages.th}`).fill(title);
    await consoleField(desk, `${content.page.title} · ${content.languages.en}`).fill(
      `Privacy policy ${viewport.width}`,
    );
    await consoleField(desk, `${content.page.body} · ${content.languages.th}`).fill(
      'เราเก็บข้อมูลเท่าที่จำเป็น\n\nข้อมูลบัญชีใช้เพื่อการถอนเงินเท่านั้น',
    );
    await desk.getByRole('button', { name: content.save, exact: true }).click();
    await desk.getByText(content.saved).first().waitFor();

    const site = await e2e.newPage(viewport);
    await site.goto(`${e2e.url}/privacy-policy`);
    await eventually(() => textOf(site.locator('main'))).toContain(title);
    expect(await textOf(site.locator('main'))).toContain('ข้อมูลบัญชีใช้เพื่อการถอนเงินเท่านั้น');
    await site.goto(`${e2e.url}/en/privacy-policy`);
    await eventually(() => textOf(site.locator('main'))).toContain(`Privacy policy ${viewport.width}`);
    // No English text was written: the Thai one shows.
    expect(await textOf(site.locator('main'))).toContain('เราเก็บข้อมูลเท่าที่จำเป็น');
  });
});
