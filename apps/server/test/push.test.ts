import { members, pushSubscriptions } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppContext } from '../src/app-context';
import { configSchema } from '../src/config';
import { productionConfigProblems } from '../src/production-check';
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscription,
} from '../../../test/support/fake-push-service';
import {
  call,
  callWallet,
  createTestApp,
  logInAs,
  logInStaff,
  memberIdOf,
  memberWithToken,
  postStatementLines,
  registerMember,
  type TestApp,
} from './helpers';

/*
 * Web Push (issue 15, decision 35) against a local push service that checks the VAPID signature and
 * decrypts each message with the subscription's keys, as a browser's would.
 */

let t: TestApp;
let fake: FakePushService;
let staffToken: string;
const vapid = webPush.generateVAPIDKeys();
let phoneSeed = 810_000_000;
const nextPhone = () => `0${(phoneSeed++).toString()}`;

beforeAll(async () => {
  fake = await startFakePushService();
  t = await createTestApp({
    env: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@chaba.test',
      PUSH_SERVICE_ORIGINS: fake.origin,
    },
  });
  staffToken = await logInStaff(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function subscribe(token: string | undefined, body: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/customers/push-subscriptions',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'user-agent': 'Test browser' },
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function unsubscribe(token: string | undefined, endpoint: unknown) {
  const response = await t.app.inject({
    method: 'DELETE',
    url: '/api/customers/push-subscriptions',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { endpoint } as object,
  });
  return response.statusCode;
}

/** A member whose browser subscribed in `language`. */
async function subscribedMember(language: 'th' | 'en' | 'cn') {
  const member = await memberWithToken(t, nextPhone());
  const subscription = fake.subscribe();
  expect((await subscribe(member.token, { ...subscription, language })).status).toBe(200);
  return { ...member, subscription };
}

/** A deposit of `amount` baht that came in on the bank statement (credited by the matcher). */
async function deposit(member: { token: string }, amount: number) {
  const { body } = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
    token: member.token,
    body: { amount },
  });
  const line = {
    id: `push-${body.data.ref}`,
    account_number: body.data.to_account_number,
    amount: body.data.amount,
    occurred_at: t.clock.now().toISOString(),
  };
  const answer = await postStatementLines(t, [line]);
  expect(answer.body.data[0].status).toBe('matched');
  return { line, amount: body.data.amount as number };
}

/** Runs the jobs once and answers the messages the push service took meanwhile, decoded. */
async function pushesAfterJobs(endpoint: string) {
  const before = fake.received.length;
  await t.jobs.runOnce();
  return fake.received
    .slice(before)
    .filter((push) => endpoint.endsWith(push.id))
    .map((push) => ({ ...push, message: JSON.parse(push.payload) as Record<string, string> }));
}

async function subscriptionsOf(memberId: number) {
  return t.connection.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
}

describe('push settings', () => {
  it('give members the VAPID public key, and nobody else', async () => {
    expect((await call(t.app, 'GET', '/api/push/public-key')).status).toBe(401);
    const member = await memberWithToken(t, nextPhone());
    const answer = await call(t.app, 'GET', '/api/push/public-key', { token: member.token });
    expect(answer.body).toEqual({ enabled: true, public_key: vapid.publicKey });
    expect(answer.text).not.toContain(vapid.privateKey);
  });

  it('are off without VAPID keys: no key, and a subscription is refused', async () => {
    const off = await createTestApp();
    try {
      const member = await memberWithToken(off, '0829990001');
      const key = await call(off.app, 'GET', '/api/push/public-key', { token: member.token });
      expect(key.body).toEqual({ enabled: false, public_key: null });
      const refused = await off.app.inject({
        method: 'POST',
        url: '/api/customers/push-subscriptions',
        headers: { authorization: `Bearer ${member.token}` },
        payload: { ...fake.subscribe(), endpoint: 'https://fcm.googleapis.com/fcm/send/x', language: 'th' },
      });
      expect(refused.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('push configuration', () => {
  it('needs the whole key pair and a subject, and production refuses a test push service', () => {
    const base = { LOG_LEVEL: 'silent' };
    expect(() =>
      createAppContext({
        config: configSchema.parse({ ...base, VAPID_PUBLIC_KEY: vapid.publicKey }),
        db: t.connection.db,
        authSettings: t.context.authSettings,
      }),
    ).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT/);
    expect(() => configSchema.parse({ ...base, VAPID_PRIVATE_KEY: 'not-a-key' })).toThrow();
    const production = configSchema.parse({ CHABA_ENV: 'production', PUSH_SERVICE_ORIGINS: fake.origin });
    expect(productionConfigProblems(production).join('\n')).toContain('PUSH_SERVICE_ORIGINS');
    const ready = configSchema.parse({ CHABA_ENV: 'production' });
    expect(productionConfigProblems(ready).join('\n')).not.toContain('PUSH_SERVICE_ORIGINS');
  });
});

describe('a credited deposit', () => {
  it('sends one encrypted, VAPID-signed message in the member’s language, and only once', async () => {
    const member = await subscribedMember('en');
    const { line } = await deposit(member, 500);
    const pushes = await pushesAfterJobs(member.subscription.endpoint);
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push!.claims).toMatchObject({ aud: fake.origin, sub: 'mailto:ops@chaba.test' });
    expect(push!.vapidKey).toBe(vapid.publicKey);
    expect(push!.ttl).toBeGreaterThan(0);
    expect(push!.message).toMatchObject({
      title: 'Deposit received',
      body: expect.stringContaining('500.00 baht'),
      url: '/en/lobby',
    });
    expect(push!.payload.length).toBeLessThan(1000);

    // The same statement line again, and the jobs again: nothing more is told.
    await postStatementLines(t, [line]);
    expect(await pushesAfterJobs(member.subscription.endpoint)).toHaveLength(0);
    const [row] = await subscriptionsOf(await memberIdOf(t, member.phone));
    expect(row).toMatchObject({ language: 'en', userAgent: 'Test browser', failures: 0 });
    expect(row!.lastSuccessAt).not.toBeNull();
  });

  it('is told in Thai and Chinese to browsers that subscribed in them', async () => {
    const member = await subscribedMember('th');
    const chinese = fake.subscribe();
    expect((await subscribe(member.token, { ...chinese, language: 'cn' })).status).toBe(200);
    await deposit(member, 300);
    const before = fake.received.length;
    await t.jobs.runOnce();
    const told = fake.received
      .slice(before)
      .map((push) => JSON.parse(push.payload) as Record<string, string>);
    expect(told).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'เติมเงินสำเร็จ', url: '/lobby' }),
        expect.objectContaining({ title: '充值成功', url: '/cn/lobby' }),
      ]),
    );
    expect(told).toHaveLength(2);
  });

  it('to a browser that dropped its subscription (410) deletes the subscription', async () => {
    const member = await subscribedMember('th');
    const memberId = await memberIdOf(t, member.phone);
    fake.drop(member.subscription.endpoint);
    await deposit(member, 200);
    expect(await pushesAfterJobs(member.subscription.endpoint)).toHaveLength(0);
    expect(fake.refused.at(-1)).toMatchObject({ status: 410 });
    expect(await subscriptionsOf(memberId)).toHaveLength(0);
  });

  it('is retried later when the push service is busy (429 with Retry-After)', async () => {
    const member = await subscribedMember('en');
    fake.answerNext(429, 1, 120);
    await deposit(member, 100);
    expect(await pushesAfterJobs(member.subscription.endpoint)).toHaveLength(0);
    expect(fake.refused.at(-1)).toMatchObject({ status: 429 });
    t.clock.advanceSeconds(60);
    expect(await pushesAfterJobs(member.subscription.endpoint)).toHaveLength(0);
    t.clock.advanceSeconds(61);
    const pushes = await pushesAfterJobs(member.subscription.endpoint);
    expect(pushes.map((push) => push.message.title)).toEqual(['Deposit received']);
  });
});

