import { authLimits } from '@chaba/core/auth/auth-settings';
import { passwordHashing, passwordHashingLoad } from '@chaba/core/auth/secrets';
import { createHttpSmsSender } from '@chaba/core/notifications/http-sms-sender';
import { demoMember } from '@chaba/core/demo/seed-demo-data';
import { loginAttempts, smsOutbox } from '@chaba/db/schema';
import { count, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createAppContext } from '../src/app-context';
import { buildApp } from '../src/app';
import { configSchema } from '../src/config';
import { useTestApp, demoStaffCode, goodPassword, lastOtp, registerMember } from './helpers';

// The production limits, not the raised ones other test files use.
const t = useTestApp({
  authSettings: {
    loginMaxFailuresPerAddress: authLimits.loginMaxFailuresPerAddress,
    smsMaxPerAddressPerHour: authLimits.smsMaxPerAddressPerHour,
  },
  ledgerCheck: 'none',
});

/** A POST from a given client address (the socket's, as app.inject sets it). */
async function post(
  app: FastifyInstance,
  url: string,
  body: Record<string, unknown>,
  from: string,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({ method: 'POST', url, payload: body, remoteAddress: from, headers });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

const logIn = (phone: string, password: string, from: string, otp?: string) =>
  post(t.app, '/api/login', { phone, password, ...(otp ? { otp } : {}) }, from);

async function smsCount(phone?: string): Promise<number> {
  const [row] = await t.connection.db
    .select({ n: count() })
    .from(smsOutbox)
    .where(phone ? eq(smsOutbox.phone, phone) : undefined);
  return row?.n ?? 0;
}

describe('failed member logins', () => {
  it('after 10 failures for one phone from one address, the member still logs in from another', async () => {
    const { phone } = await registerMember(t.app, { phone: '0861000001' });
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      statuses.push((await logIn(phone, 'Wrong1234', '10.1.0.1')).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429, 429, 429, 429]);

    const attackerWithRightPassword = await logIn(phone, goodPassword, '10.1.0.1');
    expect(attackerWithRightPassword.status).toBe(429);
    expect(Number(attackerWithRightPassword.headers['retry-after'])).toBeGreaterThan(0);

    const member = await logIn(phone, goodPassword, '10.1.0.2');
    expect(member.status).toBe(200);
    expect(member.body.access_token).toEqual(expect.any(String));
  });

  it('refuses one address trying many phones well before the 30th, and locks none of those members out', async () => {
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof logIn>> | undefined;
    for (let index = 0; index < 30; index += 1) {
      const response = await logIn(`08620000${String(index).padStart(2, '0')}`, 'Wrong1234', '10.2.0.1');
      statuses.push(response.status);
      if (response.status === 429) refusal ??= response;
    }
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBe(authLimits.loginMaxFailuresPerAddress);
    expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true);
    expect(Number(refusal?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refusal?.body.message).toMatch(/นาที/);

    // The refused tries were not recorded: they count against nobody.
    const [recorded] = await t.connection.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(eq(loginAttempts.clientAddress, '10.2.0.1'));
    expect(recorded?.n).toBe(authLimits.loginMaxFailuresPerAddress);
    // And the attacker's address does not hold back anybody else's.
    expect((await logIn(demoMember.phone, demoMember.password, '10.2.0.2')).status).toBe(200);
  });

  it('asks for a code by SMS instead of locking an account under a distributed attack', async () => {
    const { phone } = await registerMember(t.app, { phone: '0861000003' });
    for (let index = 0; index < authLimits.distributedAttackFailures; index += 1) {
      const response = await logIn(phone, 'Wrong1234', `10.3.${Math.floor(index / 200)}.${index % 200}`);
      expect(response.status).toBe(422);
    }
    const smsBefore = await smsCount(phone);

    // A wrong password gets the same answer as the right one, and no SMS.
    const wrong = await logIn(phone, 'Wrong1234', '10.3.9.1');
    expect(wrong.status).toBe(403);
    expect(await smsCount(phone)).toBe(smsBefore);

    const asked = await logIn(phone, goodPassword, '10.3.9.2');
    expect(asked.status).toBe(403);
    expect(asked.body.errors.otp).toEqual([expect.stringMatching(/OTP/)]);
    expect(wrong.body).toEqual(asked.body);
    expect(await smsCount(phone)).toBe(smsBefore + 1);
    const [sms] = await t.connection.db
      .select({ body: smsOutbox.body })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, phone))
      .orderBy(smsOutbox.id)
      .offset(smsBefore);
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';

    const wrongCode = await logIn(phone, goodPassword, '10.3.9.2', code === '000000' ? '111111' : '000000');
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.errors.otp).toBeDefined();
    const codeWithWrongPassword = await logIn(phone, 'Wrong1234', '10.3.9.3', code);
    expect(codeWithWrongPassword.status).toBe(422);
    expect(codeWithWrongPassword.body.errors).toBeUndefined();

    const loggedIn = await logIn(phone, goodPassword, '10.3.9.2', code);
    expect(loggedIn.status).toBe(200);
  });
});

