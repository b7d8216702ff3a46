import {
  lineLoginRequests,
  lineWebhookEvents,
  memberLineAccounts,
  memberLogins,
  members,
} from '@chaba/db/schema';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeLineUser,
  startFakeLineLogin,
  type FakeLineLogin,
} from '../../../scripts/fake-line-login/server';
import { deleteSpentLineRecords } from '@chaba/core/line/line-housekeeping';
import { productionConfigProblems } from '../src/production-check';
import { configSchema } from '../src/config';
import { call, createTestApp, goodPassword, lastOtp, logInAs, registerMember, type TestApp } from './helpers';

/**
 * LINE Login (issue 31, decision 70) against the local fake of LINE's authorize and token
 * endpoints: the state bound to the browser and spent once, the id token verified (signature,
 * iss, aud, exp, nonce), linking and its conflicts, login with the password login's refusals, and
 * a registration that starts from LINE.
 */
const channelId = '1653000000';
const channelSecret = 'line-login-test-channel-secret';
let t: TestApp;
let fake: FakeLineLogin;

beforeAll(async () => {
  fake = await startFakeLineLogin({ channelId, channelSecret, mode: 'allow', now: () => t.clock.now() });
  t = await createTestApp({
    env: {
      LINE_LOGIN_CHANNEL_ID: channelId,
      LINE_LOGIN_CHANNEL_SECRET: channelSecret,
      LINE_LOGIN_AUTHORIZE_URL: fake.authorizeUrl,
      LINE_LOGIN_API_URL: fake.url,
      OUTBOUND_ALLOW_LOOPBACK: 'true',
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** The cookie a response set, as `name=value` for the next request. */
function cookieOf(headers: Record<string, unknown>, name: string): string | undefined {
  const all = [headers['set-cookie'] ?? []].flat() as string[];
  const found = all.find((line) => line.startsWith(`${name}=`));
  return found?.split(';')[0];
}

/** Our start, then the browser at LINE's page (the fake decides), then back at our callback. */
async function lineFlow(options: {
  purpose: 'login' | 'link';
  token?: string;
  /** Change what comes back from LINE before it reaches the callback. */
  alter?: (callback: URL) => void;
  stateCookie?: (cookie: string) => string;
}) {
  const started = await call(t.app, 'POST', '/api/line-login/start', {
    body: { purpose: options.purpose },
    token: options.token,
  });
  expect(started.status, started.text).toBe(200);
  const cookie = cookieOf(started.headers, 'chaba_line_state')!;
  const atLine = await fetch(started.body.authorize_url, { redirect: 'manual' });
  expect(atLine.status).toBe(302);
  const callback = new URL(atLine.headers.get('location')!);
  options.alter?.(callback);
  const back = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: options.stateCookie ? options.stateCookie(cookie) : cookie },
  });
  return {
    back,
    location: back.headers.location as string,
    callback,
    authorizeUrl: new URL(started.body.authorize_url),
  };
}

async function newMember(phone: string) {
  await registerMember(t.app, { phone });
  const token = await logInAs(t.app, phone, goodPassword);
  const [member] = await t.connection.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.phone, phone));
  return { token, memberId: member!.id };
}

describe('the authorization request', () => {
  it('sends the documented parameters and binds the state to the browser', async () => {
    const { authorizeUrl, back, location } = await lineFlow({ purpose: 'login' });
    const query = Object.fromEntries(authorizeUrl.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: channelId,
      scope: 'openid profile',
      bot_prompt: 'normal',
      redirect_uri: 'http://localhost:80/line-login/callback',
    });
    expect(query.state).toMatch(/^[\w-]{43}$/);
    expect(query.nonce).toMatch(/^[\w-]{43}$/);
    expect(back.statusCode).toBe(303);
    expect(location).toBe('/register?line=1');
    expect(fake.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: channelId,
      client_secret: channelSecret,
      redirect_uri: query.redirect_uri,
    });
  });

  it('refuses a state other than the browser’s, and a replayed return', async () => {
    const mismatch = await lineFlow({ purpose: 'login', stateCookie: () => 'chaba_line_state=someone-else' });
    expect(mismatch.location).toBe('/login?line_error=line_login_state_invalid');
    let replay: URL | undefined;
    let cookie = '';
    const first = await lineFlow({
      purpose: 'login',
      alter: (callback) => (replay = new URL(callback)),
      stateCookie: (value) => (cookie = value),
    });
    expect(first.location).toBe('/register?line=1');
    const again = await t.app.inject({
      method: 'GET',
      url: `${replay!.pathname}${replay!.search}`,
      headers: { cookie },
    });
    expect(again.headers.location).toBe('/login?line_error=line_login_state_invalid');
  });

  it('refuses an expired request', async () => {
    const late = await lineFlow({ purpose: 'login', alter: () => t.clock.advanceSeconds(601) });
    expect(late.location).toBe('/login?line_error=line_login_state_invalid');
  });

  it('brings a cancelled login back with its message, and spends the state', async () => {
    fake.mode = 'cancel';
    try {
      const cancelled = await lineFlow({ purpose: 'login' });
      expect(cancelled.callback.searchParams.get('error')).toBe('access_denied');
      expect(cancelled.location).toBe('/login?line_error=line_login_cancelled');
    } finally {
      fake.mode = 'allow';
    }
    const [request] = await t.connection.db
      .select()
      .from(lineLoginRequests)
      .orderBy(lineLoginRequests.id)
      .limit(1);
    expect(request?.usedAt).not.toBeNull();
  });
});

