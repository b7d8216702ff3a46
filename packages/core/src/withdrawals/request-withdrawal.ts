import type { Database } from '@chaba/db/client';
import { members, moneyRequests } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { evaluateWithdrawalRisk } from '../risk/evaluate-withdrawal-risk';
import { isUniqueViolation } from '../database-errors';
import { DomainError } from '../errors';
import { generateRef } from '../deposits/generate-ref';
import { ledgerAccount, readBalance } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { completeReachedPromotion } from '../promotions/current-promotion';
import { readSiteSetting } from '../site/site-settings';
import { recordMemberChange } from '../notifications/member-events';

/**
 * A member asks to withdraw to their own bank account. The amount moves from the wallet to the
 * member's withdrawal hold in the same database transaction that creates the pending request, so
 * concurrent requests create at most one hold (one pending request per member) and the wallet never
 * goes below zero (guarded ledger update).
 *
 * @throws DomainError member_locked, phone_mismatch, bank_account_required, withdraw_below_minimum,
 *   withdraw_above_maximum, turnover_not_met, pending_request_exists, withdraw_exceeds_credit
 */
export async function requestWithdrawal(
  db: Database,
  // allowBelowMinimum: a closed account's whole balance is paid out whatever the minimum (decision 23).
  options: { memberId: number; phone: string; amountSatang: bigint; now: Date; allowBelowMinimum?: boolean },
) {
  const { memberId, amountSatang, now } = options;
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) throw new DomainError('unauthenticated');
  if (member.lockedAt) throw new DomainError('member_locked');
  if (member.phone !== options.phone) throw new DomainError('phone_mismatch', { field: 'phone' });
  if (!member.bank || !member.accountNumber)
    throw new DomainError('bank_account_required', { field: 'bank' });
  const limits = await readSiteSetting(db, 'withdraw_limits');
  if (limits && amountSatang < BigInt(limits.min_satang) && !options.allowBelowMinimum) {
    throw new DomainError('withdraw_below_minimum', {
      field: 'amount',
      amounts: { min: BigInt(limits.min_satang) },
    });
  }
  if (limits && amountSatang > BigInt(limits.max_satang)) {
    throw new DomainError('withdraw_above_maximum', {
      field: 'amount',
      amounts: { max: BigInt(limits.max_satang) },
    });
  }

  const promotion = await completeReachedPromotion(db, { memberId, now });
  if (promotion && promotion.remainingSatang > 0n) {
    throw new DomainError('turnover_not_met', {
      field: 'amount',
      amounts: { remaining: promotion.remainingSatang },
    });
  }

  try {
    return await db.transaction(async (tx) => {
      const [request] = await tx
        .insert(moneyRequests)
        .values({
          memberId,
          type: 'withdraw',
          status: 'pending',
          amountSatang,
          requestedAmountSatang: amountSatang,
          ref: generateRef('withdraw'),
          method: 'payout',
          memberBank: member.bank,
          memberAccountNumber: member.accountNumber,
          createdAt: now,
        })
        .returning();
      if (!request) throw new Error('insert returned no row');
      await postTransaction(tx, {
        idempotencyKey: `withdrawal:${request.id}:hold`,
        eventType: 'withdrawal_hold',
        postings: transfer(
          ledgerAccount.memberWallet(memberId),
          ledgerAccount.memberWithdrawalHold(memberId),
          amountSatang,
        ),
        metadata: { requestId: request.id },
      });
      await recordMemberChange(tx, { memberId, reason: 'withdraw' });
      await evaluateWithdrawalRisk(tx, { memberId, requestId: request.id, amountSatang, now });
      return request;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'money_requests_one_pending_per_member')) {
      throw new DomainError('pending_request_exists', { field: 'amount' });
    }
    if (error instanceof DomainError && error.code === 'insufficient_funds') {
      const credit = await readBalance(db, ledgerAccount.memberWallet(memberId));
      throw new DomainError('withdraw_exceeds_credit', {
        field: 'amount',
        amounts: { credit },
      });
    }
    throw error;
  }
}
