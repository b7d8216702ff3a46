import type { Database, Transaction } from '@chaba/db/client';
import { depositSlips, moneyRequests } from '@chaba/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { creditStatementLine } from '../deposits/match-statement-line';
import { DomainError } from '../errors';
import { lockDepositSlip, slipMoneyLine, type DepositSlipRow } from './decide-deposit-slip';

export interface CreditedSlip {
  slipId: number;
  memberId: number;
  amountSatang: bigint;
  requestId: number | null;
  /** The slip was credited by an earlier call (a second click, or another staff member's). */
  replayed: boolean;
}

/**
 * Staff credit a held slip (issue 26, `deposits.decide`). Its money waits on suspense as the slip's
 * statement line (or the line its duplicate points to); that line is credited to the slip's member
 * through the statement desk's one crediting path (creditStatementLine: guarded claim of the line,
 * player protection, deposit_credit): the slip's own deposit request completed with what was
 * received when it is still open, otherwise a completed deposit made for it. The slip's row is
 * locked first: of two staff clicking at once the second waits and answers the first's outcome
 * (`replayed`). Audited with the client address.
 *
 * @throws DomainError not_found, slip_not_held, slip_not_verified (no verified transfer: the verifier
 *   never confirmed it), slip_transfer_settled (the transfer was already credited or refunded),
 *   player_protection_holds
 */
export async function creditDepositSlip(
  db: Database,
  options: { staffId: number; slipId: number; clientAddress?: string; now: Date },
): Promise<CreditedSlip> {
  const { staffId, now } = options;
  return db.transaction(async (tx) => {
    const slip = await lockDepositSlip(tx, options.slipId);
    if (slip.status === 'credited' && slip.decidedBy !== null) return creditedAnswer(tx, slip);
    if (slip.status !== 'held') throw new DomainError('slip_not_held');
    const line = await slipMoneyLine(tx, slip);
    if (!line) throw new DomainError('slip_not_verified');
    if (line.status !== 'unmatched') throw new DomainError('slip_transfer_settled');
    const openRequest = await openDepositRequest(tx, slip);
    const credited = await creditStatementLine(tx, {
      staffId,
      lineId: line.id,
      target: openRequest === null ? { memberId: slip.memberId } : { requestId: openRequest },
      acceptOtherAmount: true,
      now,
    });
    await tx
      .update(depositSlips)
      .set({
        status: 'credited',
        requestId: credited.requestId,
        decidedBy: staffId,
        decidedAt: now,
        updatedAt: now,
      })
      .where(eq(depositSlips.id, slip.id));
    await recordAudit(tx, {
      staffId,
      action: 'deposit_slip.credit',
      targetType: 'deposit_slip',
      targetId: slip.id,
      details: {
        memberId: slip.memberId,
        lineId: line.id,
        requestId: credited.requestId,
        amountSatang: credited.receivedSatang.toString(),
        transfer: `${slip.sendingBank}:${slip.transRef}`,
      },
      clientAddress: options.clientAddress,
      before: { status: 'held' },
      after: { status: 'credited' },
      now,
    });
    return {
      slipId: slip.id,
      memberId: slip.memberId,
      amountSatang: credited.receivedSatang,
      requestId: credited.requestId,
      replayed: false,
    };
  });
}

/** The slip's own deposit request when it may still be completed (pending, expired or cancelled). */
async function openDepositRequest(tx: Transaction, slip: DepositSlipRow) {
  if (slip.requestId === null) return null;
  const [request] = await tx
    .select({ id: moneyRequests.id })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.id, slip.requestId),
        eq(moneyRequests.memberId, slip.memberId),
        eq(moneyRequests.type, 'deposit'),
        inArray(moneyRequests.status, ['pending', 'expired', 'cancelled']),
      ),
    );
  return request?.id ?? null;
}

/** What an earlier credit of the slip did, answered again. */
async function creditedAnswer(tx: Transaction, slip: DepositSlipRow) {
  const line = await slipMoneyLine(tx, slip);
  return {
    slipId: slip.id,
    memberId: slip.memberId,
    amountSatang: line?.amountSatang ?? 0n,
    requestId: slip.requestId,
    replayed: true,
  };
}