describe('failed staff logins', () => {
  // With the seeded owner's current TOTP code (issue 11): only the password differs between tries.
  const staffLogIn = async (password: string, from: string) =>
    post(
      t.app,
      '/api/backoffice/login',
      { username: 'admin', password, otp: await demoStaffCode(t.connection.db, t.clock.now()) },
      from,
    );

  it('limits a username per address, not for every address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1)
      statuses.push((await staffLogIn('Wrong1234', '10.4.0.1')).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429]);
    expect((await staffLogIn('Admin1234', '10.4.0.1')).status).toBe(429);
    expect((await staffLogIn('Admin1234', '10.4.0.2')).status).toBe(200);
  });

  it('under a distributed attack, lets in only the addresses that logged in before', async () => {
    expect((await staffLogIn('Admin1234', '10.5.0.1')).status).toBe(200);
    // One failure from each of many addresses (the test above made five already), until refused.
    const statuses: number[] = [];
    for (let index = 0; index < authLimits.distributedAttackFailures; index += 1) {
      statuses.push(
        (await staffLogIn('Wrong1234', `10.5.${1 + Math.floor(index / 200)}.${index % 200}`)).status,
      );
    }
    expect(statuses.filter((status) => status === 422)).toHaveLength(
      authLimits.distributedAttackFailures - 5,
    );
    expect(statuses.slice(authLimits.distributedAttackFailures - 5).every((status) => status === 429)).toBe(
      true,
    );
    const stranger = await staffLogIn('Admin1234', '10.5.9.9');
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toMatch(/ถูกโจมตี/);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect((await staffLogIn('Admin1234', '10.5.0.1')).status).toBe(200);
  });
});

