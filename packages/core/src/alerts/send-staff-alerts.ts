import type { StaffAlertDestination } from '@chaba/contracts/backoffice-risk';
import type { Executor } from '@chaba/db/client';
import { staffAlertOutbox } from '@chaba/db/schema';
import { and, asc, eq, lte } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { StaffAlert } from './queue-staff-alert';
import { StaffAlertSendError, type StaffAlertSender } from './staff-alert-sender';

/** Tries per alert before it is `failed`: 30 s, 1, 2, 4 … minutes apart, about 4 hours in all. */
export const staffAlertMaxAttempts = 10;
const firstDelaySeconds = 30;
const longestDelaySeconds = 3600;

/** The wait after the `attempts`-th try failed: doubling from 30 s, at most an hour. */
export function staffAlertRetryDelaySeconds(attempts: number): number {
  return Math.min(firstDelaySeconds * 2 ** (attempts - 1), longestDelaySeconds);
}

/**
 * Sends the due alerts of the outbox, oldest first, through the sender of each one's destination.
 * Each is claimed before it is sent (its next try pushed out by a guarded update), so two runners
 * never send it at the same moment; a sent alert is marked `sent` and never sent again; a failure is
 * retried after a growing delay (or the receiver's `retry_after`), and after the last try it is
 * `failed`. A destination with no sender (its secret is not configured) fails at once, each try.
 * At-least-once: a crash between the send and the mark sends it again. At most `limit` a call.
 */
export async function sendStaffAlerts(
  db: Executor,
  options: {
    senders: Partial<Record<StaffAlertDestination, StaffAlertSender>>;
    now: Date;
    limit: number;
  },
): Promise<{ sent: number; failed: number }> {
  const due = await db
    .select()
    .from(staffAlertOutbox)
    .where(and(eq(staffAlertOutbox.status, 'pending'), lte(staffAlertOutbox.nextAttemptAt, options.now)))
    .orderBy(asc(staffAlertOutbox.id))
    .limit(options.limit);
  let sent = 0;
  let failed = 0;
  for (const alert of due) {
    const attempts = alert.attempts + 1;
    const [claimed] = await db
      .update(staffAlertOutbox)
      .set({ attempts, nextAttemptAt: addSeconds(options.now, staffAlertRetryDelaySeconds(attempts)) })
      .where(
        and(
          eq(staffAlertOutbox.id, alert.id),
          eq(staffAlertOutbox.attempts, alert.attempts),
          eq(staffAlertOutbox.status, 'pending'),
        ),
      )
      .returning({ id: staffAlertOutbox.id });
    if (!claimed) continue;
    try {
      const sender = options.senders[alert.destination];
      if (!sender) throw new StaffAlertSendError(`${alert.destination} is not configured on the server`);
      await sender.send({
        id: alert.id,
        kind: alert.kind,
        data: alert.payload as StaffAlert['data'],
        createdAt: alert.createdAt,
      });
      await db
        .update(staffAlertOutbox)
        .set({ status: 'sent', sentAt: options.now, lastError: null })
        .where(eq(staffAlertOutbox.id, alert.id));
      sent += 1;
    } catch (error) {
      const retryAfter = error instanceof StaffAlertSendError ? error.retryAfterSeconds : undefined;
      await db
        .update(staffAlertOutbox)
        .set({
          status: attempts >= staffAlertMaxAttempts ? 'failed' : 'pending',
          lastError: error instanceof StaffAlertSendError ? error.message : 'send failed',
          ...(retryAfter === undefined
            ? {}
            : {
                nextAttemptAt: addSeconds(
                  options.now,
                  Math.min(Math.max(retryAfter, 1), longestDelaySeconds),
                ),
              }),
        })
        .where(eq(staffAlertOutbox.id, alert.id));
      failed += 1;
    }
  }
  return { sent, failed };
}
