import type { PrepareDepositResponse } from '@chaba/contracts/money';
import { backofficeReportsTh } from '@chaba/i18n/catalogs/backoffice-reports.th';
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, registerMemberThroughApi, type ApiMember } from './support/api';
import { bo, openDesk, signInToConsole, staffWithSecondFactor } from './support/backoffice';
import { eventually, setUpE2e, viewports } from './support/browser';
import { logInThroughApi, withdrawThroughApi } from './support/game-loop';
import {
  approveWithdrawal,
  baht,
  creditThroughDeposit,
  pendingWithdrawalOf,
  postStatementLine,
  staffToken,
} from './support/money';
import { textOf } from './support/site';

/*
 * The dashboard against money made through the real flows on a fresh server: deposits matched by the
 * bank's signed statement lines, withdrawals asked for by members and paid by staff, bets and wins
 * through the game wallet's signed calls. The test adds up what it made; the console must show the
 * same sums for today (Bangkok). Both viewports run on one server, so the sums carry over.
 */

const e2e = setUpE2e();
const reports = backofficeReportsTh;

const made = {
  deposits: [] as number[],
  withdrawals: [] as number[],
  bets: [] as number[],
  wins: [] as number[],
  depositors: new Set<string>(),
  players: new Set<string>(),
};
const sum = (list: number[]) => Math.round(list.reduce((total, amount) => total + amount, 0) * 100) / 100;

/** A member's player token at the demo aggregator, as the lobby's launch and its authenticate give it. */
async function playerToken(member: ApiMember): Promise<string> {
  const token = await logInThroughApi(e2e.url, member.phone, member.password);
  const launch = await callApi<{ url: string }>(e2e.url, '/lobby/api/launch-game/chaba-demo/hibiscus-slot', {
    token,
  });
  const launchToken = new URL(launch.url).searchParams.get('token')!;
  const auth = await wallet<{ player_token: string }>('authenticate', { launch_token: launchToken });
  return auth.player_token;
}

/** A seamless-wallet call as the aggregator signs it. */
async function wallet<T>(action: string, body: Record<string, unknown>): Promise<T> {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', e2e.server.running.config.DEMO_PROVIDER_SECRET)
    .update(raw)
    .digest('hex');
  return callApi<T>(e2e.url, `/api/providers/chaba-demo/wallet/${action}`, {
    rawBody: raw,
    headers: { 'x-signature': signature },
  });
}

let round = 0;
/** One round: a bet and its win (0 for a lost round). */
async function play(member: ApiMember, player: string, bet: number, win: number) {
  round += 1;
  const roundId = `dash-${process.pid}-${round}`;
  const placed = await wallet<{ status: string }>('bet', {
    player_token: player,
    transaction_id: `${roundId}-bet`,
    round_id: roundId,
    game_code: 'hibiscus-slot',
    amount: bet,
  });
  expect(placed.status).toBe('OK');
  made.bets.push(bet);
  made.players.add(member.phone);
  const settled = await wallet<{ status: string }>('win', {
    player_token: player,
    transaction_id: `${roundId}-win`,
    round_id: roundId,
    game_code: 'hibiscus-slot',
    amount: win,
  });
  expect(settled.status).toBe('OK');
  if (win > 0) made.wins.push(win);
}

/** A member with a deposit, a few rounds, and (for some) a paid withdrawal. */
async function moneyOfOneMember(deposit: number, rounds: [number, number][], withdraw: number) {
  const member = await registerMemberThroughApi(e2e.url);
  made.deposits.push(await creditThroughDeposit(e2e.url, member, deposit));
  made.depositors.add(member.phone);
  const player = await playerToken(member);
  for (const [bet, win] of rounds) await play(member, player, bet, win);
  if (withdraw > 0) {
    const token = await logInThroughApi(e2e.url, member.phone, member.password);
    await withdrawThroughApi(e2e.url, token, member.phone, withdraw);
    const staff = await staffToken(e2e);
    await approveWithdrawal(e2e.url, staff, (await pendingWithdrawalOf(e2e.url, staff, member.phone)).id);
    made.withdrawals.push(withdraw);
  }
  return member;
}

