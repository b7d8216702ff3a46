import { getProfile } from '@chaba/core/members/get-profile';
import { writeSiteSetting } from '@chaba/core/site/site-settings';
import type { Database } from '@chaba/db/client';
import { companyBankAccounts, creditChecks, memberTags, promotions } from '@chaba/db/schema';
import { describe, expect, it } from 'vitest';
import { presentProfile } from '../src/presenters/profile';
import {
  call,
  callWallet,
  useTestApp,
  memberIdOf,
  memberWithToken,
  postStatementLines,
  registerMember,
  logInAs,
} from './helpers';
import { profileByQueries } from './profile-by-queries';

/**
 * The profile in one statement (issue 14) answers exactly what the ten queries before it answered:
 * compared, shaped by the same presenter in every language, on a member with something in every
 * part (a tagged member's own company account, a promotion with turnover, an activity claimed, a
 * pending and finished requests with causes, a running credit check, referrals, a deposit limit,
 * PromptPay and the payment-gateway switch), on a fresh member, and through the HTTP answer.
 */
const t = useTestApp({ ledgerCheck: 'none' });

let counter = 0;
const nextPhone = () => `0627${String((counter += 1)).padStart(6, '0')}`;

async function compare(memberId: number) {
  const now = t.clock.now();
  const before = await profileByQueries(t.connection.db, { memberId, now });
  const after = await getProfile(t.connection.db, { memberId, now });
  for (const language of ['th', 'en', 'cn'] as const) {
    expect(presentProfile(after, language)).toEqual(presentProfile(before, language));
  }
  return presentProfile(after, 'th');
}

/** Counts what a use case asks of the database handle. */
function countingDb(db: Database) {
  const calls: string[] = [];
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(key));
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, calls };
}

async function wallet(action: string, body: Record<string, unknown>) {
  const answer = await callWallet(t, action, body);
  if (answer.status !== 200 || answer.body.status !== 'OK')
    throw new Error(`${action}: ${answer.status} ${answer.text}`);
}

