import type { Database } from '@chaba/db/client';
import { staffAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { StaffActor } from '../audit/lock-member-row';
import { queueStaffAlert } from './queue-staff-alert';

/**
 * Queues a test alert for each destination switched on, so that staff see it arrive (or the send
 * error on the alerts page); audited. Answers how many were queued (0: no destination is on).
 */
export async function sendTestAlert(db: Database, options: StaffActor): Promise<{ queued: number }> {
  return db.transaction(async (tx) => {
    const [staff] = await tx
      .select({ username: staffAccounts.username })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, options.staffId));
    const queued = await queueStaffAlert(tx, {
      kind: 'test',
      data: { by: staff?.username ?? null, at: options.now.toISOString() },
      now: options.now,
    });
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'alerts.test',
      clientAddress: options.clientAddress,
      details: { queued },
      now: options.now,
    });
    return { queued };
  });
}