describe('withdrawals and announcements', () => {
  it('tell the member a withdrawal was rejected, and every subscriber a new announcement', async () => {
    const member = await subscribedMember('th');
    await deposit(member, 400);
    await pushesAfterJobs(member.subscription.endpoint);
    const requested = await call(t.app, 'POST', '/api/requests/withdraw', {
      token: member.token,
      body: { phone: member.phone, amount: 150 },
    });
    expect(requested.status).toBe(200);
    const rejected = await call(
      t.app,
      'POST',
      `/api/backoffice/withdrawals/${requested.body.data.id}/reject`,
      {
        token: staffToken,
        body: { cause: 'ชื่อบัญชีไม่ตรง' },
      },
    );
    expect(rejected.status).toBe(200);
    const [told] = await pushesAfterJobs(member.subscription.endpoint);
    expect(told!.message).toMatchObject({
      title: 'รายการถอนเงินไม่สำเร็จ',
      body: expect.stringContaining('150.00 บาท'),
      url: '/history',
    });

    const english = await subscribedMember('en');
    const created = await call(t.app, 'POST', '/api/backoffice/content/announcements', {
      token: staffToken,
      body: {
        content_th: 'ฝากถอนรวดเร็ว 24 ชั่วโมง',
        content_en: 'Deposits and withdrawals 24/7',
        content_cn: '',
        image_url: null,
        active: 1,
      },
    });
    expect(created.status).toBe(200);
    const before = fake.received.length;
    await t.jobs.runOnce();
    const news = fake.received.slice(before).map((push) => ({ id: push.id, ...JSON.parse(push.payload) }));
    expect(news.find((push) => english.subscription.endpoint.endsWith(push.id))).toMatchObject({
      body: 'Deposits and withdrawals 24/7',
      url: '/en',
    });
    expect(news.find((push) => member.subscription.endpoint.endsWith(push.id))).toMatchObject({
      body: 'ฝากถอนรวดเร็ว 24 ชั่วโมง',
      url: '/',
    });
  });
});

