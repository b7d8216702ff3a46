import { defaultRiskRules } from '@chaba/contracts/backoffice-risk';
import { writeSiteSetting } from '@chaba/core/site/site-settings';
import { payoutOrders } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  startLocalPayoutAgent,
  type LocalPayoutAgent,
  type LocalPayoutAgentMode,
} from '../../../scripts/local-payout-agent';
import { call, createTestApp, creditOf, memberWithToken, postStatementLines, type TestApp } from './helpers';

export const payoutSecret = 'test-payout-agent-secret-0123456789';

/**
 * A test app paying through the local payout agent (scripts/local-payout-agent.ts) over real HTTP; the agent reports back through the
 * app (signed, with the test's clock), as a real agent would post to the server.
 */
export async function appWithPayoutAgent(
  options: { mode?: LocalPayoutAgentMode; env?: Record<string, string> } = {},
): Promise<{ t: TestApp; agent: LocalPayoutAgent }> {
  // The agent is started first (the app's settings name its address); it reaches the app once made.
  const made: { app?: TestApp } = {};
  const agent = await startLocalPayoutAgent({
    secret: payoutSecret,
    mode: options.mode,
    now: () => made.app?.clock.now() ?? new Date('2026-11-20T10:00:00.000Z'),
    report: async (id, body, headers) => {
      const response = await call(
        made.app!.app,
        'POST',
        `/api/integrations/payouts/${encodeURIComponent(id)}/result`,
        {
          body,
          headers,
        },
      );
      return response.status;
    },
  });
  const app = await createTestApp({
    env: {
      PAYOUT_AGENT_URL: agent.url,
      PAYOUT_AGENT_SECRET: payoutSecret,
      PAYOUT_AGENT_TIMEOUT_MS: '500',
      PAYOUT_CHECK_AFTER_SECONDS: '60',
      OUTBOUND_ALLOW_LOOPBACK: 'true',
      ...options.env,
    },
  });
  // Every test member has the same registered name and address: the risk rules that flag shared
  // names and addresses are off here (the open-flag rule is tested with a flag of its own).
  await writeSiteSetting(
    app.connection.db,
    'risk_rules',
    { ...defaultRiskRules, shared_account_name_enabled: false, shared_address_enabled: false },
    app.clock.now(),
  );
  made.app = app;
  return { t: app, agent };
}

/** The settings desk's withdrawal form with the automatic rules on up to `upTo` baht. */
export function withdrawalSettings(overrides: Record<string, unknown> = {}) {
  return {
    min: 100,
    max: 50_000,
    daily_max: null,
    daily_count: null,
    cooldown_minutes: 0,
    second_approval_above: 20_000,
    auto_enabled: true,
    auto_up_to: 5_000,
    auto_not_first: true,
    auto_turnover_met: true,
    auto_no_risk_flag: true,
    auto_name_match: true,
    auto_player_protection: true,
    auto_member_daily_cap: null,
    auto_total_daily_cap: null,
    ...overrides,
  };
}

let counter = 0;

/** A member with credit, deposited from their own account (the bank named them as registered). */
export async function fundedMember(t: TestApp, amount: number, fromName = 'นาย ทดสอบ ระบบ') {
  const phone = `0652${String((counter += 1)).padStart(6, '0')}`;
  const member = await memberWithToken(t, phone);
  const { body } = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
    token: member.token,
    body: { amount },
  });
  await postStatementLines(t, [
    {
      id: `fund-${phone}`,
      account_number: body.data.to_account_number,
      amount: body.data.amount,
      occurred_at: t.clock.now().toISOString(),
      from_bank: 'SCB',
      from_name: fromName,
    },
  ]);
  expect(await creditOf(t.app, member.token)).toBe(body.data.amount);
  return member;
}

export const withdraw = (t: TestApp, member: { token: string; phone: string }, amount: number) =>
  call(t.app, 'POST', '/api/requests/withdraw', {
    token: member.token,
    body: { phone: member.phone, amount },
  });

/** A member whose first withdrawal a person paid: the next can be paid automatically. */
export async function returningMember(t: TestApp, staffToken: string, amount = 5_000) {
  const member = await fundedMember(t, amount + 100);
  const first = await withdraw(t, member, 100);
  expect(first.body.data.automatic).toBe(false);
  const approved = await call(t.app, 'POST', `/api/backoffice/withdrawals/${first.body.data.id}/approve`, {
    token: staffToken,
    body: { bank_ref: `BY-HAND-${member.phone}` },
  });
  expect(approved.status).toBe(200);
  return member;
}

/** The withdrawal's payout orders (one at most, by the database's constraint). */
export async function ordersOf(t: TestApp, requestId: number) {
  return t.connection.db.select().from(payoutOrders).where(eq(payoutOrders.requestId, requestId));
}

/** The desk's row of a withdrawal. */
export async function deskRow(t: TestApp, staffToken: string, requestId: number, status = 'pending') {
  const queue = await call(t.app, 'GET', `/api/backoffice/withdrawals?status=${status}`, {
    token: staffToken,
  });
  return (queue.body.data as Array<Record<string, unknown>>).find((row) => row.id === requestId);
}
