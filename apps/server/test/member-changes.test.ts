import {
  createInProcessEventBus,
  publishMemberChanges,
  recordMemberChange,
  type MemberEvent,
} from '@chaba/core/notifications/member-events';
import { memberChangeOutbox } from '@chaba/db/schema';
import { describe, expect, it } from 'vitest';
import { call, useTestApp, memberIdOf, memberWithToken } from './helpers';

const t = useTestApp({ ledgerCheck: 'none' });

/** The events a bus hears for one member while `act` runs, and `waitMs` after. */
async function heardFor(memberId: number, act: () => Promise<unknown>, waitMs = 100) {
  const heard: MemberEvent[] = [];
  const stop = t.context.events.subscribe(memberId, (event) => heard.push(event));
  try {
    await act();
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  } finally {
    stop();
  }
  return heard;
}

async function memberId(phone: string): Promise<number> {
  await memberWithToken(t, phone);
  return memberIdOf(t, phone);
}

describe('member changes go out through the outbox', () => {
  it('publishes nothing for a change whose transaction rolls back', async () => {
    const id = await memberId('0642000001');
    const heard = await heardFor(id, async () => {
      await expect(
        t.connection.db.transaction(async (tx) => {
          await recordMemberChange(tx, { memberId: id, reason: 'credit' });
          throw new Error('the change fails after noting it');
        }),
      ).rejects.toThrow('the change fails');
      await t.context.changes.drain();
    });
    expect(heard).toEqual([]);
    expect(await t.connection.db.select().from(memberChangeOutbox)).toEqual([]);
  });

  it('publishes a committed change once, even when two publishers drain at the same time', async () => {
    const id = await memberId('0642000002');
    await t.context.changes.drain();
    await recordMemberChange(t.connection.db, { memberId: id, reason: 'withdraw' });
    const first = createInProcessEventBus();
    const second = createInProcessEventBus();
    const heard: string[] = [];
    first.subscribe(id, (event) => heard.push(`first:${event.reason}`));
    second.subscribe(id, (event) => heard.push(`second:${event.reason}`));
    const published = await Promise.all([
      publishMemberChanges(t.connection.db, { events: first, limit: 10 }),
      publishMemberChanges(t.connection.db, { events: second, limit: 10 }),
    ]);
    expect(published.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatch(/:withdraw$/);
  });

  it('publishes a change left by a crash (committed, never published) on its next tick', async () => {
    const id = await memberId('0642000003');
    const heard = await heardFor(
      id,
      () =>
        t.connection.db
          .insert(memberChangeOutbox)
          .values({ memberId: id, reason: 'session-ended', tokenId: 77 }),
      2500,
    );
    expect(heard).toEqual([{ memberId: id, reason: 'session-ended', tokenId: 77 }]);
  });

  it('publishes what a request changed as the request ends, after its transaction', async () => {
    const member = await memberWithToken(t, '0642000004');
    const id = await memberIdOf(t, member.phone);
    const heard = await heardFor(id, () =>
      call(t.app, 'POST', '/api/customers/update-password', {
        token: member.token,
        body: { old_password: member.password, password: 'Another123', password_confirmation: 'Another123' },
      }),
    );
    expect(heard).toEqual([{ memberId: id, reason: 'session-ended' }]);
  });
});
