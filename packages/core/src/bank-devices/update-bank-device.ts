import type { Database } from '@chaba/db/client';
import { bankDevices } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import type { StaffActor } from '../audit/lock-member-row';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors';
import type { BankDeviceRow } from './create-bank-device';

/**
 * Renames a device or switches it on or off (a disabled device's posts are refused, 401). Audited
 * with before and after.
 *
 * @throws DomainError not_found
 */
export async function updateBankDevice(
  db: Database,
  options: StaffActor & { deviceId: number; name?: string; enabled?: boolean },
): Promise<BankDeviceRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(bankDevices)
      .where(eq(bankDevices.id, options.deviceId))
      .for('update');
    if (!before) throw new DomainError('not_found');
    const [after] = await tx
      .update(bankDevices)
      .set({ name: options.name ?? before.name, enabled: options.enabled ?? before.enabled })
      .where(eq(bankDevices.id, options.deviceId))
      .returning();
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'settings.bank_device.update',
      targetType: 'bank_device',
      targetId: options.deviceId,
      clientAddress: options.clientAddress,
      before: { name: before.name, enabled: before.enabled },
      after: { name: after!.name, enabled: after!.enabled },
      now: options.now,
    });
    return after!;
  });
}
