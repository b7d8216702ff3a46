import type { Database } from '@chaba/db/client';
import { accountRestrictionChanges, accountRestrictions, members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { checkAttemptPassword, forgetLoginAttempt, reserveLoginAttempt } from '../auth/reserve-login-attempt';
import type { AuthSettings } from '../auth/auth-settings';
import { withPasswordCheckAdmission } from '../auth/secrets';
import { revokeMemberTokens } from '../auth/tokens';
import { DomainError } from '../errors';
import { ledgerAccount, readBalance } from '../ledger/accounts';
import { cancelPromotion } from '../promotions/cancel-promotion';
import { readActivePromotion } from '../promotions/current-promotion';
import { readSiteSetting } from '../site/site-settings';
import { requestWithdrawal } from '../withdrawals/request-withdrawal';
import {
  readRestriction,
  readRestrictionState,
  restrictionError,
} from '../responsible-gaming/account-restrictions';

/**
 * The member closes their account (issue 13, decision 23), with their password. The balance is paid
 * out first: while what could be withdrawn reaches the minimum withdrawal, closing is refused
 * (`close_account_balance`, naming the amount) and the member withdraws it as usual. A smaller balance
 * does not keep the account open: the closure moves all of it into one withdrawal request, whatever
 * the minimum, which staff pay out (an active promotion whose turnover is not met is given up first,
 * decision 7). A pending withdrawal stays payable. Every login and game session ends; the account
 * can no longer log in, and its phone and bank account stay taken.
 *
 * @throws DomainError old_password_wrong, too_many_login_attempts, server_busy, close_account_balance,
 *   account_closed, unauthenticated
 */
export async function closeAccount(
  db: Database,
  options: { memberId: number; password: string; clientAddress: string; now: Date; settings: AuthSettings },
): Promise<{ closedAt: Date; withdrawalRequestId: number | null }> {
  const { memberId, now } = options;
  const [member] = await db
    .select({ phone: members.phone, passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw new DomainError('unauthenticated');
  await withPasswordCheckAdmission(async () => {
    const attempt = await reserveLoginAttempt(db, {
      account: member.phone,
      clientAddress: options.clientAddress,
      now,
      maxFailuresPerAddress: options.settings.loginMaxFailuresPerAddress,
    });
    const valid = await checkAttemptPassword(db, {
      attemptId: attempt.id,
      passwordHash: member.passwordHash,
      password: options.password,
    });
    if (!valid) throw new DomainError('old_password_wrong', { field: 'password' });
    await forgetLoginAttempt(db, attempt.id);
  });

  const minimum = BigInt((await readSiteSetting(db, 'withdraw_limits'))?.min_satang ?? 0);
  await db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    await readRestriction(tx, memberId, { lock: true });
    const state = await readRestrictionState(tx, memberId, now);
    if (state) throw restrictionError(state);
    const balance = await readBalance(tx, ledgerAccount.memberWallet(memberId));
    const promotion = await readActivePromotion(tx, memberId);
    const forfeit =
      promotion && promotion.remainingSatang > 0n
        ? promotion.bonusSatang < balance
          ? promotion.bonusSatang
          : balance
        : 0n;
    const withdrawable = balance - forfeit;
    if (withdrawable > 0n && withdrawable >= minimum) {
      throw new DomainError('close_account_balance', {
        field: 'general',
        amounts: { balance: withdrawable },
      });
    }
    await tx
      .insert(accountRestrictions)
      .values({ memberId, closedAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: accountRestrictions.memberId, set: { closedAt: now, updatedAt: now } });
    await tx
      .insert(accountRestrictionChanges)
      .values({ memberId, kind: 'closure', change: 'set', until: null, at: now });
    await revokeMemberTokens(tx, { memberId, now });
  });

  // The small balance left: one withdrawal of all of it. Should it fail (a withdrawal is already
  // pending), the member asks for it later on the restricted page, where a closed account may
  // withdraw its whole balance below the minimum too.
  let withdrawalRequestId: number | null = null;
  try {
    const promotion = await readActivePromotion(db, memberId);
    if (promotion && promotion.remainingSatang > 0n) await cancelPromotion(db, { memberId, now });
    const balance = await readBalance(db, ledgerAccount.memberWallet(memberId));
    if (balance > 0n) {
      const request = await requestWithdrawal(db, {
        memberId,
        phone: member.phone,
        amountSatang: balance,
        now,
        allowBelowMinimum: true,
      });
      withdrawalRequestId = request.id;
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  }
  return { closedAt: now, withdrawalRequestId };
}