describe('the id token', () => {
  const refused = '/login?line_error=line_login_failed';
  it.each([
    ['a bad signature', { signWith: 'another-secret-of-some-length' }],
    ['alg none', { alg: 'none' }],
    ['the wrong audience', { claims: { aud: '1653999999' } }],
    ['the wrong issuer', { claims: { iss: 'https://evil.example' } }],
    ['an expired token', { claims: { exp: 1_000_000_000 } }],
    ['another nonce', { claims: { nonce: 'not-the-one-we-sent' } }],
  ])('refuses %s', async (_name, tampering) => {
    fake.tamperNextIdToken(tampering);
    const { location } = await lineFlow({ purpose: 'login' });
    expect(location).toBe(refused);
  });

  it('refuses a code LINE does not know (the token endpoint says invalid_grant)', async () => {
    const { location } = await lineFlow({
      purpose: 'login',
      alter: (callback) => callback.searchParams.set('code', 'forged'),
    });
    expect(location).toBe(refused);
  });
});

describe('linking and logging in', () => {
  it('links from the profile, logs in with LINE as a password login does, and unlinks', async () => {
    const { token, memberId } = await newMember('0861110001');
    fake.currentUser = fakeLineUser('สมชาย LINE');
    const linked = await lineFlow({ purpose: 'link', token });
    expect(linked.location).toBe('/u?line=linked');
    expect((await call(t.app, 'GET', '/api/line-login/account', { token })).body).toEqual({
      linked: true,
      display_name: 'สมชาย LINE',
    });

    const loginsBefore = await t.connection.db
      .select()
      .from(memberLogins)
      .where(eq(memberLogins.memberId, memberId));
    const loggedIn = await lineFlow({ purpose: 'login' });
    expect(loggedIn.location).toBe('/');
    const session = cookieOf(loggedIn.back.headers, 'chaba_session');
    expect(session).toBeDefined();
    const profile = await call(t.app, 'GET', '/api/customers/profile', { headers: { cookie: session! } });
    expect(profile.status).toBe(200);
    const loginsAfter = await t.connection.db
      .select()
      .from(memberLogins)
      .where(eq(memberLogins.memberId, memberId));
    expect(loginsAfter.length).toBe(loginsBefore.length + 1);

    expect((await call(t.app, 'POST', '/api/line-login/unlink', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/line-login/account', { token })).body.linked).toBe(false);
    expect((await lineFlow({ purpose: 'login' })).location).toBe('/register?line=1');
  });

  it('refuses a LINE account another member linked, and a second LINE account', async () => {
    const first = await newMember('0861110002');
    const second = await newMember('0861110003');
    fake.currentUser = fakeLineUser('Shared');
    expect((await lineFlow({ purpose: 'link', token: first.token })).location).toBe('/u?line=linked');
    expect((await lineFlow({ purpose: 'link', token: second.token })).location).toBe(
      '/u?line_error=line_account_taken',
    );
    fake.currentUser = fakeLineUser('Another');
    expect((await lineFlow({ purpose: 'link', token: first.token })).location).toBe(
      '/u?line_error=line_already_linked',
    );
  });

  it('needs a login to link', async () => {
    const anonymous = await call(t.app, 'POST', '/api/line-login/start', { body: { purpose: 'link' } });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a locked member and one in a time-out, as the password login does', async () => {
    const locked = await newMember('0861110004');
    fake.currentUser = fakeLineUser('Locked');
    await lineFlow({ purpose: 'link', token: locked.token });
    await t.connection.db
      .update(members)
      .set({ lockedAt: t.clock.now() })
      .where(eq(members.id, locked.memberId));
    expect((await lineFlow({ purpose: 'login' })).location).toBe('/login?line_error=member_locked');

    const excluded = await newMember('0861110005');
    fake.currentUser = fakeLineUser('Excluded');
    await lineFlow({ purpose: 'link', token: excluded.token });
    const timeOut = await call(t.app, 'POST', '/api/customers/responsible-gambling/time-out', {
      token: excluded.token,
      body: { period: '24h' },
    });
    expect(timeOut.status, timeOut.text).toBe(200);
    expect((await lineFlow({ purpose: 'login' })).location).toBe('/login?line_error=account_restricted');
  });
});

describe('under concurrent requests', () => {
  it('spends a state once when its return arrives twice at once', async () => {
    fake.currentUser = fakeLineUser('Twice');
    // Capture a return without sending it, then send it twice at once.
    const started = await call(t.app, 'POST', '/api/line-login/start', { body: { purpose: 'login' } });
    const cookie = cookieOf(started.headers, 'chaba_line_state')!;
    const atLine = await fetch(started.body.authorize_url, { redirect: 'manual' });
    const replay = new URL(atLine.headers.get('location')!);
    const answers = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({ method: 'GET', url: `${replay.pathname}${replay.search}`, headers: { cookie } }),
      ),
    );
    const locations = answers.map((answer) => answer.headers.location).sort();
    expect(locations).toEqual(['/login?line_error=line_login_state_invalid', '/register?line=1']);
  });

  it('links one LINE account to one of two members who link it at once', async () => {
    const first = await newMember('0861110007');
    const second = await newMember('0861110008');
    fake.currentUser = fakeLineUser('Raced');
    const returns = await Promise.all(
      [first, second].map(async (member) => {
        const started = await call(t.app, 'POST', '/api/line-login/start', {
          body: { purpose: 'link' },
          token: member.token,
        });
        const atLine = await fetch(started.body.authorize_url, { redirect: 'manual' });
        return {
          url: new URL(atLine.headers.get('location')!),
          cookie: cookieOf(started.headers, 'chaba_line_state')!,
        };
      }),
    );
    const answers = await Promise.all(
      returns.map(({ url, cookie }) =>
        t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { cookie } }),
      ),
    );
    expect(answers.map((answer) => answer.headers.location).sort()).toEqual([
      '/u?line=linked',
      '/u?line_error=line_account_taken',
    ]);
    const rows = await t.connection.db
      .select()
      .from(memberLineAccounts)
      .where(eq(memberLineAccounts.lineUserId, fake.currentUser.sub));
    expect(rows).toHaveLength(1);
  });
});