describe('subscriptions', () => {
  it('are removed only by their own member', async () => {
    const owner = await subscribedMember('th');
    const other = await memberWithToken(t, nextPhone());
    const ownerId = await memberIdOf(t, owner.phone);
    expect(await unsubscribe(undefined, owner.subscription.endpoint)).toBe(401);
    expect(await unsubscribe(other.token, owner.subscription.endpoint)).toBe(404);
    expect(await subscriptionsOf(ownerId)).toHaveLength(1);
    expect(await unsubscribe(owner.token, owner.subscription.endpoint)).toBe(200);
    expect(await subscriptionsOf(ownerId)).toHaveLength(0);
    expect(await unsubscribe(owner.token, owner.subscription.endpoint)).toBe(404);
  });

  it('move to the member who subscribes the same browser, and ten at most are kept', async () => {
    const first = await subscribedMember('th');
    const second = await memberWithToken(t, nextPhone());
    expect((await subscribe(second.token, { ...first.subscription, language: 'en' })).status).toBe(200);
    expect(await subscriptionsOf(await memberIdOf(t, first.phone))).toHaveLength(0);

    const browsers: FakeSubscription[] = [];
    for (let index = 0; index < 11; index++) {
      const browser = fake.subscribe();
      browsers.push(browser);
      t.clock.advanceSeconds(1);
      expect((await subscribe(second.token, { ...browser, language: 'th' })).status).toBe(200);
    }
    const kept = (await subscriptionsOf(await memberIdOf(t, second.phone))).map((row) => row.endpoint);
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(first.subscription.endpoint);
    expect(kept).toContain(browsers[10]!.endpoint);
  });

  it('refuse what is not a subscription of a known push service, never with a 500', async () => {
    const member = await memberWithToken(t, nextPhone());
    const good = { ...fake.subscribe(), language: 'th' };
    const unauthenticated = await subscribe(undefined, good);
    expect(unauthenticated.status).toBe(401);
    const bad: Array<[unknown, string]> = [
      [{ ...good, endpoint: 'http://169.254.169.254/latest/meta-data' }, 'endpoint'],
      [{ ...good, endpoint: 'https://fcm.googleapis.com.evil.test/fcm/send/x' }, 'endpoint'],
      [{ ...good, endpoint: 'javascript:alert(1)' }, 'endpoint'],
      [{ ...good, endpoint: `https://fcm.googleapis.com/${'x'.repeat(1100)}` }, 'endpoint'],
      [{ ...good, keys: { p256dh: 'short', auth: good.keys.auth } }, 'keys'],
      [{ ...good, keys: { p256dh: good.keys.p256dh, auth: '!!!!!!!!!!!!!!!!!!!!!!' } }, 'keys'],
      [{ ...good, keys: undefined }, 'keys'],
      // 65 bytes, but not a point of the P-256 curve: nothing could ever be encrypted for it.
      [{ ...good, keys: { p256dh: `B${'A'.repeat(86)}`, auth: good.keys.auth } }, 'keys'],
      [{ ...good, language: 'fr' }, 'language'],
      [{ endpoint: ['x'] }, 'endpoint'],
    ];
    for (const [body, field] of bad) {
      const answer = await subscribe(member.token, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(Object.keys((answer.body.errors ?? {}) as object), field).toContain(field);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/customers/push-subscriptions',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      payload: '{"endpoint":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await unsubscribe(member.token, 42)).toBe(422);
    // A Google endpoint is accepted as it is (no message is sent to it in this test).
    const google = { ...good, endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' };
    expect((await subscribe(member.token, google)).status).toBe(200);
    expect(await unsubscribe(member.token, google.endpoint)).toBe(200);
  });
});

describe('the weekly referral bonus', () => {
  it('tells the referrer what the summary paid them, once', async () => {
    // Last in this file: it moves the clock a week on, past the Friday summary.
    const referrer = await subscribedMember('en');
    const [row] = await t.connection.db.select().from(members).where(eq(members.phone, referrer.phone));
    const friendPhone = nextPhone();
    const { password } = await registerMember(t.app, { phone: friendPhone, referralKey: row!.referralKey! });
    const friend = { phone: friendPhone, token: await logInAs(t.app, friendPhone, password) };
    await deposit(friend, 1000);
    const launch = await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/baccarat', {
      token: friend.token,
    });
    const launchToken = new URL(launch.body.url).searchParams.get('token')!;
    const auth = await callWallet(t, 'authenticate', { launch_token: launchToken });
    const round = { player_token: auth.body.player_token, round_id: 'push-ref', game_code: 'baccarat' };
    expect(
      (await callWallet(t, 'bet', { ...round, transaction_id: 'push-ref-b', amount: 1000 })).status,
    ).toBe(200);
    await callWallet(t, 'win', { ...round, transaction_id: 'push-ref-w', amount: 0 });
    await pushesAfterJobs(referrer.subscription.endpoint);

    // The week ends on Friday 00:00 Bangkok; the job runs the summary, then sends what it paid.
    t.clock.advanceSeconds(7 * 24 * 3600);
    const told = await pushesAfterJobs(referrer.subscription.endpoint);
    expect(told.map((push) => push.message)).toEqual([
      expect.objectContaining({ title: 'Referral bonus received', url: '/en/referral' }),
    ]);
    expect(told[0]!.message.body).toMatch(/\d+\.\d\d baht/);
    expect(await pushesAfterJobs(referrer.subscription.endpoint)).toHaveLength(0);
  });
});
