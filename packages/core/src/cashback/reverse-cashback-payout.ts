import type { Database } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { cashbackPayouts, cashbackProgrammes } from '@chaba/db/schema';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors';
import { bonusExpenseAccount, ledgerAccount } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { recordMemberChange } from '../notifications/member-events';

/**
 * Staff reverse a paid cashback or rebate payout (decision 60): what it paid goes back from the
 * member's wallet to the programme kind's expense account through the ledger, at most what the
 * wallet holds now (the wallet's row is locked while it is read and posted, so a bet cannot slip
 * between). Once: a reversed payout answers as it is (idempotent, also two at once: the payout row
 * is locked first). The bonus's turnover requirement stays as it was. Audited.
 *
 * @throws DomainError not_found, cashback_payout_not_reversible
 */
export async function reverseCashbackPayout(
  db: Database,
  options: { staffId: number; payoutId: number; now: Date; clientAddress?: string },
): Promise<{ reversedSatang: bigint; replayed: boolean }> {
  const { staffId, payoutId, now } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ payout: cashbackPayouts, kind: cashbackProgrammes.kind })
      .from(cashbackPayouts)
      .innerJoin(cashbackProgrammes, eq(cashbackProgrammes.id, cashbackPayouts.programmeId))
      .where(eq(cashbackPayouts.id, payoutId))
      .for('update', { of: cashbackPayouts });
    if (!row) throw new DomainError('not_found');
    const { payout, kind } = row;
    if (payout.status === 'reversed') return { reversedSatang: payout.reversedSatang ?? 0n, replayed: true };
    if (payout.status !== 'paid') throw new DomainError('cashback_payout_not_reversible');
    const wallet = ledgerAccount.memberWallet(payout.memberId);
    const [held] = await queryRows<{ balance: string }>(
      tx,
      sql`select balance_satang::text as balance from ledger_accounts where code = ${wallet.code} for update`,
    );
    const balance = BigInt(held?.balance ?? 0);
    const reversedSatang = balance < payout.amountSatang ? balance : payout.amountSatang;
    if (reversedSatang > 0n) {
      const expense = bonusExpenseAccount[kind]();
      await postTransaction(tx, {
        idempotencyKey: `${kind}-reversal:${payout.id}`,
        eventType: `${kind}_reversal`,
        postings: transfer(wallet, expense, reversedSatang),
        metadata: { payoutId: payout.id, staffId },
      });
    }
    await tx
      .update(cashbackPayouts)
      .set({ status: 'reversed', reversedSatang, reversedAt: now, reversedByStaffId: staffId })
      .where(eq(cashbackPayouts.id, payout.id));
    await recordMemberChange(tx, { memberId: payout.memberId, reason: 'credit' });
    await recordAudit(tx, {
      staffId,
      action: 'cashback.payout_reverse',
      targetType: 'member',
      targetId: payout.memberId,
      details: { payoutId: payout.id, kind, amountSatang: String(payout.amountSatang) },
      before: { status: payout.status },
      after: { status: 'reversed', reversedSatang: String(reversedSatang) },
      clientAddress: options.clientAddress,
      now,
    });
    return { reversedSatang, replayed: false };
  });
}
