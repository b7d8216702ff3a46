import type { Executor } from '@chaba/db/client';
import { bankDevices } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';

/**
 * A device's authentic post that is no message (SMS Gateway's `system:ping`, `sms:sent` …): the
 * device is heard, which ends its quiet spell. Nothing is stored.
 */
export async function noteBankDeviceHeard(
  db: Executor,
  options: { deviceId: number; now: Date },
): Promise<void> {
  await db
    .update(bankDevices)
    .set({ lastMessageAt: options.now, quietAlertedAt: null })
    .where(eq(bankDevices.id, options.deviceId));
}
