/**
 * What the referral test needs besides the browser: the referral tab of the information popup, the
 * game side (a demo-aggregator round played over the server's signed seamless wallet), the staff's
 * "run the weekly summary now", and the site's referral base for a server on a port chosen at start.
 */
import { webBonusTh } from '@chaba/i18n/catalogs/web-bonus.th';
import { writeSiteSetting, readSiteSetting } from '@chaba/core/site/site-settings';
import type { Locator, Page } from 'playwright-core';
import { createHmac, randomUUID } from 'node:crypto';
import type { TokenResponse } from '@chaba/contracts/auth';
import type { GameUrlResponse } from '@chaba/contracts/games';
import type { Profile, ProfileResponse, PromotionSummary } from '@chaba/contracts/profile';
import type { PromotionsResponse } from '@chaba/contracts/promotions';
import type { ReferralInfoResponse } from '@chaba/contracts/referral';
import type { ReferralSummaryResponse } from '@chaba/contracts/backoffice';
import type { AuthenticateResponse, WalletResponse } from '@chaba/contracts/game-wallet';
import { callApi, type ApiMember } from './api';
import type { Viewport } from './browser';
import type { E2eServer } from './server';
import { control, dismissToasts, memberDrawer } from './site';
import { th } from './texts';

/** The bonus screens' texts (the `bonus.` part of the site's catalog, which texts.ts leaves out). */
export const bonus = webBonusTh;

// ---------------------------------------------------------------------------------------------
// The site's referral base

/**
 * The demo seed writes the referral base once, from PUBLIC_URL or else `http://localhost:{PORT}`;
 * support/server.ts starts on PORT 0 (the system picks the port) without a PUBLIC_URL, so the seed
 * wrote `http://localhost:0/ref/`. An operator sets the base to the site's own address; there is no
 * staff API for it yet, so the e2e server's database connection does it, as support/money.ts does
 * for QR payments. Returns the base the seed had written.
 */
export async function pointReferralLinksAtServer(server: E2eServer): Promise<string> {
  const db = server.running.connection.db;
  const site = await readSiteSetting(db, 'site');
  if (!site) throw new Error('the e2e server has no site setting (is the demo seed off?)');
  await writeSiteSetting(db, 'site', { ...site, referral: `${server.url}/ref/` }, new Date());
  return site.referral;
}

// ---------------------------------------------------------------------------------------------
// Members, promotions and the referral programme through the API

export async function memberToken(baseUrl: string, member: { phone: string; password: string }) {
  const answer = await callApi<TokenResponse>(baseUrl, '/api/login', {
    body: { phone: member.phone, password: member.password },
  });
  return answer.access_token;
}

export async function profileOf(baseUrl: string, token: string): Promise<Profile> {
  return (await callApi<ProfileResponse>(baseUrl, '/api/customers/profile', { token })).data;
}

/** The promotions open now, as the public /promotion page lists them. */
export async function openPromotions(baseUrl: string): Promise<PromotionSummary[]> {
  return (await callApi<PromotionsResponse>(baseUrl, '/api/promotions')).data;
}

export async function referralInfo(baseUrl: string, token: string, date?: string) {
  const query = date ? `?date=${date}` : '';
  return (await callApi<ReferralInfoResponse>(baseUrl, `/api/customers/referral${query}`, { token })).data;
}

/**
 * The date (YYYY-MM-DD) of the next Friday after `now` in Asia/Bangkok: the end (00:00 Bangkok) of the
 * summary week that contains `now`. Thailand is UTC+7 all year (no daylight saving time).
 */
export function nextFridayInBangkok(now: Date = new Date()): string {
  const bangkok = new Date(now.getTime() + 7 * 60 * 60 * 1000);
  const friday = 5;
  const daysAhead = (friday - bangkok.getUTCDay() + 7) % 7 || 7;
  return new Date(Date.UTC(bangkok.getUTCFullYear(), bangkok.getUTCMonth(), bangkok.getUTCDate() + daysAhead))
    .toISOString()
    .slice(0, 10);
}

