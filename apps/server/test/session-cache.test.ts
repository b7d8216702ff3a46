import { createInProcessEventBus, type MemberEventBus } from '@chaba/core/notifications/member-events';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createAppContext, type AppContext } from '../src/app-context';
import { createSessionCache, sessionCacheTtlMs } from '../src/http/session-cache';
import { createRedisEventBus } from '../src/redis-event-bus';
import { call, useTestApp, goodPassword, logInAs, logInStaff, memberIdOf, memberWithToken } from './helpers';

/**
 * The session cache (issue 14, decision 30): a member's reads skip the token's database lookup, and
 * a login that ends is refused at once — in the process that ended it and, through the Redis event
 * bus, in every other process; without Redis, another process refuses it within the cache's time
 * limit. Nothing of a refused token is kept, no login answers for another member, no token is logged.
 */
const logLines: string[] = [];
const t = useTestApp({
  logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
  ledgerCheck: 'none',
});

let counter = 0;
const nextPhone = () => `0629${String((counter += 1)).padStart(6, '0')}`;
const profile = (app: FastifyInstance, token: string) =>
  call(app, 'GET', '/api/customers/profile', { token });
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Another server process of the same deployment: its own app, context and cache, the same database. */
async function anotherProcess(events: MemberEventBus) {
  const context = createAppContext({
    config: t.context.config,
    db: t.connection.db,
    clock: t.clock,
    authSettings: t.context.authSettings,
    events,
  });
  const app = await buildApp(context);
  app.addHook('onClose', () => events.close());
  return { app, context };
}

/** Reads the profile so that the token's login is in that process's cache. */
async function warm(process: { app: FastifyInstance; context: AppContext }, token: string) {
  expect((await profile(process.app, token)).status).toBe(200);
  expect(process.context.sessions.holds(token)).toBe(true);
  expect((await profile(process.app, token)).status).toBe(200);
}