describe('SMS per address', () => {
  it('sends at most the hourly number of codes for one address, whatever the phones', async () => {
    const before = await smsCount();
    const statuses: number[] = [];
    for (let index = 0; index < 50; index += 1) {
      const phone = `08630000${String(index).padStart(2, '0')}`;
      statuses.push((await post(t.app, '/api/register/phone', { phone }, '10.6.0.1')).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(authLimits.smsMaxPerAddressPerHour);
    expect(statuses.slice(authLimits.smsMaxPerAddressPerHour).every((status) => status === 429)).toBe(true);
    expect(await smsCount()).toBe(before + authLimits.smsMaxPerAddressPerHour);

    const resetFromSameAddress = await post(
      t.app,
      '/api/reset-password/start',
      { phone: demoMember.phone },
      '10.6.0.1',
    );
    expect(resetFromSameAddress.status).toBe(429);
    expect(resetFromSameAddress.body.errors.phone).toEqual([expect.stringMatching(/เครือข่าย/)]);
    expect((await post(t.app, '/api/register/phone', { phone: '0863000099' }, '10.6.0.2')).status).toBe(200);

    t.clock.advanceSeconds(3601);
    expect((await post(t.app, '/api/register/phone', { phone: '0863000098' }, '10.6.0.1')).status).toBe(200);
  });

  it("answers a member's phone and a stranger's alike when a reset starts", async () => {
    const member = await post(t.app, '/api/reset-password/start', { phone: demoMember.phone }, '10.7.0.1');
    const stranger = await post(t.app, '/api/reset-password/start', { phone: '0864000001' }, '10.7.0.1');
    expect(member.status).toBe(200);
    expect(stranger.status).toBe(200);
    expect(Object.keys(stranger.body)).toEqual(Object.keys(member.body));
    expect(stranger.body.token).toHaveLength(member.body.token.length);
    expect(await smsCount('0864000001')).toBe(0);
  });

  it("answers a wrong code for a stranger's reset as for a member's, up to the attempts limit", async () => {
    const answersFor = async (phone: string, from: string) => {
      const start = await post(t.app, '/api/reset-password/start', { phone }, from);
      expect(start.status).toBe(200);
      const answers: Array<{ status: number; errors: unknown }> = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const answer = await post(
          t.app,
          '/api/reset-password/confirm-otp',
          { phone, token: start.body.token, otp: '000000' },
          from,
        );
        answers.push({ status: answer.status, errors: answer.body.errors });
      }
      return answers;
    };
    const member = await registerMember(t.app, { phone: '0864000010', accountNumber: '8640000107' });
    const forMember = await answersFor(member.phone, '10.7.1.2');
    const forStranger = await answersFor('0864000011', '10.7.1.3');
    expect(forStranger).toEqual(forMember);
    expect(forMember[0]?.errors).toHaveProperty('otp');
  });
});

describe('limits under concurrency', () => {
  it('holds exactly when one address sends its logins and registrations all at once', async () => {
    const logins = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        logIn(`08690000${String(index).padStart(2, '0')}`, 'Wrong1234', '10.13.0.1'),
      ),
    );
    // The failures recorded never pass the limit; a login refused for load (503) is not recorded,
    // so it leaves its place to another.
    const failed = logins.filter((answer) => answer.status === 422).length;
    const busy = logins.filter((answer) => answer.status === 503).length;
    expect(failed).toBe(Math.min(authLimits.loginMaxFailuresPerAddress, 30 - busy));
    expect(logins.filter((answer) => answer.status === 429).length).toBe(30 - failed - busy);
    const [recorded] = await t.connection.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(eq(loginAttempts.clientAddress, '10.13.0.1'));
    expect(recorded?.n).toBe(failed);

    const before = await smsCount();
    const starts = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        post(
          t.app,
          '/api/register/phone',
          { phone: `08691000${String(index).padStart(2, '0')}` },
          '10.13.0.1',
        ),
      ),
    );
    expect(starts.map((answer) => answer.status).filter((status) => status !== 429)).toEqual(
      Array.from({ length: authLimits.smsMaxPerAddressPerHour }, () => 200),
    );
    expect(await smsCount()).toBe(before + authLimits.smsMaxPerAddressPerHour);
  });
});

