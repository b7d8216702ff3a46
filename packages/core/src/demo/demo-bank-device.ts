import type { Executor } from '@chaba/db/client';
import { bankDevices } from '@chaba/db/schema';
import { asc, eq } from 'drizzle-orm';
import { openTotpSecret, sealTotpSecret } from '../backoffice/totp-secret-box';
import { newBankDeviceSecret } from '../bank-devices/create-bank-device';

/** The company phone the demo seed registers, so that `npm run simulate -- sms` has one to post as. */
export const demoBankDeviceName = 'Demo phone';

/** Registers the demo phone with a fresh secret (the seed, in its transaction). */
export async function seedDemoBankDevice(
  db: Executor,
  options: { now: Date; sealKey: string },
): Promise<void> {
  await db.insert(bankDevices).values({
    name: demoBankDeviceName,
    secret: sealTotpSecret(newBankDeviceSecret(), options.sealKey),
    createdAt: options.now,
  });
}

/**
 * The demo phone's id and secret, for the development banner and `/api/dev/bank-device` (development
 * only: production never prints or answers a device's secret); null when there is none.
 */
export async function demoBankDevice(
  db: Executor,
  options: { sealKey: string },
): Promise<{ id: number; secret: string } | null> {
  const [device] = await db
    .select({ id: bankDevices.id, secret: bankDevices.secret })
    .from(bankDevices)
    .where(eq(bankDevices.name, demoBankDeviceName))
    .orderBy(asc(bankDevices.id))
    .limit(1);
  return device ? { id: device.id, secret: openTotpSecret(device.secret, options.sealKey) } : null;
}
