import type { Database } from '@chaba/db/client';
import { loginAttempts } from '@chaba/db/schema';
import { and, eq, gt } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { authLimits } from './auth-settings';
import { lockPhone } from './lock-phone';
import { spendPasswordCheckTime, verifyPassword } from './secrets';
import { refuseWhenWindowFull } from './sliding-window';

export interface LoginAttempt {
  id: number;
  /** The account has had `distributedAttackFailures` failures within the last hour, any address. */
  underAttack: boolean;
}

/**
 * Checks the failure limits of a login and, when it may go on, records it as a failure before the
 * password is checked: concurrent guesses from one address then count at once, and the password hash
 * runs after this short transaction, holding no lock or connection (issue 9). The caller marks the
 * attempt as succeeded, or forgets it when it was refused for a reason that is no wrong password.
 *
 * The limits are per account+address (the attacker's address waits, the member's does not) and per
 * address across accounts (one address cannot try passwords on many accounts). A refused attempt is
 * not recorded, so refusals never extend anybody's wait.
 *
 * @throws DomainError too_many_login_attempts
 */
export async function reserveLoginAttempt(
  db: Database,
  options: { account: string; clientAddress: string; now: Date; maxFailuresPerAddress?: number },
): Promise<LoginAttempt> {
  const { account, clientAddress, now } = options;
  return db.transaction(async (tx) => {
    await lockPhone(tx, 'login-address', clientAddress);
    const failures = {
      table: loginAttempts,
      createdAt: loginAttempts.createdAt,
      windowSeconds: authLimits.loginFailureWindowSeconds,
      now,
      refusal: { code: 'too_many_login_attempts', waitIn: 'minutes' },
    } as const;
    const fromAddress = and(
      eq(loginAttempts.clientAddress, clientAddress),
      eq(loginAttempts.succeeded, false),
    );
    await refuseWhenWindowFull(tx, {
      ...failures,
      where: fromAddress,
      max: options.maxFailuresPerAddress ?? authLimits.loginMaxFailuresPerAddress,
    });
    await refuseWhenWindowFull(tx, {
      ...failures,
      where: and(fromAddress, eq(loginAttempts.phone, account)),
      max: authLimits.loginMaxFailures,
    });

    const lastHour = await tx
      .select({ id: loginAttempts.id })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.phone, account),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.createdAt, addSeconds(now, -authLimits.distributedAttackWindowSeconds)),
        ),
      )
      .limit(authLimits.distributedAttackFailures);
    const [attempt] = await tx
      .insert(loginAttempts)
      .values({ phone: account, succeeded: false, clientAddress, createdAt: now })
      .returning({ id: loginAttempts.id });
    if (!attempt) throw new Error('insert returned no row');
    return { id: attempt.id, underAttack: lastHour.length >= authLimits.distributedAttackFailures };
  });
}

/**
 * Checks the password of a reserved attempt against the account's hash, or spends the same time when
 * there is no account (so that the answer does not tell which accounts exist). Refused for load
 * (server_busy), no password was checked: the attempt is forgotten and counts toward nothing.
 *
 * @throws DomainError server_busy
 */
export async function checkAttemptPassword(
  db: Database,
  options: { attemptId: number; passwordHash: string | undefined; password: string },
): Promise<boolean> {
  const { passwordHash, password } = options;
  try {
    return passwordHash === undefined
      ? await spendPasswordCheckTime().then(() => false)
      : await verifyPassword(passwordHash, password, { lane: 'login' });
  } catch (error) {
    await forgetLoginAttempt(db, options.attemptId);
    throw error;
  }
}

/** The attempt succeeded: it no longer counts as a failure (and marks the address as known). */
export async function markLoginSucceeded(db: Pick<Database, 'update'>, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}

/** The attempt was refused for another reason than a wrong password: it counts toward nothing. */
export async function forgetLoginAttempt(db: Database, attemptId: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
}