describe('an SMS that could not be sent', () => {
  it('withdraws its code, so the member may ask again at once', async () => {
    // A local gateway speaking the SMS_SENDER=http protocol, down at first.
    let gatewayUp = false;
    const gateway = createServer((request, response) => {
      request.resume();
      response.writeHead(gatewayUp ? 200 : 500).end('{}');
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const consoleSender = t.context.sms;
    t.context.sms = createHttpSmsSender({
      url: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`,
      token: 'test-token',
      policy: { attempts: 2, backoffMs: 1, timeoutMs: 2_000 },
    });
    t.clock.advanceSeconds(authLimits.otpResendIntervalSeconds + 1);
    try {
      const failed = await post(t.app, '/api/register/phone', { phone: '0868000001' }, '10.12.0.1');
      expect(failed.status).toBe(503);
      const failedReset = await post(
        t.app,
        '/api/reset-password/start',
        { phone: demoMember.phone },
        '10.12.0.1',
      );
      expect(failedReset.status).toBe(503);

      gatewayUp = true;
      expect((await post(t.app, '/api/register/phone', { phone: '0868000001' }, '10.12.0.1')).status).toBe(
        200,
      );
      expect(
        (await post(t.app, '/api/reset-password/start', { phone: demoMember.phone }, '10.12.0.1')).status,
      ).toBe(200);
    } finally {
      t.context.sms = consoleSender;
      await new Promise((resolve) => gateway.close(resolve));
    }
  });
});

describe('the time a reset start takes', () => {
  it("is about the same for a stranger's phone as for a member's, whose SMS goes out first", async () => {
    const { phone } = await registerMember(t.app, { phone: '0861000015' });
    // A local gateway speaking the SMS_SENDER=http protocol that takes 300 ms to answer.
    const gateway = createServer((request, response) => {
      request.resume();
      setTimeout(() => response.writeHead(200).end('{}'), 300);
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const consoleSender = t.context.sms;
    t.context.sms = createHttpSmsSender({
      url: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`,
      token: 'test-token',
    });
    t.clock.advanceSeconds(authLimits.otpResendIntervalSeconds + 1);
    try {
      const timed = async (resetPhone: string, from: string) => {
        const started = performance.now();
        const answer = await post(t.app, '/api/reset-password/start', { phone: resetPhone }, from);
        expect(answer.status).toBe(200);
        return performance.now() - started;
      };
      // A few sends teach the server how long the gateway takes (a moving average).
      let memberMs = 0;
      for (let send = 0; send < 4; send += 1) {
        t.clock.advanceSeconds(authLimits.otpResendIntervalSeconds + 1);
        memberMs = await timed(phone, `10.14.0.${send}`);
      }
      const strangerMs = await timed('0864000099', '10.14.1.1');
      expect(memberMs).toBeGreaterThanOrEqual(300);
      expect(strangerMs).toBeGreaterThanOrEqual(memberMs * 0.5);
    } finally {
      t.context.sms = consoleSender;
      await new Promise((resolve) => gateway.close(resolve));
    }
  });
});

describe('password hashing', () => {
  it('refuses a flood beyond the logins admitted at once fast, with Retry-After, counting nothing', async () => {
    const flood = passwordHashing.admissionLimit + 200;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: flood }, (_, index) =>
        logIn(
          `0865${String(index).padStart(6, '0')}`,
          'Wrong1234',
          `10.8.${Math.floor(index / 200)}.${index % 200}`,
        ),
      ),
    );
    const busy = answers.filter((answer) => answer.status === 503);
    const failed = answers.filter((answer) => answer.status === 422);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length + failed.length).toBe(flood);
    expect(busy[0]?.headers['retry-after']).toBe('1');
    expect(busy[0]?.body.message).toEqual(expect.any(String));
    expect(performance.now() - started).toBeLessThan(30_000);
    const [recorded] = await t.connection.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(like(loginAttempts.clientAddress, '10.8.%'));
    expect(recorded?.n).toBe(failed.length);
  });

  it('runs outside every transaction: other queries complete while hashes run', async () => {
    // On PGlite every transaction holds the one connection: were a hash inside one, no other query
    // could complete while it runs.
    // A member's phone: a login for an unknown phone does not hash (below).
    const { phone } = await registerMember(t.app, { phone: '0867000002' });
    const logins = Promise.all(
      Array.from({ length: 8 }, (_, index) => logIn(phone, 'Wrong1234', `10.9.0.${index}`)),
    );
    let completedDuringHash = false;
    for (let round = 0; round < 200 && !completedDuringHash; round += 1) {
      if (passwordHashingLoad().running === 0) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        continue;
      }
      const site = await t.app.inject({ method: 'GET', url: '/api/site' });
      expect(site.statusCode).toBe(200);
      completedDuringHash = passwordHashingLoad().running > 0;
    }
    await logins;
    expect(completedDuringHash).toBe(true);
  });
});

