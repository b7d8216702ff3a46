import type { Database, Transaction } from '@chaba/db/client';
import { memberLogins, members } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { translateServer } from '@chaba/i18n/translate';
import { eq } from 'drizzle-orm';
import { evaluateMemberRisk } from '../risk/evaluate-member-risk';
import { checkPlayerProtection } from '../responsible-gaming/check-player-protection';
import { DomainError } from '../errors';
import type { SmsSender } from '../notifications/sms-sender';
import type { AuthSettings } from './auth-settings';
import { issueOtp } from './issue-otp';
import { lockPhone } from './lock-phone';
import {
  checkAttemptPassword,
  forgetLoginAttempt,
  markLoginSucceeded,
  reserveLoginAttempt,
} from './reserve-login-attempt';
import { withPasswordCheckAdmission } from './secrets';
import { sendOtp } from './send-otp';
import { issueToken, type IssuedToken } from './tokens';
import { verifyOtp } from './verify-otp';

/**
 * Phone and password to an access token. Failures are limited per phone+address and per address
 * (reserveLoginAttempt), so an attacker's guesses never lock the real member out. A phone under a
 * distributed attack (100 failures in an hour from any addresses) needs a code by SMS on top of the
 * password: without `otp` the answer is `login_otp_required`, whatever the password, and the code is
 * sent only when the password is right. The password is checked outside any transaction. A member
 * in a time-out, a self-exclusion (or waiting to return) or with a closed account is refused after
 * the right password, by player protection in the transaction that would issue the token (issue 13).
 *
 * @throws DomainError too_many_login_attempts, login_failed, member_locked, login_otp_required, otp_invalid,
 *   otp_expired, otp_attempts_exceeded, server_busy, sms_send_failed, timed_out, self_excluded,
 *   return_required, return_pending, account_closed, player_protection_unavailable
 */
export async function logIn(
  db: Database,
  options: LoginCredentials & {
    /** The device as its user agent says: kept with the login for the back office's history. */
    userAgent?: string;
  },
): Promise<IssuedToken> {
  return withPasswordCheckAdmission(() => checkAndIssue(db, options));
}

async function checkAndIssue(db: Database, options: Parameters<typeof logIn>[1]): Promise<IssuedToken> {
  const { member, attemptId, underAttack } = await checkLoginPassword(db, options);
  // Only the account's owner (the right password) learns that staff locked it.
  if (member.lockedAt) throw new DomainError('member_locked');
  await verifyLoginOtpUnderAttack(db, { ...options, attemptId, underAttack });
  try {
    return await issueLoginToken(db, { ...options, memberId: member.id, attemptId });
  } catch (error) {
    // Refused by player protection: the password was right, the attempt counts toward nothing.
    if (error instanceof DomainError) await forgetLoginAttempt(db, attemptId);
    throw error;
  }
}

/** What checking a login's phone and password needs: the member's login, or a restricted member's call. */
export interface LoginCredentials {
  phone: string;
  password: string;
  otp?: string | null;
  clientAddress: string;
  language: Language;
  now: Date;
  settings: AuthSettings;
  sms: SmsSender;
}

/**
 * The member behind a phone and password, checked as a login checks them: the attempt is reserved
 * against the failure limits (per phone+address and per address), and a phone under attack without
 * `otp` answers login_otp_required whatever the password, sending the code only when it is right.
 * Answers the member and the attempt, which `verifyLoginOtpUnderAttack` and the caller settle.
 *
 * @throws DomainError too_many_login_attempts, login_failed, login_otp_required, server_busy
 */
