import type { Database } from '@chaba/db/client';
import { accountRestrictionChanges, accountRestrictions, members, moneyRequests } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { checkLoginPassword, verifyLoginOtpUnderAttack, type LoginCredentials } from '../auth/log-in';
import { forgetLoginAttempt } from '../auth/reserve-login-attempt';
import { withPasswordCheckAdmission } from '../auth/secrets';
import { DomainError } from '../errors';
import { ledgerAccount, readBalance } from '../ledger/accounts';
import { cancelPromotion } from '../promotions/cancel-promotion';
import { readActivePromotion } from '../promotions/current-promotion';
import { readSiteSetting } from '../site/site-settings';
import { requestWithdrawal } from '../withdrawals/request-withdrawal';
import {
  readRestriction,
  restrictionError,
  readRestrictionState,
  returnDelaySeconds,
  type RestrictionState,
} from '../responsible-gaming/account-restrictions';

/*
 * The restricted account (issue 13, decision 23): a member in a time-out, a self-exclusion, waiting
 * to return, or with a closed account cannot log in, but their money stays theirs: they see their
 * balance and ask to withdraw it to their registered account, and after a self-exclusion they ask to
 * return. No session: every call brings the phone and password, checked like a login (the same
 * failure limits per phone+address and per address, the SMS code when the phone is under attack).
 */

export type RestrictedCredentials = LoginCredentials;

/**
 * The restricted member behind a phone and password, and what restricts them.
 *
 * @throws DomainError too_many_login_attempts, login_failed, login_otp_required, otp_invalid,
 *   otp_expired, otp_attempts_exceeded, server_busy, member_locked, not_restricted
 */
export async function authenticateRestricted(
  db: Database,
  credentials: RestrictedCredentials,
): Promise<{ memberId: number; state: RestrictionState }> {
  return withPasswordCheckAdmission(async () => {
    const checked = await checkLoginPassword(db, credentials);
    await verifyLoginOtpUnderAttack(db, { ...credentials, ...checked });
    const { member, attemptId } = checked;
    // The right password: the attempt counts toward nothing (no session is issued).
    await forgetLoginAttempt(db, attemptId);
    if (member.lockedAt) throw new DomainError('member_locked');
    const state = await readRestrictionState(db, member.id, credentials.now);
    if (!state) throw new DomainError('not_restricted');
    return { memberId: member.id, state };
  });
}

/**
 * What a restricted member may see: the state and until when, the balance, what of it can be
 * withdrawn now (less a bonus whose turnover is not met: it is forfeited on withdrawal), the pending
 * withdrawal, and the registered account (masked).
 *
 * @throws DomainError as authenticateRestricted
 */
export async function readRestrictedAccount(db: Database, credentials: RestrictedCredentials) {
  const { memberId, state } = await authenticateRestricted(db, credentials);
  return { state, ...(await restrictedMoney(db, memberId)) };
}

async function restrictedMoney(db: Database, memberId: number) {
  const balanceSatang = await readBalance(db, ledgerAccount.memberWallet(memberId));
  const promotion = await readActivePromotion(db, memberId);
  const forfeit =
    promotion && promotion.remainingSatang > 0n
      ? promotion.bonusSatang < balanceSatang
        ? promotion.bonusSatang
        : balanceSatang
      : 0n;
  const [pending] = await db
    .select({
      id: moneyRequests.id,
      amountSatang: moneyRequests.amountSatang,
      createdAt: moneyRequests.createdAt,
    })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.memberId, memberId),
        eq(moneyRequests.type, 'withdraw'),
        eq(moneyRequests.status, 'pending'),
      ),
    )
    .limit(1);
  const [member] = await db
    .select({ bank: members.bank, accountNumber: members.accountNumber })
    .from(members)
    .where(eq(members.id, memberId));
  return {
    balanceSatang,
    withdrawableSatang: balanceSatang - forfeit,
    pendingWithdrawal: pending ?? null,
    bank:
      member?.bank && member.accountNumber
        ? { bankCode: member.bank, accountNumberMasked: maskAccountNumber(member.accountNumber) }
        : null,
  };
}

/** `xxx-x-x1234-x`: only the last four digits show. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return `${'x'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;
}

/**
 * A restricted member asks to withdraw to their registered account: a normal withdrawal request
 * (`requestWithdrawal`: one pending request, the hold, the minimum and maximum, staff pay it). The
 * turnover rule does not hold a restricted member's money back: an active promotion whose turnover is
 * not met is given up first, with decision 7's rules (the unused bonus goes back; what was won with
 * it stays). A closed account may withdraw its whole balance even below the minimum, so no balance is
 * ever trapped.
 *
 * @throws DomainError as authenticateRestricted, withdraw_below_minimum, withdraw_above_maximum,
 *   withdraw_exceeds_credit, pending_request_exists, bank_account_required
 */
export async function restrictedWithdraw(
  db: Database,
  credentials: RestrictedCredentials & { amountSatang: bigint },
) {
  const { memberId, state } = await authenticateRestricted(db, credentials);
  const { amountSatang, now } = credentials;
  const money = await restrictedMoney(db, memberId);
  if (money.pendingWithdrawal) throw new DomainError('pending_request_exists', { field: 'amount' });
  if (amountSatang > money.withdrawableSatang) {
    throw new DomainError('withdraw_exceeds_credit', {
      field: 'amount',
      amounts: { credit: money.withdrawableSatang },
    });
  }
  const wholeBalanceOfClosed = state.state === 'closed' && amountSatang === money.withdrawableSatang;
  const limits = await readSiteSetting(db, 'withdraw_limits');
  if (limits && amountSatang < BigInt(limits.min_satang) && !wholeBalanceOfClosed) {
    throw new DomainError('withdraw_below_minimum', {
      field: 'amount',
      amounts: { min: BigInt(limits.min_satang) },
    });
  }
  const promotion = await readActivePromotion(db, memberId);
  if (promotion && promotion.remainingSatang > 0n) await cancelPromotion(db, { memberId, now });
  return requestWithdrawal(db, {
    memberId,
    phone: credentials.phone,
    amountSatang,
    now,
    allowBelowMinimum: wholeBalanceOfClosed,
  });
}

/**
 * After a self-exclusion ends the member asks to return: the account opens 24 hours later (the
 * answer's `returnsAt`). Asking again while waiting answers the same time.
 *
 * @throws DomainError as authenticateRestricted, self_excluded, timed_out, account_closed
 */
export async function askToReturn(
  db: Database,
  credentials: RestrictedCredentials,
): Promise<{ returnsAt: Date }> {
  const { memberId } = await authenticateRestricted(db, credentials);
  const { now } = credentials;
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    await readRestriction(tx, memberId, { lock: true });
    const state = await readRestrictionState(tx, memberId, now);
    if (!state) throw new DomainError('not_restricted');
    if (state.state === 'return_pending') return { returnsAt: state.until };
    if (state.state !== 'return_required') throw restrictionError(state);
    const returnsAt = addSeconds(now, returnDelaySeconds);
    await tx
      .update(accountRestrictions)
      .set({ returnRequestedAt: now, returnsAt, updatedAt: now })
      .where(eq(accountRestrictions.memberId, memberId));
    await tx
      .insert(accountRestrictionChanges)
      .values({ memberId, kind: 'return', change: 'requested', until: returnsAt, at: now });
    return { returnsAt };
  });
}
