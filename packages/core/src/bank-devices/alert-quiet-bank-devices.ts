import type { Database } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { queueStaffAlert } from '../alerts/queue-staff-alert';
import { countPendingBankDeposits } from './count-pending-bank-deposits';

/**
 * The job `bank-devices-quiet` (issue 25): every enabled device not heard for `quietMs` (or never
 * heard, counted from its registration) while a bank-transfer deposit is pending raises one staff
 * alert per quiet spell (`quiet_alerted_at`, cleared by the device's next post). Each device is
 * claimed and alerted in one transaction, so a retried run alerts nothing twice. Answers how many.
 */
export async function alertQuietBankDevices(
  db: Database,
  options: { now: Date; quietMs: number },
): Promise<number> {
  const since = new Date(options.now.getTime() - options.quietMs).toISOString();
  const pendingDeposits = await countPendingBankDeposits(db);
  if (pendingDeposits === 0) return 0;
  return db.transaction(async (tx) => {
    const quiet = await queryRows<{ id: string; name: string; last_message_at: string | Date | null }>(
      tx,
      sql`update bank_devices set quiet_alerted_at = ${options.now.toISOString()}::timestamptz
      where enabled and quiet_alerted_at is null
        and coalesce(last_message_at, created_at) < ${since}::timestamptz
      returning id::text, name, last_message_at`,
    );
    for (const device of quiet) {
      await queueStaffAlert(tx, {
        kind: 'bank_device_quiet',
        data: {
          device_id: Number(device.id),
          device: device.name,
          last_heard_at:
            device.last_message_at === null ? null : new Date(device.last_message_at).toISOString(),
          pending_deposits: pendingDeposits,
        },
        now: options.now,
      });
    }
    return quiet.length;
  });
}
