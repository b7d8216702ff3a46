import type { Database } from '@chaba/db/client';
import { bankDevices } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import type { StaffActor } from '../audit/lock-member-row';
import { recordAudit } from '../audit/record-audit';
import { sealTotpSecret } from '../backoffice/totp-secret-box';
import { DomainError } from '../errors';
import { newBankDeviceSecret, type BankDeviceRow } from './create-bank-device';

/**
 * Gives a device a new secret, answered once; the old one stops working at once (the phone's apps
 * must be given the new one). Audited (that it happened, never the secret).
 *
 * @throws DomainError not_found
 */
export async function rotateBankDeviceSecret(
  db: Database,
  options: StaffActor & { deviceId: number; sealKey: string },
): Promise<{ device: BankDeviceRow; secret: string }> {
  const secret = newBankDeviceSecret();
  const device = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bankDevices)
      .set({ secret: sealTotpSecret(secret, options.sealKey) })
      .where(eq(bankDevices.id, options.deviceId))
      .returning();
    if (!row) throw new DomainError('not_found');
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'settings.bank_device.rotate_secret',
      targetType: 'bank_device',
      targetId: options.deviceId,
      clientAddress: options.clientAddress,
      before: null,
      after: { name: row.name },
      now: options.now,
    });
    return row;
  });
  return { device, secret };
}
