import { createInProcessEventBus } from '@chaba/core/notifications/member-events';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRedisEventBus } from '../src/redis-event-bus';
import { call, useTestApp, memberWithToken, postStatementLines } from './helpers';

let base: string;
const t = useTestApp({ ledgerCheck: 'none' });
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});

/** Reads server-sent events from a stream until `until` is satisfied or the time runs out. */
async function readEvents(response: Response, until: (events: string[]) => boolean, timeoutMs = 3000) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: string[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (!until(events) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((resolve) =>
        setTimeout(() => resolve({ done: true, value: undefined }), deadline - Date.now()),
      ),
    ]);
    if (chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const name = /^event: (.+)$/m.exec(block)?.[1];
      if (name) events.push(name);
    }
  }
  await reader.cancel();
  return events;
}

describe('live updates over Server-Sent Events', () => {
  it('sends "changed" to the member when a transfer credits their deposit', async () => {
    const member = await memberWithToken(t, '0641000001');
    const { body } = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: member.token,
      body: { amount: 120 },
    });
    const ticket = await call(t.app, 'POST', '/api/customers/stream-ticket', { token: member.token });
    expect(ticket.body).toEqual({ ticket: expect.any(String), expires_in: 60 });
    const stream = await fetch(`${base}/api/customers/stream?ticket=${ticket.body.ticket}`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reading = readEvents(stream, (events) => events.includes('changed'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await postStatementLines(t, [
      {
        id: 'sse-1',
        account_number: body.data.to_account_number,
        amount: 120,
        occurred_at: t.clock.now().toISOString(),
      },
    ]);
    const events = await reading;
    expect(events).toEqual(['ready', 'changed']);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a stream without a valid ticket, and a member token is not a ticket', async () => {
    const member = await memberWithToken(t, '0641000002');
    expect((await fetch(`${base}/api/customers/stream`)).status).toBe(401);
    expect((await fetch(`${base}/api/customers/stream?ticket=${member.token}`)).status).toBe(401);
    const ticket = await call(t.app, 'POST', '/api/customers/stream-ticket', { token: member.token });
    t.clock.advanceSeconds(61);
    expect((await fetch(`${base}/api/customers/stream?ticket=${ticket.body.ticket}`)).status).toBe(401);
  });
});

describe('event buses', () => {
  it('deliver only to the member they are for (in process)', async () => {
    const bus = createInProcessEventBus();
    const seen: number[] = [];
    const stop = bus.subscribe(7, (event) => seen.push(event.memberId));
    bus.publish({ memberId: 8, reason: 'deposit' });
    bus.publish({ memberId: 7, reason: 'deposit' });
    stop();
    bus.publish({ memberId: 7, reason: 'deposit' });
    expect(seen).toEqual([7]);
    await bus.close();
  });

  it('fan out through Redis between two processes', async () => {
    const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `test-${process.pid}-${Date.now()}:`;
    const first = await createRedisEventBus(url, { prefix });
    const second = await createRedisEventBus(url, { prefix });
    try {
      const received = new Promise<number>((resolve) =>
        second.subscribe(4242, (event) => resolve(event.memberId)),
      );
      first.publish({ memberId: 4242, reason: 'withdraw' });
      expect(
        await Promise.race([received, new Promise((resolve) => setTimeout(() => resolve('timeout'), 2000))]),
      ).toBe(4242);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('keep deployments that share one Redis apart by their prefix', async () => {
    const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const stamp = `${process.pid}-${Date.now()}`;
    const ours = await createRedisEventBus(url, { prefix: `ours-${stamp}:` });
    const theirs = await createRedisEventBus(url, { prefix: `theirs-${stamp}:` });
    const ourListener = await createRedisEventBus(url, { prefix: `ours-${stamp}:` });
    try {
      const heardByThem: number[] = [];
      theirs.subscribe(4343, (event) => heardByThem.push(event.memberId));
      const heardByUs = new Promise<number>((resolve) =>
        ourListener.subscribe(4343, (event) => resolve(event.memberId)),
      );
      ours.publish({ memberId: 4343, reason: 'deposit' });
      expect(await heardByUs).toBe(4343);
      // Give the other deployment the same time to (wrongly) hear it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heardByThem).toEqual([]);
    } finally {
      await Promise.all([ours.close(), theirs.close(), ourListener.close()]);
    }
  });
});
