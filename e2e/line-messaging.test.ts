import { backofficeLineEn } from '@chaba/i18n/catalogs/backoffice-line.en';
import { backofficeLineTh } from '@chaba/i18n/catalogs/backoffice-line.th';
import { webLineNewsTh as webLineTh } from '@chaba/i18n/catalogs/web-line-news.th';
import { lineFriendships, memberLineAccounts, memberLineSettings, members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { registerMemberThroughApi, type ApiMember } from './support/api';
import { bo, consoleField, openDesk, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import { saveScreenshot, setUpE2e, viewports, type Viewport } from './support/browser';
import { openAsMember } from './support/money';
import { openInformationPopup } from './support/site';

/** LINE messages (issue 31, decision 71): the member's marketing switch and the console's desk. */
const e2e = setUpE2e();
let lineUsers = 0;

/** A member whose LINE account is linked and follows the Official Account (rows as LINE Login and the webhook leave them). */
async function linkedMember(): Promise<ApiMember & { memberId: number }> {
  const member = await registerMemberThroughApi(e2e.url);
  const db = e2e.server.running.connection.db;
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.phone, member.phone));
  const lineUserId = `U${(Date.now() * 100 + (lineUsers += 1)).toString(16).padStart(32, '0')}`;
  await db.insert(memberLineAccounts).values({ memberId: row!.id, lineUserId });
  const now = e2e.server.clock.now();
  await db.insert(lineFriendships).values({ lineUserId, following: true, eventAt: now, updatedAt: now });
  return { ...member, memberId: row!.id };
}

describe.each(viewports)('LINE messages at $width px', (viewport) => {
  test('a linked member stops marketing messages from the information popup', async () => {
    const member = await linkedMember();
    const site = await openAsMember(e2e, viewport, member);
    const information = await openInformationPopup(site, viewport);
    const lineSwitch = information.getByRole('switch', { name: webLineTh.title });
    await lineSwitch.scrollIntoViewIfNeeded();
    expect(await lineSwitch.getAttribute('aria-checked')).toBe('true');
    await saveScreenshot(site, `line-switch-on-th-${viewport.width}`);
    await lineSwitch.click();
    await site.getByText(webLineTh.turnedOff).first().waitFor();
    await expect.poll(() => lineSwitch.getAttribute('aria-checked')).toBe('false');
    const [settings] = await e2e.server.running.connection.db
      .select()
      .from(memberLineSettings)
      .where(eq(memberLineSettings.memberId, member.memberId));
    expect(settings?.marketingOptOut).toBe(true);
    await saveScreenshot(site, `line-switch-off-th-${viewport.width}`);
  });

  test('marketing writes a message, sees the preview and the count, and sends it', async () => {
    await linkedMember();
    const marketing = await staffWithSecondFactor(e2e.server, 'marketing');
    const desk = await signInToConsole(e2e, viewport, marketing);
    await openDesk(desk, viewport, bo.nav.line);
    const texts = backofficeLineTh.line;
    const form = desk.getByTestId('line-form');
    await consoleField(form, texts.textTh).fill('โปรโมชั่นฝากแรกของวัน รับโบนัสเพิ่มทันที');
    await consoleField(form, texts.textEn).fill("Today's first deposit gets a bonus at once");
    await consoleField(form, texts.linkUrl).fill('https://chaba.example/promotion');
    await desk.getByTestId('line-preview').getByText('โปรโมชั่นฝากแรกของวัน').waitFor();
    await form.getByRole('button', { name: texts.count, exact: true }).click();
    const count = desk.getByTestId('line-count');
    await count.waitFor();
    const reached = Number(/\d+/.exec(await count.innerText())![0]);
    expect(reached).toBeGreaterThan(0);
    await photograph(desk, viewport, 'th');
    await form.getByRole('button', { name: texts.send, exact: true }).click();
    const confirm = desk.getByRole('dialog', { name: texts.send });
    await confirm.getByRole('button', { name: texts.send, exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    const history = desk.getByTestId('line-campaigns');
    await history.getByText('โปรโมชั่นฝากแรกของวัน').filter({ visible: true }).first().waitFor();
    await photograph(desk, viewport, 'en');
  });
});

/** The desk in one language, for a person to look at (E2E_SCREENSHOTS=1). */
async function photograph(desk: Page, viewport: Viewport, language: 'th' | 'en') {
  if (language === 'en') {
    await desk.evaluate(() => localStorage.setItem('chaba.backoffice.language', 'en'));
    await desk.reload();
    await desk.getByRole('heading', { name: backofficeLineEn.line.title }).waitFor();
  }
  await saveScreenshot(desk, `backoffice-line-${language}-${viewport.width}`, { fullPage: true });
  if (language === 'en') await desk.evaluate(() => localStorage.setItem('chaba.backoffice.language', 'th'));
}
