import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp, fundMember, memberIdOf, postStatementLines } from './helpers';
import { createStaffMember, staffSessionToken } from './staff-helpers';

let base: string;
const t = useTestApp({ ledgerCheck: 'none' });
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});

interface StreamEvent {
  name: string;
  data: any;
}

/** Opens the staff stream with a fresh ticket of a staff session; answers the response. */
async function openStream(staffToken: string) {
  const ticket = await call(t.app, 'POST', '/api/backoffice/stream-ticket', { token: staffToken });
  expect(ticket.status).toBe(200);
  const response = await fetch(`${base}/api/backoffice/stream?ticket=${ticket.body.ticket}`);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  return { response, ticket: ticket.body.ticket as string };
}

/** Reads events until `until` holds, the stream ends or the time runs out. */
async function readEvents(response: Response, until: (events: StreamEvent[]) => boolean, timeoutMs = 4000) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  let buffer = '';
  let ended = false;
  const deadline = Date.now() + timeoutMs;
  while (!until(events) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined; timeout: true }>((resolve) =>
        setTimeout(() => resolve({ done: true, value: undefined, timeout: true }), deadline - Date.now()),
      ),
    ]);
    if (chunk.done) {
      ended = !('timeout' in chunk);
      break;
    }
    buffer += decoder.decode(chunk.value, { stream: true });
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const name = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (name) events.push({ name, data: data ? JSON.parse(data) : null });
    }
  }
  await reader.cancel().catch(() => undefined);
  return { events, ended };
}

describe('the staff live queues', () => {
  it('sends a finance stream the withdrawal a member just requested, and a support stream nothing of it', async () => {
    const finance = await createStaffMember(t, { username: 'stream-finance', role: 'finance' });
    const support = await createStaffMember(t, { username: 'stream-support', role: 'support' });
    const financeStream = await openStream(await staffSessionToken(t, finance.staffId));
    const supportStream = await openStream(await staffSessionToken(t, support.staffId));
    const member = await fundMember(t, '0654000001', 500);

    const financeReading = readEvents(
      financeStream.response,
      (events) =>
        events.some((event) => event.data?.kind === 'withdrawal.requested') &&
        events.some((event) => event.data?.kind === 'adjustment.awaiting_approval'),
    );
    const supportReading = readEvents(supportStream.response, () => false, 2500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const withdrawal = await call(t.app, 'POST', '/api/requests/withdraw', {
      token: member.token,
      body: { phone: member.phone, amount: 200 },
    });
    const adjustment = await call(t.app, 'POST', '/api/backoffice/adjustments', {
      token: await staffSessionToken(t, finance.staffId),
      body: {
        member_id: await memberIdOf(t, member.phone),
        direction: 'credit',
        amount: 20_000,
        reason: 'goodwill',
        note: 'large, needs a second approver',
        idempotency_key: 'stream-adjustment-1',
      },
    });
    expect(adjustment.body.data.status).toBe('awaiting_approval');
    await postStatementLines(t, [
      {
        id: 'stream-stray',
        account_number: '1112223334',
        amount: 42,
        occurred_at: t.clock.now().toISOString(),
      },
    ]);

    const { events: financeEvents } = await financeReading;
    expect(financeEvents[0]).toEqual({
      name: 'ready',
      data: { counts: expect.objectContaining({ withdrawals: 0 }) },
    });
    expect(financeEvents).toContainEqual({
      name: 'queue',
      data: {
        queue: 'withdrawals',
        kind: 'withdrawal.requested',
        ids: [withdrawal.body.data.id],
        counts: {
          withdrawals: 1,
          pending_deposits: 0,
          unmatched_statements: expect.any(Number),
          adjustments: expect.any(Number),
        },
      },
    });
    expect(financeEvents).toContainEqual({
      name: 'queue',
      data: expect.objectContaining({ queue: 'adjustments', ids: [adjustment.body.data.id] }),
    });
    const { events: supportEvents } = await supportReading;
    expect(supportEvents[0]).toEqual({
      name: 'ready',
      data: { counts: { pending_deposits: 0, unmatched_statements: 0 } },
    });
    expect(supportEvents.some((event) => ['withdrawals', 'adjustments'].includes(event.data?.queue))).toBe(
      false,
    );
    expect(supportEvents).toContainEqual({
      name: 'queue',
      data: expect.objectContaining({ queue: 'unmatched_statements', kind: 'statement.unmatched' }),
    });
    expect(JSON.stringify(supportEvents)).not.toMatch(/"withdrawals"|"adjustments"/);
  });

  it('opens once per ticket, never without one, and ends with the staff session', async () => {
    const finance = await createStaffMember(t, { username: 'stream-ending', role: 'finance' });
    const token = await staffSessionToken(t, finance.staffId);
    const { response, ticket } = await openStream(token);
    expect((await fetch(`${base}/api/backoffice/stream?ticket=${ticket}`)).status).toBe(401);
    expect((await fetch(`${base}/api/backoffice/stream`)).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/backoffice/stream-ticket')).status).toBe(401);
    const reading = readEvents(response, () => false, 4000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await call(t.app, 'POST', '/api/backoffice/logout', { token })).status).toBe(200);
    const { events, ended } = await reading;
    expect(events.map((event) => event.name)).toEqual(['ready']);
    expect(ended).toBe(true);
  });
});
