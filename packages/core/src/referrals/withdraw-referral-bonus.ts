import type { Database } from '@chaba/db/client';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../errors';
import { ledgerAccount, readBalance } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { readSiteSetting } from '../site/site-settings';
import { recordMemberChange } from '../notifications/member-events';

/**
 * Moves the whole pending referral bonus to the wallet, once it reaches the minimum. Concurrent
 * calls cannot pay twice: the pending account may not go below zero.
 *
 * @throws DomainError referral_bonus_below_minimum
 */
export async function withdrawReferralBonus(db: Database, options: { memberId: number; now: Date }) {
  const settings = await readSiteSetting(db, 'referral');
  const minimum = BigInt(settings?.minimum_withdraw_satang ?? 0);
  return db.transaction(async (tx) => {
    const pending = await readBalance(tx, ledgerAccount.memberReferralPending(options.memberId));
    if (pending <= 0n || pending < minimum) {
      throw new DomainError('referral_bonus_below_minimum', { amounts: { min: minimum } });
    }
    await postTransaction(tx, {
      idempotencyKey: `referral-withdraw:${options.memberId}:${randomUUID()}`,
      eventType: 'referral_withdraw',
      postings: transfer(
        ledgerAccount.memberReferralPending(options.memberId),
        ledgerAccount.memberWallet(options.memberId),
        pending,
      ),
      metadata: { at: options.now.toISOString() },
    });
    await recordMemberChange(tx, { memberId: options.memberId, reason: 'credit' });
    return { amountSatang: pending };
  });
}
