import type { AffiliatePlanResponse, RunAffiliateStatementsResponse } from '@chaba/contracts/affiliates';
import { webAffiliateTh } from '@chaba/i18n/catalogs/web-affiliate.th';
import { affiliates, members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { registerMemberThroughApi, type ApiMember } from './support/api';
import { saveScreenshot, screenshotsWanted, setUpE2e, viewports } from './support/browser';
import { baht, creditShown, creditThroughDeposit, openAsMember, staffToken } from './support/money';
import { playHilo, pointReferralLinksAtServer } from './support/referral';
import { textOf } from './support/site';
import { backofficeAffiliatesTh } from '@chaba/i18n/catalogs/backoffice-affiliates.th';
import { totpCode } from '@chaba/core/backoffice/totp';
import {
  bo,
  consoleRow,
  openDesk,
  signInToConsole,
  staffWithSecondFactor,
  type StaffLogin,
} from './support/backoffice';

/**
 * Issue 29's affiliate commission in Chromium: staff link the demo partner PARTNER1 to a member and
 * give it a weekly plan of 20% of NGR from this Bangkok week; a player who registered with its key
 * deposits and loses 500 at Hi-Lo; the server's clock moves past Monday 00:00 Bangkok and staff close
 * what is due; the partner opens /affiliate at 390 and 1280 px and sees the week's statement paid,
 * 100 baht, and the credit shows it.
 */

const e2e = setUpE2e();
const texts = webAffiliateTh;
const dayMs = 86_400_000;
const bangkokOffsetMs = 7 * 3_600_000;

/** Monday 00:00 Bangkok of the week of `now`, as a date and as the instant. */
function bangkokMonday(now: Date): { date: string; at: Date } {
  const local = new Date(now.getTime() + bangkokOffsetMs);
  const monday = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) -
      ((local.getUTCDay() + 6) % 7) * dayMs,
  );
  return { date: monday.toISOString().slice(0, 10), at: new Date(monday.getTime() - bangkokOffsetMs) };
}

async function staffCall<T>(method: string, pathname: string, token: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'accept-language': 'th' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${e2e.url}${pathname}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: HTTP ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

let partner: ApiMember;
let admin: StaffLogin;
let consoleSignIns = 0;
let player: ApiMember;

beforeAll(async () => {
  await pointReferralLinksAtServer(e2e.server);
  admin = await staffWithSecondFactor(e2e.server, 'admin');
  partner = await registerMemberThroughApi(e2e.url, { name: 'พันธมิตร ทดสอบ' });
  player = await registerMemberThroughApi(e2e.url, { name: 'ผู้เล่น ทดสอบ', affiliateKey: 'PARTNER1' });
  const { db } = e2e.server.running.connection;
  const [partnerRow] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.phone, partner.phone));
  const [demoPartner] = await db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(eq(affiliates.key, 'PARTNER1'));
  const staff = await staffToken(e2e);
  const plan = await staffCall<AffiliatePlanResponse>('POST', '/api/backoffice/affiliate-plans', staff, {
    name: 'E2E weekly 20%',
    basis: 'ngr',
    period: 'weekly',
    rate_bp: 2000,
  });
  const week = bangkokMonday(e2e.server.clock.now());
  await staffCall('PATCH', `/api/backoffice/affiliates/${demoPartner!.id}`, staff, {
    member_id: partnerRow!.id,
    plan_id: plan.data.id,
    commission_from: week.date,
  });

  await creditThroughDeposit(e2e.url, player, 1000);
  await playHilo(e2e.server, player, [{ bet: 500, win: 0 }]);

  // Past the week's end (Monday 00:00 Bangkok), then staff close what is due (the job would too).
  e2e.server.clock.travelTo(new Date(week.at.getTime() + 7 * dayMs + 60_000));
  await staffCall<RunAffiliateStatementsResponse>(
    'POST',
    '/api/backoffice/affiliate-statements/run',
    await staffToken(e2e),
  );
}, 60_000);

describe('the partner page', () => {
  test.each(viewports)(
    'at $width px the partner sees the closed week paid into their credit',
    async (viewport) => {
      const page = await openAsMember(e2e, viewport, partner);
      await page.goto(`${e2e.url}/affiliate`);
      await page
        .getByTestId('partner-paid')
        .filter({ hasText: baht(100) })
        .waitFor();
      const closed = page.getByTestId('partner-period').filter({ hasText: texts.status.paid });
      expect(await textOf(closed.getByTestId('period-commission'))).toBe(baht(100));
      expect(await textOf(page.getByTestId('partner-link'))).toBe(`${e2e.url}/?aff=PARTNER1`);
      expect(await creditShown(page)).toBe(baht(100));
      await saveScreenshot(page, `affiliate-partner-th-${viewport.width}`, { fullPage: true });
      await page.goto(`${e2e.url}/en/affiliate`);
      await page
        .getByTestId('partner-paid')
        .filter({ hasText: baht(100) })
        .waitFor();
      await saveScreenshot(page, `affiliate-partner-en-${viewport.width}`, { fullPage: true });
    },
  );

  test('a member who is not a partner is told so', async () => {
    const page = await openAsMember(e2e, viewports[0]!, player);
    await page.goto(`${e2e.url}/affiliate`);
    await page.getByTestId('partner-not_partner').getByText(texts.notPartnerTitle).waitFor();
    await saveScreenshot(page, 'affiliate-not-partner-th-390', { fullPage: true });
  });

  test.each(viewports)('at $width px staff find the statement in the console, paid', async (viewport) => {
    if (viewport.name === 'mobile' && !screenshotsWanted) return;
    const labels = backofficeAffiliatesTh.affiliates;
    // The server's clock was moved a week on: the authenticator's code is the one of its time.
    // A code is taken once: a second sign-in within the step uses the next step's (accepted too).
    const otp = await totpCode(
      admin.secret,
      new Date(e2e.server.clock.now().getTime() + consoleSignIns++ * 30_000),
    );
    const page = await signInToConsole(e2e, viewport, admin, '/backoffice', otp);
    await openDesk(page, viewport, bo.nav.affiliates);
    await consoleRow(page, 'affiliates-table', 'PARTNER1').filter({ hasText: 'E2E weekly 20%' }).waitFor();
    await saveScreenshot(page, `affiliate-console-${viewport.width}`, { fullPage: true });
    await page.getByRole('tab', { name: labels.tabStatements }).click();
    const row = consoleRow(page, 'affiliate-statements-table', 'PARTNER1');
    await row
      .filter({ hasText: labels.statusPaid })
      .filter({ hasText: baht(100) })
      .waitFor();
    await row.getByRole('button').click();
    await page.getByRole('dialog').getByText('20%').first().waitFor();
    await saveScreenshot(page, `affiliate-console-statement-${viewport.width}`, { fullPage: true });
  });
});
