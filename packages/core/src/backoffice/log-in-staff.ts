import type { Database } from '@chaba/db/client';
import { loginAttempts, staffAccounts } from '@chaba/db/schema';
import { and, asc, eq, gt } from 'drizzle-orm';
import { authLimits } from '../auth/auth-settings';
import { lockPhone } from '../auth/lock-phone';
import { spendPasswordCheckTime, verifyPassword } from '../auth/secrets';
import { issueToken, type IssuedToken } from '../auth/tokens';
import { addSeconds } from '../clock';
import { DomainError } from '../errors';

/** A staff session lasts a working shift. */
export const staffTokenLifetimeSeconds = 12 * 60 * 60;

/**
 * Staff login, with the same failure limit as members (5 per 15 minutes per username).
 *
 * @throws DomainError too_many_login_attempts, staff_login_failed
 */
export async function logInStaff(
  db: Database,
  options: { username: string; password: string; now: Date },
): Promise<IssuedToken & { staffId: number; role: string }> {
  const { now } = options;
  const attemptKey = `staff:${options.username.toLowerCase()}`;
  const outcome = await db.transaction(async (tx) => {
    await lockPhone(tx, 'login', attemptKey);
    const failures = await tx
      .select({ createdAt: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.phone, attemptKey),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.createdAt, addSeconds(now, -authLimits.loginFailureWindowSeconds)),
        ),
      )
      .orderBy(asc(loginAttempts.createdAt))
      .limit(authLimits.loginMaxFailures);
    const oldest = failures[0];
    if (failures.length >= authLimits.loginMaxFailures && oldest) {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil(
          (oldest.createdAt.getTime() + authLimits.loginFailureWindowSeconds * 1000 - now.getTime()) / 1000,
        ),
      );
      throw new DomainError('too_many_login_attempts', {
        retryAfterSeconds,
        values: { minutes: Math.ceil(retryAfterSeconds / 60) },
      });
    }
    const [staff] = await tx
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.username, options.username.toLowerCase()));
    const valid = staff
      ? await verifyPassword(staff.passwordHash, options.password)
      : await spendPasswordCheckTime(options.password).then(() => false);
    await tx.insert(loginAttempts).values({ phone: attemptKey, succeeded: valid, createdAt: now });
    if (!staff || !valid) return undefined;
    const token = await issueToken(tx, {
      kind: 'staff',
      staffId: staff.id,
      now,
      lifetimeSeconds: staffTokenLifetimeSeconds,
    });
    return { ...token, staffId: staff.id, role: staff.role };
  });
  if (!outcome) throw new DomainError('staff_login_failed');
  return outcome;
}