describe('registration from LINE', () => {
  it('links the LINE account to the member the registration creates', async () => {
    const user = fakeLineUser('New Player');
    fake.currentUser = user;
    const { back, location } = await lineFlow({ purpose: 'login' });
    expect(location).toBe('/register?line=1');
    const key = cookieOf(back.headers, 'chaba_line_registration')!;
    expect(key).toBeDefined();
    const phone = '0861110006';
    await call(t.app, 'POST', '/api/register/phone', { body: { phone } });
    const otp = await lastOtp(t.app, phone);
    const registration = (await call(t.app, 'POST', '/api/register/otp', { body: { phone, otp } })).body
      .access_token;
    await call(t.app, 'POST', '/api/register/password', {
      token: registration,
      body: { password: goodPassword, password_confirmation: goodPassword },
    });
    const done = await call(t.app, 'POST', '/api/register/bank-account', {
      token: registration,
      headers: { cookie: key },
      body: {
        phone,
        bank: 'SCB',
        account_number: '8611100060',
        name: 'ทดสอบ ไลน์',
        line: 'x',
        date_of_birth: '1990-01-15',
      },
    });
    expect(done.status, done.text).toBe(200);
    const [account] = await t.connection.db
      .select()
      .from(memberLineAccounts)
      .where(eq(memberLineAccounts.lineUserId, user.sub));
    expect(account?.displayName).toBe('New Player');
    expect((await lineFlow({ purpose: 'login' })).location).toBe('/');
  });
});

