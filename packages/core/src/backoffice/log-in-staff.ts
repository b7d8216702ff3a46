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
import type { IssuedToken } from '../auth/tokens';
import { addSeconds } from '../clock';
import { DomainError } from '../errors';
import { openStaffSession } from './open-staff-session';
import { recordAudit } from '../audit/record-audit';
import { spendSecondFactorCode } from './second-factor';

export interface StaffLoginOptions {
  username: string;
  password: string;
  /** A TOTP code of the staff member's authenticator, or one of the recovery codes. */
  otp?: string | undefined;
  clientAddress: string;
  userAgent?: string | undefined;
  /** STAFF_TOTP_KEY: the stored TOTP secrets are sealed with it. */
  totpKey: string;
  /** False when STAFF_ALLOWED_ADDRESSES leaves the client address out: refused and audited. */
  addressAllowed?: boolean;
  now: Date;
  maxFailuresPerAddress?: number;
}

export type StaffLogin = IssuedToken & {
  staffId: number;
  role: (typeof staffAccounts.$inferSelect)['role'];
  mustChangePassword: boolean;
  /** No confirmed second factor: the session may only change the password and set one up. */
  secondFactorPending: boolean;
};

/** Why a staff login failed, as the audit log says it (the caller only ever reads `staff_login_failed`). */
type FailureReason = 'password' | 'disabled' | 'otp' | 'unknown_address' | 'address_not_allowed';

/**
 * Staff login: the password and, once the second factor is confirmed, a TOTP code (±1 step, each code
 * once) or a recovery code. A wrong password and a wrong code answer the same `staff_login_failed`
 * and count as the same failed login (reserveLoginAttempt: 5 per 15 minutes per username+address,
 * and the address's failures across accounts). A staff member without a confirmed second factor gets
 * a session that may only set it up. Staff have no phone for a code, so a username under a
 * distributed attack (100 failures in an hour) may log in only from addresses it logged in from in the
 * last 90 days. The password is checked outside any transaction; every login, successful or not, is
 * audited with the address and the device, in the transaction of its session.
 *
 * @throws DomainError too_many_login_attempts, staff_login_failed, staff_login_unknown_address,
 *   staff_address_not_allowed, server_busy
 */
export async function logInStaff(db: Database, options: StaffLoginOptions): Promise<StaffLogin> {
  if (options.addressAllowed === false) {
    await auditFailure(db, options, null, 'address_not_allowed');
    throw new DomainError('staff_address_not_allowed');
  }
  return withPasswordCheckAdmission(() => checkAndIssue(db, options));
}

async function checkAndIssue(db: Database, options: StaffLoginOptions): Promise<StaffLogin> {
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
    await auditFailure(db, options, null, 'unknown_address');
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
  if (!staff || !valid) return failed(db, options, staff?.id ?? null, 'password');
  if (staff.disabledAt) return failed(db, options, staff.id, 'disabled');
  const secondFactorPending = staff.totpConfirmedAt === null;
  const login = await db.transaction(async (tx) => {
    const proof = secondFactorPending
      ? 'pending'
      : await spendSecondFactorCode(tx, { staff, code: options.otp, totpKey: options.totpKey, now });
    if (proof === null) return null;
    await markLoginSucceeded(tx, attempt.id);
    const token = await openStaffSession(tx, {
      staffId: staff.id,
      clientAddress,
      userAgent: options.userAgent,
      now,
    });
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'staff.login',
      clientAddress,
      details: { user_agent: options.userAgent ?? null, second_factor: proof },
      now,
    });
    return token;
  });
  if (!login) return failed(db, options, staff.id, 'otp');
  return {
    ...login,
    staffId: staff.id,
    role: staff.role,
    mustChangePassword: staff.mustChangePassword,
    secondFactorPending,
  };
}

/** Audits a failed login (its attempt stays a failure) and refuses it. */
async function failed(
  db: Database,
  options: StaffLoginOptions,
  staffId: number | null,
  reason: FailureReason,
): Promise<never> {
  await auditFailure(db, options, staffId, reason);
  throw new DomainError('staff_login_failed');
}

async function auditFailure(
  db: Database,
  options: StaffLoginOptions,
  staffId: number | null,
  reason: FailureReason,
): Promise<void> {
  await db.transaction((tx) =>
    recordAudit(tx, {
      staffId,
      action: 'staff.login_failed',
      clientAddress: options.clientAddress,
      // The username as typed (cut: anyone can send one) and why; never the password or the code.
      details: { username: options.username.slice(0, 64), reason, user_agent: options.userAgent ?? null },
      now: options.now,
    }),
  );
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
