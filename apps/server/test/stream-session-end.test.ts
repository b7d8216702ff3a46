import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppContext } from '../src/app-context';
import { buildApp } from '../src/app';
import { createRedisEventBus } from '../src/redis-event-bus';
import { call, useTestApp, goodPassword, lastOtp, logInAs, memberWithToken } from './helpers';

/**
 * A member's open live-update streams end with the login they were opened with (issue 9): at
 * logout the streams of that token, at a password change or reset every stream of the member — on
 * every server process, as the event reaches them through the member event bus.
 */
let base: string;
const t = useTestApp({ ledgerCheck: 'none' });
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});

let counter = 0;
const nextPhone = () => `0658${String((counter += 1)).padStart(6, '0')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the event stream of `token` over real HTTP on `server` and notes when the server ends it. */
async function openStream(
  token: string,
  server: { app: FastifyInstance; base: string } = { app: t.app, base },
) {
  const ticket = await call(server.app, 'POST', '/api/customers/stream-ticket', { token });
  expect(ticket.status).toBe(200);
  const controller = new AbortController();
  const response = await fetch(
    `${server.base}/api/customers/stream?ticket=${encodeURIComponent(ticket.body.ticket)}`,
    { signal: controller.signal },
  );
  expect(response.status).toBe(200);
  let ended = false;
  const reader = response.body!.getReader();
  const done = (async () => {
    for (;;) {
      if ((await reader.read()).done) {
        ended = true;
        return;
      }
    }
  })().catch(() => {
    // Closed by the test itself (abort), not by the server.
  });
  return {
    ended: () => ended,
    /** Whether the server has ended the stream within `ms`. */
    endsWithin: async (ms: number) => {
      await Promise.race([done, sleep(ms)]);
      return ended;
    },
    close: () => controller.abort(),
  };
}

describe("a member's open streams", () => {
  it('end within a second of logging out, for that login only', async () => {
    const member = await memberWithToken(t, nextPhone());
    const otherLogin = await logInAs(t.app, member.phone, member.password);
    const stream = await openStream(member.token);
    const otherStream = await openStream(otherLogin);
    const someoneElse = await openStream((await memberWithToken(t, nextPhone())).token);

    expect((await call(t.app, 'POST', '/api/logout', { token: member.token })).status).toBe(200);
    expect(await stream.endsWithin(1000)).toBe(true);
    // The member's other login (another device) keeps its live updates, and so does everyone else.
    expect(await otherStream.endsWithin(200)).toBe(false);
    expect(someoneElse.ended()).toBe(false);
    otherStream.close();
    someoneElse.close();
  });

  it("all end within a second of a password change, other logins' streams included", async () => {
    const member = await memberWithToken(t, nextPhone());
    const otherLogin = await logInAs(t.app, member.phone, member.password);
    const streams = [
      await openStream(member.token),
      await openStream(otherLogin),
      await openStream(otherLogin),
    ];
    const someoneElse = await openStream((await memberWithToken(t, nextPhone())).token);

    const changed = await call(t.app, 'POST', '/api/customers/update-password', {
      token: member.token,
      body: { old_password: goodPassword, password: 'Changed456', password_confirmation: 'Changed456' },
    });
    expect(changed.status).toBe(200);
    expect(await Promise.all(streams.map((stream) => stream.endsWithin(1000)))).toEqual([true, true, true]);
    expect(someoneElse.ended()).toBe(false);
    someoneElse.close();
  });

  it('all end within a second of a password reset', async () => {
    const member = await memberWithToken(t, nextPhone());
    const streams = [
      await openStream(member.token),
      await openStream(await logInAs(t.app, member.phone, member.password)),
    ];
    const started = await call(t.app, 'POST', '/api/reset-password/start', {
      body: { phone: member.phone, game_username: '' },
    });
    expect(started.status).toBe(200);
    const token: string = started.body.token;
    const otp = await lastOtp(t.app, member.phone);
    expect(
      (
        await call(t.app, 'POST', '/api/reset-password/confirm-otp', {
          body: { phone: member.phone, token, otp },
        })
      ).status,
    ).toBe(200);
    const done = await call(t.app, 'POST', '/api/reset-password/confirm-password', {
      body: { phone: member.phone, token, otp, password: 'Fresh1234', password_confirmation: 'Fresh1234' },
    });
    expect(done.status).toBe(200);
    expect(await Promise.all(streams.map((stream) => stream.endsWithin(1000)))).toEqual([true, true]);
  });

  it('end on another server process too (Redis event bus)', async () => {
    const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `chaba-test-${process.pid}-${Date.now()}:`;
    // Two processes of one deployment: one database, one Redis channel.
    const processes: { app: FastifyInstance; base: string }[] = [];
    try {
      for (let index = 0; index < 2; index++) {
        const events = await createRedisEventBus(url, { prefix });
        const context = createAppContext({
          config: t.context.config,
          db: t.connection.db,
          clock: t.clock,
          authSettings: t.context.authSettings,
          events,
        });
        const app = await buildApp(context);
        app.addHook('onClose', () => events.close());
        await app.listen({ port: 0, host: '127.0.0.1' });
        processes.push({ app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` });
      }
      const [first, second] = processes as [(typeof processes)[0], (typeof processes)[0]];
      const member = await memberWithToken(t, nextPhone());
      const otherLogin = await logInAs(t.app, member.phone, member.password);
      const onSecond = await openStream(member.token, second);
      const otherOnSecond = await openStream(otherLogin, second);

      expect((await call(first.app, 'POST', '/api/logout', { token: member.token })).status).toBe(200);
      expect(await onSecond.endsWithin(1000)).toBe(true);
      expect(await otherOnSecond.endsWithin(200)).toBe(false);

      const changed = await call(first.app, 'POST', '/api/customers/update-password', {
        token: otherLogin,
        body: { old_password: goodPassword, password: 'Changed456', password_confirmation: 'Changed456' },
      });
      expect(changed.status).toBe(200);
      expect(await otherOnSecond.endsWithin(1000)).toBe(true);
    } finally {
      for (const { app } of processes) await app.close();
    }
  });
});
