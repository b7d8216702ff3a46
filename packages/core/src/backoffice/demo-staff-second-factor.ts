import type { Executor } from '@chaba/db/client';
import { staffAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { newTotpSecret, totpUri } from './totp';
import { developmentTotpKey, openTotpSecret, sealTotpSecret } from './totp-secret-box';

/** The development seed's owner logs in as `admin` with this TOTP issuer in the authenticator app. */
const demoIssuer = 'Chaba (development)';

/**
 * The development seed's owner's second factor: a TOTP secret made for this database, already
 * confirmed (sealed with STAFF_TOTP_KEY, the development one by default), so that `admin` / `Admin1234` logs in with the code of an authenticator app that read
 * the URI printed at start (`demoStaffTotpUri`). Never the same secret in two databases.
 */
export function demoStaffSecondFactor(now: Date, totpKey: string = developmentTotpKey) {
  return { totpSecret: sealTotpSecret(newTotpSecret(), totpKey), totpConfirmedAt: now };
}

/**
 * The `otpauth://` URI of the development seed's owner's second factor, for the start banner; null
 * when the account is gone or has no confirmed second factor (it logs in and sets one up then).
 */
export async function demoStaffTotpUri(
  db: Executor,
  username: string,
  totpKey: string = developmentTotpKey,
): Promise<string | null> {
  const [staff] = await db
    .select({ secret: staffAccounts.totpSecret, confirmedAt: staffAccounts.totpConfirmedAt })
    .from(staffAccounts)
    .where(eq(staffAccounts.username, username));
  if (!staff?.secret || !staff.confirmedAt) return null;
  return totpUri({ secret: openTotpSecret(staff.secret, totpKey), username, issuer: demoIssuer });
}
