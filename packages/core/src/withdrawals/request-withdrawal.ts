import type { Database } from '@chaba/db/client';
import { members, moneyRequests } from '@chaba/db/schema';
import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import { evaluateWithdrawalRisk } from '../risk/evaluate-withdrawal-risk';
import { isUniqueViolation } from '../database-errors';
import { DomainError } from '../errors';
import { generateRef } from '../deposits/generate-ref';
import { ledgerAccount, readBalance } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { completeReachedPromotion } from '../promotions/current-promotion';
import { bangkokDate, bangkokMidnight } from '../bangkok-time';
import { readWithdrawalRules, type WithdrawalRules } from './withdrawal-rules';
import { recordMemberChange } from '../notifications/member-events';
import { requireDocumentsFor } from '../documents/require-documents';

/**
 * A member asks to withdraw to their own bank account. The amount moves from the wallet to the
 * member's withdrawal hold in the same database transaction that creates the pending request, so
 * concurrent requests create at most one hold (one pending request per member) and the wallet never
 * goes below zero (guarded ledger update).
 *
 * @throws DomainError member_locked, phone_mismatch, bank_account_required, withdraw_below_minimum,
 *   withdraw_above_maximum, documents_required, withdraw_daily_limit, withdraw_daily_count, withdraw_too_soon, turnover_not_met, pending_request_exists, withdraw_exceeds_credit
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
  const rules = await readWithdrawalRules(db, { secondApprovalAboveSatang: null, memberId });
  if (rules.minSatang !== null && amountSatang < rules.minSatang && !options.allowBelowMinimum) {
    throw new DomainError('withdraw_below_minimum', { field: 'amount', amounts: { min: rules.minSatang } });
  }
  if (rules.maxSatang !== null && amountSatang > rules.maxSatang) {
    throw new DomainError('withdraw_above_maximum', { field: 'amount', amounts: { max: rules.maxSatang } });
  }
  await requireDocumentsFor(db, { memberId, amountSatang, documentsAboveSatang: rules.documentsAboveSatang });
  // A closed account's balance leaves whatever the day's limits (decision 23).
  if (!options.allowBelowMinimum) await checkDailyLimits(db, { memberId, amountSatang, now, rules });

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

/**
 * The member's Bangkok day so far (withdrawals not rejected or cancelled) against the daily amount
 * and count, and the last request against the cooldown. One pending request per member keeps two
 * requests from passing these together.
 */
async function checkDailyLimits(
  db: Database,
  options: { memberId: number; amountSatang: bigint; now: Date; rules: WithdrawalRules },
): Promise<void> {
  const { rules, now } = options;
  if (rules.dailyMaxSatang === null && rules.dailyCount === null && rules.cooldownSeconds === 0) return;
  const dayStart = bangkokMidnight(bangkokDate(now));
  const since = new Date(Math.min(dayStart.getTime(), now.getTime() - rules.cooldownSeconds * 1000));
  const [today] = await db
    .select({
      count: sql<number>`count(*) filter (where ${moneyRequests.createdAt} >= ${dayStart.toISOString()}::timestamptz)::int`,
      total: sql<string>`coalesce(sum(${moneyRequests.amountSatang}) filter (where ${moneyRequests.createdAt} >= ${dayStart.toISOString()}::timestamptz), 0)::text`,
      last: sql<string | null>`max(${moneyRequests.createdAt})::text`,
    })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.memberId, options.memberId),
        eq(moneyRequests.type, 'withdraw'),
        notInArray(moneyRequests.status, ['rejected', 'cancelled']),
        gte(moneyRequests.createdAt, since),
      ),
    );
  const last = today?.last ? new Date(today.last) : null;
  if (last && rules.cooldownSeconds > 0) {
    const waitSeconds = Math.ceil((last.getTime() + rules.cooldownSeconds * 1000 - now.getTime()) / 1000);
    if (waitSeconds > 0) {
      throw new DomainError('withdraw_too_soon', {
        field: 'amount',
        retryAfterSeconds: waitSeconds,
        values: { minutes: Math.ceil(waitSeconds / 60) },
      });
    }
  }
  if (rules.dailyCount !== null && (today?.count ?? 0) >= rules.dailyCount) {
    throw new DomainError('withdraw_daily_count', { field: 'amount', values: { count: rules.dailyCount } });
  }
  const total = BigInt(today?.total ?? '0');
  if (rules.dailyMaxSatang !== null && total + options.amountSatang > rules.dailyMaxSatang) {
    const remaining = rules.dailyMaxSatang > total ? rules.dailyMaxSatang - total : 0n;
    throw new DomainError('withdraw_daily_limit', { field: 'amount', amounts: { remaining } });
  }
}
