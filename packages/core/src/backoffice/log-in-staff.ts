import type { Database } from '@chaba/db/client';
import { loginAttempts, staffAccounts } from '@chaba/db/schema';
import { and, eq, gt } from 'drizzle-orm';
import { authLimits } from '../auth/auth-settings';
import {
  checkAttemptPassword,
  forgetLoginAttempt,
  markLoginSucceeded,
  reserveLoginAttempt,
} from '../auth/reserve-login-attempt';
import { withPasswordCheckAdmission } from '../auth/secrets';
import { issueToken, type IssuedToken } from '../auth/tokens';
import { addSeconds } from '../clock';
import { DomainError } from '../errors';
import { recordAudit } from './record-audit';

/** A staff session lasts a working shift. */
export const staffTokenLifetimeSeconds = 8 * 60 * 60;

/**
 * Staff login, with the member limits: 5 failures per 15 minutes per username+address, and the
 * failures of an address across accounts (reserveLoginAttempt). Staff have no phone for a code, so a
 * username under a distributed attack (100 failures in an hour) may log in only from addresses it
 * logged in from successfully in the last 90 days; other addresses are refused before the password is
 * checked, and the refusal counts toward nothing. The password is checked outside any transaction;
 * the token and its audit record are written in one.
 *
 * @throws DomainError too_many_login_attempts, staff_login_failed, staff_login_unknown_address,
 *   server_busy
 */
export async function logInStaff(
  db: Database,
  options: {
    username: string;
    password: string;
    clientAddress: string;
    now: Date;
    maxFailuresPerAddress?: number;
  },
): Promise<IssuedToken & { staffId: number; role: string; mustChangePassword: boolean }> {
  return withPasswordCheckAdmission(() => checkAndIssue(db, options));
}

async function checkAndIssue(
  db: Database,
  options: Parameters<typeof logInStaff>[1],
): Promise<IssuedToken & { staffId: number; role: string; mustChangePassword: boolean }> {
  const { now, clientAddress } = options;
  const username = options.username.toLowerCase();
  const account = `staff:${username}`;
  const attempt = await reserveLoginAttempt(db, {
    account,
    clientAddress,
    now,
    maxFailuresPerAddress: options.maxFailuresPerAddress,
  });
  if (attempt.underAttack && !(await loggedInBefore(db, { account, clientAddress, now }))) {
    await forgetLoginAttempt(db, attempt.id);
    throw new DomainError('staff_login_unknown_address', {
      retryAfterSeconds: authLimits.distributedAttackWindowSeconds,
      values: { minutes: authLimits.distributedAttackWindowSeconds / 60 },
    });
  }
  const [staff] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, username));
  const valid = await checkAttemptPassword(db, {
    attemptId: attempt.id,
    passwordHash: staff?.passwordHash,
    password: options.password,
  });
  if (!staff || !valid) throw new DomainError('staff_login_failed');
  return db.transaction(async (tx) => {
    await markLoginSucceeded(tx, attempt.id);
    const token = await issueToken(tx, {
      kind: 'staff',
      staffId: staff.id,
      now,
      lifetimeSeconds: staffTokenLifetimeSeconds,
    });
    await recordAudit(tx, { staffId: staff.id, action: 'staff.login', now });
    return { ...token, staffId: staff.id, role: staff.role, mustChangePassword: staff.mustChangePassword };
  });
}

async function loggedInBefore(
  db: Database,
  options: { account: string; clientAddress: string; now: Date },
): Promise<boolean> {
  const [known] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.phone, options.account),
        eq(loginAttempts.clientAddress, options.clientAddress),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.createdAt, addSeconds(options.now, -authLimits.staffKnownAddressDays * 86_400)),
      ),
    )
    .limit(1);
  return known !== undefined;
}