export async function checkLoginPassword(db: Database, options: LoginCredentials) {
  const { phone, now } = options;
  const attempt = await reserveLoginAttempt(db, {
    account: phone,
    clientAddress: options.clientAddress,
    now,
    maxFailuresPerAddress: options.settings.loginMaxFailuresPerAddress,
  });
  const [member] = await db
    .select({ id: members.id, passwordHash: members.passwordHash, lockedAt: members.lockedAt })
    .from(members)
    .where(eq(members.phone, phone))
    .limit(1);
  const valid = await checkAttemptPassword(db, {
    attemptId: attempt.id,
    passwordHash: member?.passwordHash,
    password: options.password,
  });
  if (attempt.underAttack && !options.otp) {
    // The same answer for a right and a wrong password: only the phone's owner can go on, with the code.
    if (member && valid) {
      await forgetLoginAttempt(db, attempt.id);
      await sendLoginOtp(db, options);
    }
    throw new DomainError('login_otp_required', { field: 'otp' });
  }
  if (!member || !valid) throw new DomainError('login_failed');
  return { member, attemptId: attempt.id, underAttack: attempt.underAttack };
}

/**
 * For a phone under attack, the SMS code of `checkLoginPassword`'s answer. A wrong code is limited
 * by the code's own attempts: the password itself was right, so the attempt is forgotten.
 *
 * @throws DomainError otp_invalid, otp_expired, otp_attempts_exceeded
 */
export async function verifyLoginOtpUnderAttack(
  db: Database,
  options: { phone: string; otp?: string | null; now: Date; attemptId: number; underAttack: boolean },
): Promise<void> {
  if (!options.underAttack) return;
  try {
    await verifyOtp(db, {
      phone: options.phone,
      purpose: 'login',
      code: options.otp ?? '',
      now: options.now,
    });
  } catch (error) {
    await forgetLoginAttempt(db, options.attemptId);
    throw error;
  }
}

async function issueLoginToken(
  db: Database,
  options: Parameters<typeof logIn>[1] & { memberId: number; attemptId: number },
): Promise<IssuedToken> {
  return db.transaction(async (tx) => {
    await markLoginSucceeded(tx, options.attemptId);
    return openMemberSession(tx, options);
  });
}

/**
 * A login's session for a member whose identity is proven (the password, or LINE Login): player
 * protection refuses it as it refuses any login, and the login is recorded with its address and
 * device and shown to the risk rules. Runs in the caller's transaction.
 *
 * @throws DomainError self_excluded, timed_out, return_required, return_pending, account_closed,
 *   player_protection_unavailable
 */
export async function openMemberSession(
  tx: Transaction,
  options: {
    memberId: number;
    clientAddress: string;
    userAgent?: string;
    now: Date;
    settings: AuthSettings;
  },
): Promise<IssuedToken> {
  const { memberId, now } = options;
  await checkPlayerProtection(tx, memberId, { kind: 'login' }, now);
  await tx.insert(memberLogins).values({
    memberId,
    clientAddress: options.clientAddress,
    userAgent: options.userAgent ?? null,
    createdAt: now,
  });
  await evaluateMemberRisk(tx, {
    event: 'login',
    memberId,
    clientAddress: options.clientAddress,
    userAgent: options.userAgent,
    now,
  });
  return issueToken(tx, {
    kind: 'access',
    memberId,
    now,
    lifetimeSeconds: options.settings.accessTokenLifetimeSeconds,
  });
}

/** Sends the login code; a code sent in the last minute (or a spent limit) is simply not sent again. */
export async function sendLoginOtp(
  db: Database,
  options: {
    phone: string;
    clientAddress: string;
    language: Language;
    now: Date;
    settings: AuthSettings;
    sms: SmsSender;
  },
): Promise<void> {
  const { phone, settings } = options;
  let issued: { challengeId: number; code: string };
  try {
    issued = await db.transaction(async (tx) => {
      await lockPhone(tx, 'otp:login', phone);
      return issueOtp(tx, {
        phone,
        purpose: 'login',
        now: options.now,
        bypassCode: settings.otpBypassCode,
        clientAddress: options.clientAddress,
        maxPerAddressPerHour: settings.smsMaxPerAddressPerHour,
      });
    });
  } catch (error) {
    if (error instanceof DomainError) return;
    throw error;
  }
  if (settings.otpBypassCode !== undefined) return;
  await sendOtp(db, {
    sms: options.sms,
    challengeId: issued.challengeId,
    phone,
    body: translateServer(options.language, 'sms.login_otp', { site: settings.siteName, code: issued.code }),
  });
}