/** Staff run the weekly referral summary now (the operators' and tests' command). */
export async function runWeeklySummary(baseUrl: string, staff: string, weekEnd: string) {
  return (
    await callApi<ReferralSummaryResponse>(baseUrl, '/api/backoffice/referrals/summary', {
      body: { week_end: weekEnd },
      token: staff,
    })
  ).data;
}

// ---------------------------------------------------------------------------------------------
// The game side: the demo aggregator's calls to the seamless wallet

const demoProvider = 'chaba-demo';

async function wallet<Answer extends WalletResponse | AuthenticateResponse = WalletResponse>(
  server: E2eServer,
  action: string,
  body: unknown,
): Promise<Answer> {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', server.running.config.DEMO_PROVIDER_SECRET)
    .update(raw)
    .digest('hex');
  const answer = await callApi<Answer>(server.url, `/api/providers/${demoProvider}/wallet/${action}`, {
    rawBody: raw,
    headers: { 'x-signature': signature },
  });
  if (answer.status !== 'OK') throw new Error(`wallet ${action}: ${JSON.stringify(answer)}`);
  return answer;
}

/** One round: what the member stakes and what the game pays back (0 for a lost round). */
export interface Round {
  bet: number;
  win: number;
}

/**
 * The member opens Hi-Lo (the launch link of GET /lobby/api/launch-game) and the demo aggregator plays
 * the rounds over the wallet, signed with the provider's secret, as it does for a person at the table.
 * Returns the wallet balance after the last round.
 */
export async function playHilo(server: E2eServer, member: ApiMember, rounds: Round[]): Promise<number> {
  const token = await memberToken(server.url, member);
  const launch = await callApi<GameUrlResponse>(
    server.url,
    `/lobby/api/launch-game/${demoProvider}/hilo?mobile=false`,
    { token },
  );
  const launchToken = new URL(launch.url).searchParams.get('token');
  if (!launchToken) throw new Error(`the launch link has no token: ${launch.url}`);
  const session = await wallet<AuthenticateResponse>(server, 'authenticate', { launch_token: launchToken });
  const playerToken = session.player_token!;
  let balance = session.balance ?? Number.NaN;
  for (const round of rounds) {
    const roundId = `e2e-hilo-${randomUUID()}`;
    const common = { player_token: playerToken, round_id: roundId, game_code: 'hilo' };
    await wallet(server, 'bet', { ...common, transaction_id: `${roundId}-bet`, amount: round.bet });
    const settled = await wallet(server, 'win', {
      ...common,
      transaction_id: `${roundId}-win`,
      amount: round.win,
    });
    balance = settled.balance ?? Number.NaN;
  }
  return balance;
}

// ---------------------------------------------------------------------------------------------
// The referral tab

/**
 * Opens the information popup on its referral tab the way a member does: "แนะนำเพื่อน" in the member
 * drawer (mobile), or account info in the member bar, then the referral tab (desktop).
 */
export async function openReferralTab(page: Page, viewport: Viewport): Promise<Locator> {
  await dismissToasts(page);
  const information = page.getByTestId('information-popup');
  if (viewport.name === 'mobile') {
    await control(page, th.nav.openMenu).click();
    await control(memberDrawer(page), th.drawer.referFriends).click();
    await information.waitFor();
  } else {
    await control(page.getByTestId('member-bar'), th.member.accountInfo).click();
    await information.waitFor();
    await information.getByRole('tab', { name: th.info.tabs.referral, exact: true }).click();
  }
  const tab = information.getByTestId('referral-tab');
  await tab.waitFor();
  return tab;
}

/**
 * Counts the page's live-update streams from now on (its 200 answers), for a page that did not come
 * from money.ts's openAsMember (the friend becomes a member by registering). `open()` waits until one
 * is listening: the server subscribes a stream before it answers, so from then on events reach the page.
 */
export function watchLiveUpdates(page: Page): { open(timeoutMs?: number): Promise<void> } {
  let streams = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/customers/stream' && response.status() === 200) {
      streams += 1;
    }
  });
  return {
    async open(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (streams === 0) {
        if (Date.now() > deadline)
          throw new Error('the page opened no live-update stream (/api/customers/stream)');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