describe('abuse and housekeeping (decision 81)', () => {
  const startFrom = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/line-login/start',
      payload: { purpose: 'login' },
      remoteAddress,
    });

  it('refuses an address that started 60 within 10 minutes, and records nothing for the refusal', async () => {
    const address = '127.0.0.61';
    const first = await Promise.all(Array.from({ length: 64 }, () => startFrom(address)));
    expect(first.map((response) => response.statusCode).sort()).toEqual([
      ...Array<number>(60).fill(200),
      ...Array<number>(4).fill(429),
    ]);
    const refused = first.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'too_many_line_logins' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const kept = await t.connection.db
      .select({ id: lineLoginRequests.id })
      .from(lineLoginRequests)
      .where(eq(lineLoginRequests.clientAddress, address));
    expect(kept).toHaveLength(60);
    // Another address is not held back; after the window the first starts again.
    expect((await startFrom('127.0.0.62')).statusCode).toBe(200);
    t.clock.advanceSeconds(601);
    expect((await startFrom(address)).statusCode).toBe(200);
  });

  it('deletes requests a day past their expiry, and keeps the others', async () => {
    expect((await startFrom('127.0.0.63')).statusCode).toBe(200);
    const all = await t.connection.db
      .select({ id: lineLoginRequests.id, expiresAt: lineLoginRequests.expiresAt })
      .from(lineLoginRequests);
    const now = t.clock.now();
    const spent = all.filter((row) => row.expiresAt.getTime() < now.getTime());
    expect(spent.length).toBeGreaterThan(60);
    expect(spent.length).toBeLessThan(all.length);
    // Webhook events stay 30 days: one handled 30 days and a second before the run goes, one
    // handled 29 days before it stays.
    const day = 86_400_000;
    await t.connection.db.insert(lineWebhookEvents).values([
      { webhookEventId: 'old-event', type: 'follow', receivedAt: new Date(now.getTime() - 29 * day - 1_000) },
      { webhookEventId: 'recent-event', type: 'follow', receivedAt: new Date(now.getTime() - 28 * day) },
    ]);
    // A day after now, what had expired by now goes; what expires later stays.
    const deleted = await deleteSpentLineRecords(t.connection.db, {
      now: new Date(now.getTime() + day),
      batch: 1000,
    });
    expect(deleted).toBe(spent.length + 1);
    const events = await t.connection.db
      .select({ id: lineWebhookEvents.webhookEventId })
      .from(lineWebhookEvents)
      .where(inArray(lineWebhookEvents.webhookEventId, ['old-event', 'recent-event']));
    expect(events).toEqual([{ id: 'recent-event' }]);
    const left = await t.connection.db.select({ id: lineLoginRequests.id }).from(lineLoginRequests);
    expect(left.map((row) => row.id).sort()).toEqual(
      all
        .filter((row) => !spent.includes(row))
        .map((row) => row.id)
        .sort(),
    );
  });
});

describe('settings', () => {
  // A second app of its own: slow to make on a busy machine.
  it(
    'is off without the channel: no button, routes answer 404 line_login_off',
    { timeout: 120_000 },
    async () => {
      const off = await createTestApp();
      try {
        expect((await call(off.app, 'GET', '/api/site')).body.data.line_login).toBe(false);
        const started = await call(off.app, 'POST', '/api/line-login/start', { body: { purpose: 'login' } });
        expect(started.status).toBe(404);
        expect(started.body.message).toBeTruthy();
      } finally {
        await off.close();
      }
      expect((await call(t.app, 'GET', '/api/site')).body.data.line_login).toBe(true);
    },
  );

  it('production refuses one setting without the other, and a fake at http or on this machine', () => {
    const problems = (env: Record<string, string>) =>
      productionConfigProblems(
        configSchema.parse({ CHABA_ENV: 'production', PUBLIC_URL: 'https://chaba.example', ...env }),
      ).filter((line) => line.startsWith('LINE_LOGIN'));
    expect(problems({})).toEqual([]);
    expect(problems({ LINE_LOGIN_CHANNEL_ID: channelId, LINE_LOGIN_CHANNEL_SECRET: channelSecret })).toEqual(
      [],
    );
    expect(problems({ LINE_LOGIN_CHANNEL_ID: channelId })).toHaveLength(1);
    expect(
      problems({
        LINE_LOGIN_CHANNEL_ID: channelId,
        LINE_LOGIN_CHANNEL_SECRET: channelSecret,
        LINE_LOGIN_AUTHORIZE_URL: 'http://line.example/authorize',
        LINE_LOGIN_API_URL: 'https://127.0.0.1:3089',
      }),
    ).toHaveLength(2);
  });
});
