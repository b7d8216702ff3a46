import { randomBytes } from 'node:crypto';
import type { Database } from '@chaba/db/client';
import { bankDevices } from '@chaba/db/schema';
import type { StaffActor } from '../audit/lock-member-row';
import { recordAudit } from '../audit/record-audit';
import { sealTotpSecret } from '../backoffice/totp-secret-box';

export type BankDeviceRow = typeof bankDevices.$inferSelect;

/** A new signing secret: 32 random bytes as hex (both apps take any text; hex types without doubt). */
export function newBankDeviceSecret(): string {
  return randomBytes(32).toString('hex');
}

/**
 * Registers a company phone (issue 25): its secret is made here, stored sealed with STAFF_TOTP_KEY
 * like the staff's TOTP secrets, and answered once. Audited (the name, never the secret).
 */
export async function createBankDevice(
  db: Database,
  options: StaffActor & { name: string; sealKey: string },
): Promise<{ device: BankDeviceRow; secret: string }> {
  const secret = newBankDeviceSecret();
  const device = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bankDevices)
      .values({ name: options.name, secret: sealTotpSecret(secret, options.sealKey), createdAt: options.now })
      .returning();
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'settings.bank_device.create',
      targetType: 'bank_device',
      targetId: row!.id,
      clientAddress: options.clientAddress,
      before: null,
      after: { name: row!.name, enabled: row!.enabled },
      now: options.now,
    });
    return row!;
  });
  return { device, secret };
}