describe('the hashing pool (issue 24)', () => {
  it('sets the passwords of 50 registrations at once, none refused, within 10 s', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const phone = `0868${String(index).padStart(6, '0')}`;
        await post(t.app, '/api/register/phone', { phone }, `10.16.0.${index}`);
        const otp = await lastOtp(t.app, phone);
        const verified = await post(t.app, '/api/register/otp', { phone, otp }, `10.16.0.${index}`);
        return verified.body.access_token as string;
      }),
    );
    let mostWaiting = 0;
    const sampler = setInterval(() => {
      mostWaiting = Math.max(mostWaiting, passwordHashingLoad().waiting);
    }, 1);
    const started = performance.now();
    const answers = await Promise.all(
      tokens.map((token, index) =>
        post(
          t.app,
          '/api/register/password',
          { password: goodPassword, password_confirmation: goodPassword },
          `10.16.0.${index}`,
          { authorization: `Bearer ${token}` },
        ),
      ),
    );
    clearInterval(sampler);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(performance.now() - started).toBeLessThan(10_000);
    // They queued rather than all hashing at once: the pool stays at its size.
    expect(mostWaiting).toBeGreaterThan(passwordHashing.queueLimit.login);
  });

  it('hashes nothing for unknown phones: a flood of them leaves the pool to a member, answered alike', async () => {
    const { phone } = await registerMember(t.app, { phone: '0869000001' });
    // A member's wrong password first, so that the pool knows how long a check takes.
    const timedLogin = async (loginPhone: string, from: string) => {
      const started = performance.now();
      const answer = await logIn(loginPhone, 'Wrong1234', from);
      return { ...answer, ms: performance.now() - started };
    };
    const knownWrong = await timedLogin(phone, '10.17.0.1');
    let mostRunning = 0;
    const sampler = setInterval(() => {
      mostRunning = Math.max(mostRunning, passwordHashingLoad().running + passwordHashingLoad().waiting);
    }, 1);
    const flood = Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        timedLogin(`0869${String(100 + index).padStart(6, '0')}`, `10.17.1.${index}`),
      ),
    );
    const unknown = await flood;
    clearInterval(sampler);
    expect(mostRunning).toBe(0);
    expect(unknown.map((answer) => answer.status)).toEqual(unknown.map(() => 422));
    expect(unknown[0]?.body).toEqual({ ...knownWrong.body });
    // Each waits about as long as a member's check took (a recent one, drawn at random).
    const fastest = Math.min(...unknown.map((answer) => answer.ms));
    expect(fastest).toBeGreaterThanOrEqual(knownWrong.ms * 0.3);

    const member = await logIn(phone, goodPassword, '10.17.0.2');
    expect(member.status).toBe(200);
  });
});

describe('the client address', () => {
  const attempt = (app: FastifyInstance, from: string, forwardedFor: string) =>
    post(app, '/api/login', { phone: '0866000001', password: 'Wrong1234' }, from, {
      'x-forwarded-for': forwardedFor,
    });

  async function appWithTrustProxy(trustProxy: string | undefined) {
    const context = createAppContext({
      config: configSchema.parse({ LOG_LEVEL: 'silent', TRUST_PROXY: trustProxy }),
      db: t.connection.db,
      clock: t.clock,
      authSettings: { ...t.context.authSettings, loginMaxFailuresPerAddress: 3 },
    });
    return buildApp(context);
  }

  it('ignores a forged X-Forwarded-For without TRUST_PROXY', async () => {
    const app = await appWithTrustProxy(undefined);
    try {
      const statuses = [];
      for (let index = 0; index < 5; index += 1) {
        statuses.push((await attempt(app, '10.10.0.1', `203.0.113.${index}`)).status);
      }
      expect(statuses).toEqual([422, 422, 422, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('believes X-Forwarded-For from a proxy TRUST_PROXY names, and only from it', async () => {
    t.clock.advanceSeconds(authLimits.loginFailureWindowSeconds + 1);
    const app = await appWithTrustProxy('10.11.0.1');
    try {
      const statuses = [];
      for (let index = 0; index < 5; index += 1) {
        statuses.push((await attempt(app, '10.11.0.1', `198.51.100.${index}`)).status);
      }
      expect(statuses).toEqual([422, 422, 422, 422, 422]);
      const [fromClient] = await t.connection.db
        .select({ n: count() })
        .from(loginAttempts)
        .where(eq(loginAttempts.clientAddress, '198.51.100.0'));
      expect(fromClient?.n).toBe(1);

      const forgedStatuses = [];
      for (let index = 0; index < 4; index += 1) {
        forgedStatuses.push((await attempt(app, '10.11.0.2', `198.51.100.${50 + index}`)).status);
      }
      expect(forgedStatuses).toEqual([422, 422, 422, 429]);
    } finally {
      await app.close();
    }
  });
});
