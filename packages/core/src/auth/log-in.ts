import type { Database } from '@chaba/db/client';
import { loginAttempts, members } from '@chaba/db/schema';
import { and, asc, eq, gt } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { DomainError } from '../errors';
import { authLimits, type AuthSettings } from './auth-settings';
import { lockPhone } from './lock-phone';
import { spendPasswordCheckTime, verifyPassword } from './secrets';
import { issueToken, type IssuedToken } from './tokens';

/**
 * Phone and password to an access token. Five failures for a phone within 15 minutes block it until
 * the oldest of them leaves the window — even the right password fails meanwhile.
 *
 * @throws DomainError too_many_login_attempts, login_failed
 */
export async function logIn(
  db: Database,
  options: { phone: string; password: string; now: Date; settings: AuthSettings },
): Promise<IssuedToken> {
  const { phone, password, now } = options;
  return db
    .transaction(async (tx) => {
      await lockPhone(tx, 'login', phone);
      const windowStart = addSeconds(now, -authLimits.loginFailureWindowSeconds);
      const failures = await tx
        .select({ createdAt: loginAttempts.createdAt })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.phone, phone),
            eq(loginAttempts.succeeded, false),
            gt(loginAttempts.createdAt, windowStart),
          ),
        )
        .orderBy(asc(loginAttempts.createdAt))
        .limit(authLimits.loginMaxFailures);
      const oldestFailure = failures[0];
      if (failures.length >= authLimits.loginMaxFailures && oldestFailure) {
        const retryAfterSeconds = Math.max(
          1,
          Math.ceil(
            (oldestFailure.createdAt.getTime() +
              authLimits.loginFailureWindowSeconds * 1000 -
              now.getTime()) /
              1000,
          ),
        );
        throw new DomainError('too_many_login_attempts', {
          retryAfterSeconds,
          values: { minutes: Math.ceil(retryAfterSeconds / 60) },
        });
      }

      const [member] = await tx
        .select({ id: members.id, passwordHash: members.passwordHash })
        .from(members)
        .where(eq(members.phone, phone))
        .limit(1);
      const valid = member
        ? await verifyPassword(member.passwordHash, password)
        : await spendPasswordCheckTime(password).then(() => false);
      await tx.insert(loginAttempts).values({ phone, succeeded: valid, createdAt: now });
      if (!member || !valid) return null;
      return issueToken(tx, {
        kind: 'access',
        memberId: member.id,
        now,
        lifetimeSeconds: options.settings.accessTokenLifetimeSeconds,
      });
    })
    .then((token) => {
      // The failed attempt must be committed before we answer, so the error is thrown out here.
      if (!token) throw new DomainError('login_failed');
      return token;
    });
}