/** The profile over real HTTP: a request that reaches the process through a socket, as in production. */
async function profileOverHttp(process: { app: FastifyInstance }, token: string) {
  const { port } = process.app.server.address() as { port: number };
  const response = await fetch(`http://127.0.0.1:${port}/api/customers/profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await response.arrayBuffer();
  return response.status;
}

describe('the session cache, in one process', () => {
  it('keeps a live login, and refuses it at once after logout while the other login goes on', async () => {
    const member = await memberWithToken(t, nextPhone());
    const other = await logInAs(t.app, member.phone, member.password);
    await warm(t, member.token);
    await warm(t, other);
    expect((await call(t.app, 'POST', '/api/logout', { token: member.token })).status).toBe(200);
    expect((await profile(t.app, member.token)).status).toBe(401);
    expect((await profile(t.app, other)).status).toBe(200);
  });

  it('refuses every other login at once after a password change, and the new password logs in', async () => {
    const member = await memberWithToken(t, nextPhone());
    const phoneLogin = await logInAs(t.app, member.phone, member.password);
    await warm(t, member.token);
    await warm(t, phoneLogin);
    const changed = await call(t.app, 'POST', '/api/customers/update-password', {
      token: member.token,
      body: { old_password: goodPassword, password: 'Changed456', password_confirmation: 'Changed456' },
    });
    expect(changed.status).toBe(200);
    expect((await profile(t.app, phoneLogin)).status).toBe(401);
    expect((await profile(t.app, member.token)).status).toBe(401);
    const fresh = await logInAs(t.app, member.phone, 'Changed456');
    expect((await profile(t.app, fresh)).status).toBe(200);
  });

  it("refuses a member's logins at once after a time-out, a staff lock or staff ending them", async () => {
    const staff = await logInStaff(t.app);
    const timedOut = await memberWithToken(t, nextPhone());
    await warm(t, timedOut.token);
    const timeOut = await call(t.app, 'POST', '/api/customers/responsible-gambling/time-out', {
      token: timedOut.token,
      body: { period: '24h' },
    });
    expect(timeOut.status).toBe(200);
    expect((await profile(t.app, timedOut.token)).status).toBe(401);

    for (const action of ['end-sessions', 'lock'] as const) {
      const member = await memberWithToken(t, nextPhone());
      await warm(t, member.token);
      const memberId = await memberIdOf(t, member.phone);
      const done = await call(t.app, 'POST', `/api/backoffice/members/${memberId}/${action}`, {
        token: staff,
        body: action === 'lock' ? { reason: 'test' } : {},
      });
      expect(done.status).toBe(200);
      expect((await profile(t.app, member.token)).status).toBe(401);
    }
  });

  it('keeps nothing of a refused token, and answers each member with their own profile', async () => {
    const size = t.context.sessions.size;
    expect((await profile(t.app, 'not-a-token')).status).toBe(401);
    expect((await profile(t.app, 'not-a-token')).status).toBe(401);
    expect(t.context.sessions.size).toBe(size);

    const first = await memberWithToken(t, nextPhone());
    const second = await memberWithToken(t, nextPhone());
    for (let round = 0; round < 3; round++) {
      expect((await profile(t.app, first.token)).body.data.phone).toBe(first.phone);
      expect((await profile(t.app, second.token)).body.data.phone).toBe(second.phone);
    }
  });

  it('refuses an expired token although it is cached, and a cached login is looked up again after its time limit', async () => {
    const member = await memberWithToken(t, nextPhone());
    await warm(t, member.token);
    t.clock.advanceSeconds(sessionCacheTtlMs / 1000);
    // Past the time limit the entry is dropped and the login looked up (and kept) again.
    expect((await profile(t.app, member.token)).status).toBe(200);
    t.clock.advanceSeconds(t.context.authSettings.accessTokenLifetimeSeconds);
    expect((await profile(t.app, member.token)).status).toBe(401);
  });

  it('does not keep what a lookup found while a login ended meanwhile (it may have read the row before)', async () => {
    const member = await memberWithToken(t, nextPhone());
    const memberId = await memberIdOf(t, member.phone);
    const events = createInProcessEventBus();
    const cache = createSessionCache({ db: t.connection.db, events });
    try {
      // The lookup is sent; the end of a login is heard before its answer comes back.
      const looking = cache.authenticate(member.token, t.clock.now());
      events.publish({ memberId, reason: 'session-ended' });
      expect(await looking).toMatchObject({ memberId });
      expect(cache.holds(member.token)).toBe(false);
      // The same through this process's own forgetting, and for another member's login too.
      const again = cache.authenticate(member.token, t.clock.now());
      cache.forgetMember(memberId + 1);
      await again;
      expect(cache.holds(member.token)).toBe(false);
      // With nothing ending meanwhile, the login is kept; an event for the member then drops it.
      await cache.authenticate(member.token, t.clock.now());
      expect(cache.holds(member.token)).toBe(true);
      events.publish({ memberId, reason: 'deposit' });
      expect(cache.holds(member.token)).toBe(true);
      events.publish({ memberId, reason: 'session-ended' });
      expect(cache.holds(member.token)).toBe(false);
    } finally {
      cache.close();
      await events.close();
    }
  });

  it('writes no token to the log', async () => {
    const member = await memberWithToken(t, nextPhone());
    await warm(t, member.token);
    await call(t.app, 'POST', '/api/logout', { token: member.token });
    await profile(t.app, member.token);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(member.token))).toEqual([]);
  });
});

describe('the session cache, across processes', () => {
  it('with Redis: a login ended in one process is refused by the other at once', async () => {
    const prefix = `chaba-test-cache-${process.pid}-${Date.now()}:`;
    const first = await anotherProcess(await createRedisEventBus(redisUrl, { prefix }));
    const second = await anotherProcess(await createRedisEventBus(redisUrl, { prefix }));
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const member = await memberWithToken(t, nextPhone());
      const otherLogin = await logInAs(t.app, member.phone, member.password);
      await warm(second, member.token);
      await warm(second, otherLogin);

      expect((await call(first.app, 'POST', '/api/logout', { token: member.token })).status).toBe(200);
      expect(await profileOverHttp(second, member.token)).toBe(401);
      expect(await profileOverHttp(second, otherLogin)).toBe(200);

      const changed = await call(first.app, 'POST', '/api/customers/update-password', {
        token: otherLogin,
        body: { old_password: goodPassword, password: 'Changed456', password_confirmation: 'Changed456' },
      });
      expect(changed.status).toBe(200);
      expect(await profileOverHttp(second, otherLogin)).toBe(401);

      // Staff ending a member's logins in one process.
      const other = await memberWithToken(t, nextPhone());
      await warm(second, other.token);
      const ended = await call(
        first.app,
        'POST',
        `/api/backoffice/members/${await memberIdOf(t, other.phone)}/end-sessions`,
        { token: await logInStaff(t.app), body: {} },
      );
      expect(ended.status).toBe(200);
      expect(await profileOverHttp(second, other.token)).toBe(401);
    } finally {
      await first.app.close();
      await second.app.close();
    }
  });

  it('with Redis: what was cached before the subscriber was cut off is not trusted after it', async () => {
    const prefix = `chaba-test-cut-${process.pid}-${Date.now()}:`;
    const events = await createRedisEventBus(redisUrl, { prefix });
    const second = await anotherProcess(events);
    const admin = new Redis(redisUrl);
    try {
      const member = await memberWithToken(t, nextPhone());
      await warm(second, member.token);
      const runBefore = events.deliveryRun();
      expect(runBefore).toBeDefined();
      // Cut this process's subscriber off Redis (our own connection, found by its name).
      const clients = String(await admin.client('LIST'));
      const id = /id=(\d+) .*name=(\S+)/
        .exec(clients.split('\n').find((line) => line.includes(`name=${prefix}member-events-sub`)) ?? '')
        ?.at(1);
      expect(id).toBeDefined();
      await admin.client('KILL', 'ID', id!);
      // The logout is noted in the database only (no process drains it to this one meanwhile).
      await call(t.app, 'POST', '/api/logout', { token: member.token });
      for (let wait = 0; wait < 100 && events.deliveryRun() === runBefore; wait++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      for (let wait = 0; wait < 100 && events.deliveryRun() === undefined; wait++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(events.deliveryRun()).toBeDefined();
      expect(events.deliveryRun()).not.toBe(runBefore);
      expect((await profile(second.app, member.token)).status).toBe(401);
    } finally {
      admin.disconnect();
      await second.app.close();
    }
  });

  it('without Redis: another process refuses an ended login within the cache time limit', async () => {
    const second = await anotherProcess(createInProcessEventBus());
    try {
      const member = await memberWithToken(t, nextPhone());
      await warm(second, member.token);
      expect((await call(t.app, 'POST', '/api/logout', { token: member.token })).status).toBe(200);
      // Its in-process bus does not hear the first process: the entry lives out its time limit.
      t.clock.advanceSeconds(sessionCacheTtlMs / 1000);
      expect((await profile(second.app, member.token)).status).toBe(401);
    } finally {
      await second.app.close();
    }
  });

  it('a write, or a GET that starts something, always reads the token from the database', async () => {
    const second = await anotherProcess(createInProcessEventBus());
    try {
      const member = await memberWithToken(t, nextPhone());
      await warm(second, member.token);
      expect((await call(t.app, 'POST', '/api/logout', { token: member.token })).status).toBe(200);
      const write = await call(second.app, 'POST', '/api/requests/deposit/prepare', {
        token: member.token,
        body: { amount: 100 },
      });
      expect(write.status).toBe(401);
      // A game launch is a GET that starts something: it reads the token from the database too.
      const launch = await call(second.app, 'GET', '/lobby/api/launch-game/chaba-demo/hilo', {
        token: member.token,
      });
      expect(launch.status).toBe(401);
      // The profile, a read only, is still answered from this process's cache until its time limit.
      expect((await profile(second.app, member.token)).status).toBe(200);
    } finally {
      await second.app.close();
    }
  });
});
