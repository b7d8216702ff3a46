import type { Executor } from '@chaba/db/client';
import { bankDevices } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { openTotpSecret } from '../backoffice/totp-secret-box';
import { DomainError } from '../errors';

/**
 * The secret of an enabled device, for checking a forwarder's signature. An unknown or disabled
 * device is `invalid_signature` (401), as a bad signature is: the caller learns nothing of which.
 *
 * @throws DomainError invalid_signature
 */
export async function bankDeviceSecret(
  db: Executor,
  options: { deviceId: number; sealKey: string },
): Promise<string> {
  const [device] = await db
    .select({ secret: bankDevices.secret })
    .from(bankDevices)
    .where(and(eq(bankDevices.id, options.deviceId), eq(bankDevices.enabled, true)));
  if (!device) throw new DomainError('invalid_signature');
  return openTotpSecret(device.secret, options.sealKey);
}
