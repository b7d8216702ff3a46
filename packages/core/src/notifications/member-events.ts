import type { Executor } from '@chaba/db/client';
import { memberChangeOutbox } from '@chaba/db/schema';
import { sql } from 'drizzle-orm';
import { EventEmitter } from 'node:events';

/**
 * "Your account changed" signals for the live updates (Server-Sent Events). A use case notes the
 * change with `recordMemberChange` in the transaction that makes it; the server's one publisher
 * (apps/server/src/member-change-publisher.ts) drains the notes with `publishMemberChanges`. The event carries no
 * data: the browser reloads its profile. The in-process bus serves one server process; with
 * REDIS_URL the server uses a Redis-backed bus with the same interface to reach every process.
 *
 * `session-ended` is not for the browser: every process ends the member's open streams that came
 * from the ended login (`tokenId`, the access token a logout revoked) or, without it, all of them
 * (a password change or reset revoked every token).
 */
export type MemberEvent =
  | { memberId: number; reason: 'deposit' | 'withdraw' | 'request' | 'credit' }
  | { memberId: number; reason: 'session-ended'; tokenId?: number };

export interface MemberEventBus {
  publish(event: MemberEvent): void;
  subscribe(memberId: number, listener: (event: MemberEvent) => void): () => void;
  /** Every member's events: the server's session cache forgets the logins that ended (decision 30). */
  subscribeAll(listener: (event: MemberEvent) => void): () => void;
  /**
   * Which unbroken run of delivery this process is in: the same number as long as no event can
   * have been missed, another one after a gap (Redis reconnected), undefined while events may be
   * missed now (Redis unreachable). What a process caches from the events is trusted only within
   * one run. Always 0 in-process: nothing is ever missed there.
   */
  deliveryRun(): number | undefined;
  /**
   * Resolves once what this process published so far has reached every process (Redis answered the
   * PUBLISH, or it failed and went to this process's own listeners). At once in-process.
   */
  published(): Promise<void>;
  close(): Promise<void>;
}

export function createInProcessEventBus(): MemberEventBus {
  const emitter = new EventEmitter();
  // One listener per open stream: many members may be online at once.
  emitter.setMaxListeners(0);
  return {
    publish(event) {
      emitter.emit(`member:${event.memberId}`, event);
      emitter.emit('all', event);
    },
    subscribe(memberId, listener) {
      emitter.on(`member:${memberId}`, listener);
      return () => emitter.off(`member:${memberId}`, listener);
    },
    subscribeAll(listener) {
      emitter.on('all', listener);
      return () => emitter.off('all', listener);
    },
    deliveryRun: () => 0,
    published: async () => {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Notes that a member changed, in the caller's transaction: the live update goes out once that
 * transaction commits, and never for a change that rolls back.
 */
export async function recordMemberChange(tx: Executor, event: MemberEvent): Promise<void> {
  await tx.insert(memberChangeOutbox).values({
    memberId: event.memberId,
    reason: event.reason,
    tokenId: event.reason === 'session-ended' ? (event.tokenId ?? null) : null,
  });
}

/**
 * Publishes and deletes at most `limit` noted changes, oldest first, and answers how many. Rows
 * another process is publishing are skipped (FOR UPDATE SKIP LOCKED), so no change goes out twice
 * from two drains; the delete commits after the publish, so a crash in between publishes it again
 * rather than never (a "changed" signal is safe to repeat: the browser reloads its profile).
 */
export async function publishMemberChanges(
  db: Executor,
  options: { events: Pick<MemberEventBus, 'publish'>; limit: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(memberChangeOutbox)
      .where(
        sql`${memberChangeOutbox.id} in (select ${memberChangeOutbox.id} from ${memberChangeOutbox} order by ${memberChangeOutbox.id} limit ${options.limit} for update skip locked)`,
      )
      .returning();
    rows.sort((a, b) => a.id - b.id);
    for (const row of rows) {
      options.events.publish(
        row.reason === 'session-ended'
          ? {
              memberId: row.memberId,
              reason: row.reason,
              ...(row.tokenId === null ? {} : { tokenId: row.tokenId }),
            }
          : { memberId: row.memberId, reason: row.reason },
      );
    }
    return rows.length;
  });
}