async function tile(page: Page, testId: string): Promise<string> {
  return textOf(page.getByTestId(testId));
}

describe.each(viewports)('the dashboard at $width px', (viewport) => {
  test("shows today's sums of the deposits, withdrawals, bets and wins made through the real flows, and follows a new deposit live", async () => {
    await moneyOfOneMember(
      1000,
      [
        [100, 250],
        [50, 0],
        [20, 15],
      ],
      300,
    );
    await moneyOfOneMember(500.5, [[200, 0]], 0);
    await moneyOfOneMember(320, [], 120);

    const finance = await staffWithSecondFactor(e2e.server, 'finance');
    const page = await signInToConsole(e2e, viewport, finance);
    // The dashboard is the home of the roles that see the figures.
    await page.waitForURL((url) => url.pathname === '/backoffice/dashboard');
    await page.getByRole('heading', { name: reports.dashboard.title }).waitFor();

    const deposits = sum(made.deposits);
    const withdrawals = sum(made.withdrawals);
    const bets = sum(made.bets);
    const wins = sum(made.wins);
    await eventually(() => tile(page, 'today-deposits')).toBe(baht(deposits));
    expect(await tile(page, 'today-deposits-count')).toBe(`${made.deposits.length} รายการ`);
    expect(await tile(page, 'today-withdrawals')).toBe(baht(withdrawals));
    expect(await tile(page, 'today-withdrawals-count')).toBe(`${made.withdrawals.length} รายการ`);
    expect(await tile(page, 'today-net-cash')).toBe(baht(deposits - withdrawals));
    expect(await tile(page, 'today-bets')).toBe(baht(bets));
    expect(await tile(page, 'today-bets-count')).toBe(`${made.bets.length} รายการ`);
    expect(await tile(page, 'today-wins')).toBe(baht(wins));
    expect(await tile(page, 'today-ggr')).toBe(baht(bets - wins));
    // No promotion was taken and no referral paid: NGR is the GGR.
    expect(await tile(page, 'today-bonus')).toBe(baht(0));
    expect(await tile(page, 'today-ngr')).toBe(baht(bets - wins));
    for (const book of ['cashback', 'rebate', 'commission', 'staff-bonus', 'coupons', 'adjustments'])
      expect(await tile(page, `today-${book}`)).toBe(baht(0));
    expect(await tile(page, 'today-first-depositors')).toBe(String(made.depositors.size));
    expect(await tile(page, 'today-active-players')).toBe(String(made.players.size));
    // The default period (the last 7 days) holds today's money too.
    expect(await tile(page, 'period-deposits')).toContain(baht(deposits));
    await page.getByTestId('trend-chart').locator('canvas').waitFor();

    // A new deposit reaches the tiles without a reload: the staff stream sees it wait, then leave the
    // queue when its transfer arrives, and the dashboard reads its figures again.
    const late = await registerMemberThroughApi(e2e.url);
    const lateToken = await logInThroughApi(e2e.url, late.phone, late.password);
    const prepared = await callApi<PrepareDepositResponse>(e2e.url, '/api/requests/deposit/prepare', {
      body: { amount: '75' },
      token: lateToken,
    });
    await eventually(() => textOf(page.getByTestId('queue-pending_deposits'))).toContain('1');
    const outcome = await postStatementLine(e2e.url, {
      accountNumber: prepared.data.to_account_number ?? '',
      amount: prepared.data.amount,
      fromAccount: late.accountNumber,
    });
    expect(outcome).toBe('matched');
    made.deposits.push(prepared.data.amount);
    made.depositors.add(late.phone);
    await eventually(() => tile(page, 'today-deposits')).toBe(baht(sum(made.deposits)));
    expect(await tile(page, 'today-first-depositors')).toBe(String(made.depositors.size));

    // The reports desk: the daily report's total for today is the same money.
    await openDesk(page, viewport, bo.nav.reports);
    await page.getByRole('heading', { name: reports.reports.title }).waitFor();
    await eventually(async () => textOf(page.getByTestId('report-totals'))).toContain(
      baht(sum(made.deposits)),
    );
  });
});
