import { backofficeProtectionTh } from '@chaba/i18n/catalogs/backoffice-protection.th';
import { members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { callApi, registerMemberThroughApi } from './support/api';
import { bo, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import { eventually, setUpE2e, viewports } from './support/browser';
import { textOf } from './support/site';

const e2e = setUpE2e();
const texts = backofficeProtectionTh.protection;

/**
 * The member sets limits on their own page (through the API): a limit, a lower one, a raise that
 * waits; then takes a 24-hour time-out.
 */
async function memberWithLimits() {
  const member = await registerMemberThroughApi(e2e.url);
  const { access_token: token } = await callApi<{ access_token: string }>(e2e.url, '/api/login', {
    body: { phone: member.phone, password: member.password },
  });
  for (const limits of [
    { deposit_day: 2000, loss_week: 800 },
    { deposit_day: 1500 },
    { deposit_day: 5000 },
  ]) {
    const response = await fetch(`${e2e.url}/api/customers/responsible-gambling/limits`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(limits),
    });
    expect(response.status).toBe(200);
  }
  await callApi(e2e.url, '/api/customers/responsible-gambling/time-out', { token, body: { period: '24h' } });
  const [row] = await e2e.server.running.connection.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.phone, member.phone));
  return { ...member, id: row!.id };
}

describe.each(viewports)("the member page's player protection at $width px", (viewport) => {
  test('support reads the time-out, the limits, the waiting raise and the history, and finds no way to lift anything', async () => {
    const member = await memberWithLimits();
    const support = await staffWithSecondFactor(e2e.server, 'support');
    const desk = await signInToConsole(e2e, viewport, support);
    await desk.goto(`${e2e.url}/backoffice/members/${member.id}?tab=protection`);

    const section = desk.getByTestId('member-protection');
    await section.waitFor();
    const depositDay = section.getByTestId('protection-limit-deposit_day');
    await eventually(() => textOf(depositDay)).toContain('1,500.00');
    expect(await textOf(depositDay)).toContain('5,000.00');
    expect(await textOf(depositDay)).toContain(texts.confirmableFrom.split(' ')[0]!);
    expect(await textOf(section.getByTestId('protection-limit-loss_week'))).toContain('800.00');
    expect(await textOf(section.getByTestId('protection-limit-deposit_week'))).toContain(texts.none);

    expect(await textOf(section.getByTestId('protection-restriction'))).toContain(texts.timedOut);
    // Beside the member's name too, on every tab.
    expect(await textOf(desk.getByTestId('member-protection-badge'))).toContain(texts.timedOut);
    const history = section.getByTestId('protection-history').getByRole('listitem');
    expect(await history.count()).toBe(5);
    expect(await textOf(history.first())).toContain(texts.kinds.time_out);
    expect(await textOf(history.first())).toContain(texts.until);
    expect(await textOf(history.nth(1))).toContain(texts.changes.increase_requested);
    expect(await textOf(section.getByTestId('protection-history'))).toContain(texts.changes.decreased);

    expect(await textOf(section.getByTestId('protection-no-lift'))).toBe(texts.noLift);
    expect(
      await section
        .getByRole('button')
        .filter({ hasText: /ยกเลิก|ลด|lift|shorten/i })
        .count(),
    ).toBe(0);
    expect(bo.members.tabs.protection).toBeTruthy();
  });
});