describe('the profile in one statement', () => {
  it('answers what the queries answered, on a member with every part filled', async () => {
    const db = t.connection.db;
    // A member with a referrer and a referred member of their own.
    const referrer = await memberWithToken(t, nextPhone());
    const phone = nextPhone();
    await registerMember(t.app, { phone, referralKey: referrer.profile.referral_key, bank: 'KBANK' });
    const token = await logInAs(t.app, phone, 'Secret123');
    const memberId = await memberIdOf(t, phone);
    const own = (await call(t.app, 'GET', '/api/customers/profile', { token })).body.data;
    await registerMember(t.app, { phone: nextPhone(), referralKey: own.referral_key });

    // Their tag picks a company account of its own; PromptPay and the switch set.
    await db.insert(memberTags).values({ memberId, tag: 'vip', createdAt: t.clock.now() } as never);
    await db.insert(companyBankAccounts).values({
      bank: 'bbl',
      accountNumber: '9990001112',
      accountName: 'บจก. วีไอพี',
      sortOrder: 9,
      serves: { kind: 'tag', tag: 'vip' },
    });
    await writeSiteSetting(
      db,
      'promptpay',
      { id: '0812345678', name: 'ชบา พร้อมเพย์', account_number: '1234567890' },
      t.clock.now(),
    );
    await writeSiteSetting(db, 'payment_gateway', { mode: 'all' }, t.clock.now());

    // A deposit limit, a deposit with a promotion, bets towards its turnover.
    const limit = await t.app.inject({
      method: 'PUT',
      url: '/api/customers/responsible-gambling/limits',
      headers: { authorization: `Bearer ${token}` },
      payload: { deposit_day: 5000 },
    });
    expect(limit.statusCode).toBe(200);
    const fixed = (await db.select().from(promotions)).find((row) => row.name === 'ฝาก 100 รับ 150')!;
    const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token,
      body: { amount: 100, promotion_id: fixed.id },
    });
    expect(prepared.status).toBe(200);
    const matched = await postStatementLines(t, [
      {
        id: `one-query-${prepared.body.data.ref}`,
        account_number: prepared.body.data.to_account_number,
        amount: prepared.body.data.amount,
        occurred_at: t.clock.now().toISOString(),
      },
    ]);
    expect(matched.body.data[0].status).toBe('matched');
    const launch = await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/hilo', { token });
    const launchToken = new URL(launch.body.url).searchParams.get('token')!;
    const authenticated = await callWallet(t, 'authenticate', { launch_token: launchToken });
    const player = authenticated.body.player_token as string;
    for (const round of [1, 2]) {
      await wallet('bet', {
        player_token: player,
        transaction_id: `oq-bet-${round}`,
        round_id: `oq-${round}`,
        game_code: 'hilo',
        amount: 30,
      });
      await wallet('win', {
        player_token: player,
        transaction_id: `oq-win-${round}`,
        round_id: `oq-${round}`,
        game_code: 'hilo',
        amount: 12.5,
      });
    }
    // An activity bonus claimed today.
    const events = (await call(t.app, 'GET', '/api/customers/profile', { token })).body.data.events;
    const firstOfDay = events.find((event: { name: string }) => event.name.startsWith('ฝากแรกของวัน'));
    expect((await call(t.app, 'POST', `/api/customers/get-bonus/${firstOfDay.id}`, { token })).status).toBe(
      200,
    );
    // A deposit cancelled (a cause in the member's language), then one left pending; a credit check running.
    t.clock.advanceSeconds(60);
    const cancelled = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token,
      body: { amount: 300 },
    });
    expect(
      (await call(t.app, 'POST', `/api/requests/deposit/${cancelled.body.data.id}/cancel`, { token })).status,
    ).toBe(200);
    t.clock.advanceSeconds(60);
    expect(
      (await call(t.app, 'POST', '/api/requests/deposit/prepare', { token, body: { amount: 250 } })).status,
    ).toBe(200);
    await db.insert(creditChecks).values({ memberId, startedAt: t.clock.now() });

    const answer = await compare(memberId);
    // Every part is there, so the comparison compared something in each.
    expect(answer.to_account_number).toBe('9990001112');
    expect(answer.qr_code_name).toBe('ชบา พร้อมเพย์');
    expect(answer.payment_gateway_status).toBe(true);
    expect(answer.current_promotion).toMatchObject({ turnover: 60, turnover_needed: 1500 });
    expect(Object.keys(answer.promotion_ids)).toEqual([String(fixed.id)]);
    expect(answer.pending_request).toMatchObject({ type: 'deposit', amount: expect.any(Number) });
    expect(answer.completed_requests.length).toBeGreaterThanOrEqual(2);
    expect(answer.completed_requests.some((request) => request.deleted_cause !== null)).toBe(true);
    expect(answer.events.find((event) => event.id === firstOfDay.id)?.activated).toBe(true);
    expect(answer.games[0]!.credit).toBeGreaterThan(0);
    expect(answer.credit_checking).toBe(1);
    expect(answer.promotions.length).toBeGreaterThan(0);

    // The HTTP answer is that same profile.
    const http = await call(t.app, 'GET', '/api/customers/profile', { token });
    expect(http.body.data).toEqual(answer);
    const english = await call(t.app, 'GET', '/api/customers/profile', {
      token,
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.data).toEqual(
      presentProfile(await profileByQueries(db, { memberId, now: t.clock.now() }), 'en'),
    );
  });

  it('answers what the queries answered for a member who has done nothing yet', async () => {
    const member = await memberWithToken(t, nextPhone());
    const answer = await compare(await memberIdOf(t, member.phone));
    expect(answer.pending_request).toBeNull();
    expect(answer.completed_requests).toEqual([]);
    expect(answer.current_promotion).toBeNull();
    expect(answer.games).toEqual([{ credit: 0 }]);
  });

  it('is one statement, and a member who is gone is unauthenticated', async () => {
    const member = await memberWithToken(t, nextPhone());
    const counting = countingDb(t.connection.db);
    const memberId = await memberIdOf(t, member.phone);
    // One select, prepared at the first call and only executed after that.
    await getProfile(counting.db, { memberId, now: t.clock.now() });
    expect(counting.calls).toEqual(['select']);
    await getProfile(counting.db, { memberId, now: t.clock.now() });
    expect(counting.calls).toEqual(['select']);
    await expect(
      getProfile(t.connection.db, { memberId: 987654321, now: t.clock.now() }),
    ).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
