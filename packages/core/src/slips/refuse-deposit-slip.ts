import type { Database } from '@chaba/db/client';
import { depositSlips, memberChangeOutbox } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors';
import { lockDepositSlip } from './decide-deposit-slip';

/**
 * Staff refuse a held slip with a reason (issue 26, `deposits.decide`): the slip is `refused`
 * (`slip_refused_by_staff`) and credits nothing. Its money, if the verifier confirmed a transfer,
 * stays an unmatched statement line on suspense, for the statement desk to credit or send back.
 * The slip's row is locked first; refusing again with the same reason answers the same
 * (`replayed`), a slip credited or refused otherwise is `slip_not_held`. Audited with the client
 * address; the member's open pages are told.
 *
 * @throws DomainError not_found, slip_not_held
 */
export async function refuseDepositSlip(
  db: Database,
  options: { staffId: number; slipId: number; reason: string; clientAddress?: string; now: Date },
): Promise<{ slipId: number; replayed: boolean }> {
  const { staffId, reason, now } = options;
  return db.transaction(async (tx) => {
    const slip = await lockDepositSlip(tx, options.slipId);
    const refusedByStaff = slip.status === 'refused' && slip.refusalCode === 'slip_refused_by_staff';
    if (refusedByStaff && slip.decisionReason === reason) return { slipId: slip.id, replayed: true };
    if (slip.status !== 'held') throw new DomainError('slip_not_held');
    await tx
      .update(depositSlips)
      .set({
        status: 'refused',
        refusalCode: 'slip_refused_by_staff',
        decisionReason: reason,
        decidedBy: staffId,
        decidedAt: now,
        updatedAt: now,
      })
      .where(eq(depositSlips.id, slip.id));
    await tx.insert(memberChangeOutbox).values({ memberId: slip.memberId, reason: 'request' });
    await recordAudit(tx, {
      staffId,
      action: 'deposit_slip.refuse',
      targetType: 'deposit_slip',
      targetId: slip.id,
      details: { memberId: slip.memberId, reason, transfer: `${slip.sendingBank}:${slip.transRef}` },
      clientAddress: options.clientAddress,
      before: { status: 'held', refusalCode: slip.refusalCode },
      after: { status: 'refused', refusalCode: 'slip_refused_by_staff' },
      now,
    });
    return { slipId: slip.id, replayed: false };
  });
}
