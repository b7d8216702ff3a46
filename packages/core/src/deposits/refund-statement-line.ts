import type { Database } from '@chaba/db/client';
import { bankStatementLines } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { refuseWhileClaimed } from '../claims/claims';
import { DomainError } from '../errors';
import { ledgerAccount } from '../ledger/accounts';
import { lineSourceAccount } from './hold-for-player-protection';
import { postTransaction, transfer } from '../ledger/post-transaction';

/**
 * An operator sent an unmatched transfer back to its sender, with the bank reference of that
 * transfer: the line leaves the unmatched queue (`refunded`) and its money leaves the suspense
 * account for the company account it came into (it went out again; a payment gateway's payment held
 * by player protection goes back to that gateway). The status change is a guarded
 * update, so the money moves once; repeating the refund with the same reference answers the same
 * (idempotent), with another reference it is refused.
 *
 * @throws DomainError not_found, statement_line_not_unmatched, statement_line_claimed
 */
export async function refundStatementLine(
  db: Database,
  options: {
    staffId: number;
    lineId: number;
    refundRef: string;
    note?: string;
    now: Date;
    clientAddress?: string;
  },
) {
  const { staffId, lineId, refundRef, now } = options;
  return db.transaction(async (tx) => {
    const [line] = await tx
      .update(bankStatementLines)
      .set({ status: 'refunded', refundRef, resolvedAt: now, resolvedByStaffId: staffId })
      .where(and(eq(bankStatementLines.id, lineId), eq(bankStatementLines.status, 'unmatched')))
      .returning();
    if (!line) {
      const [existing] = await tx.select().from(bankStatementLines).where(eq(bankStatementLines.id, lineId));
      if (!existing) throw new DomainError('not_found');
      if (existing.status === 'refunded' && existing.refundRef === refundRef)
        return { line: existing, replayed: true };
      throw new DomainError('statement_line_not_unmatched');
    }
    // Another staff member working the line (issue 30): refused, and the guarded update rolls back.
    await refuseWhileClaimed(tx, 'statement_line', line, staffId, now);
    await postTransaction(tx, {
      idempotencyKey: `statement-line:${line.id}:refund`,
      eventType: 'statement_line_refund',
      postings: transfer(
        ledgerAccount.unmatchedDeposits(),
        lineSourceAccount(line.accountNumber),
        line.amountSatang,
      ),
      metadata: { lineId: line.externalId, refundRef, staffId },
    });
    await recordAudit(tx, {
      staffId,
      action: 'statement_line.refund',
      targetType: 'bank_statement_line',
      targetId: line.id,
      details: { amountSatang: line.amountSatang.toString(), refundRef, note: options.note ?? null },
      clientAddress: options.clientAddress,
      before: { status: 'unmatched', refundRef: null },
      after: { status: 'refunded', refundRef },
      now,
    });
    return { line, replayed: false };
  });
}
