import type { Transaction } from '@chaba/db/client';
import { bankStatementLines, moneyRequests } from '@chaba/db/schema';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { and, eq } from 'drizzle-orm';
import { queueStaffAlert } from '../alerts/queue-staff-alert';
import { DomainError } from '../errors';
import { ledgerAccount, type AccountSpec } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { recordMemberChange } from '../notifications/member-events';
import { checkPlayerProtection } from '../responsible-gaming/check-player-protection';

/**
 * The `unmatched_reason` of a transfer player protection held: `protection_` and the refusal's code
 * (`protection_deposit_limit_reached`, `protection_timed_out`, `protection_self_excluded`,
 * `protection_account_closed`, `protection_player_protection_unavailable`). Decision 20.
 */
export const protectionHoldPrefix = 'protection_';

/** The statement line's account of a gateway payment held in suspense: `gateway:<name>`. */
const gatewayLinePrefix = 'gateway:';

/**
 * May this money be credited to the member now? Asks the one player-protection check with the
 * deposit request being credited left out of the count (it was counted as pending since prepare; its
 * amount is the action's own). Runs in a savepoint, so a failed check leaves the caller's transaction
 * usable to hold the money instead. Null when allowed, else the refusal's code; a failure to answer is
 * a refusal too (`player_protection_unavailable`): money is never credited unchecked.
 */
export async function refusalToCredit(
  tx: Transaction,
  options: { memberId: number; amountSatang: bigint; requestId?: number; now: Date },
): Promise<string | null> {
  try {
    await tx.transaction((savepoint) =>
      checkPlayerProtection(
        savepoint,
        options.memberId,
        { kind: 'deposit', amountSatang: options.amountSatang, requestId: options.requestId },
        options.now,
      ),
    );
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.code : 'player_protection_unavailable';
  }
}

/**
 * Staff crediting a transfer by hand: refused with `player_protection_holds` (naming the refusal)
 * while player protection still refuses the credit. Staff cannot overrule it; they may refund.
 *
 * @throws DomainError player_protection_holds
 */
export async function refuseCreditWhileProtected(
  tx: Transaction,
  options: { memberId: number; amountSatang: bigint; requestId?: number; now: Date },
): Promise<void> {
  const refusal = await refusalToCredit(tx, options);
  if (refusal) throw new DomainError('player_protection_holds', { values: { reason: refusal } });
}

/**
 * Keeps a transfer that player protection refused to credit on the suspense account (unmatched
 * deposits), as an unmatched statement line marked with the reason and naming the deposit request it
 * pays, for staff to refund or credit later (re-checked then). The request is cancelled (it no longer
 * waits for money, and stops counting as pending); staff's credit completes it again. `from` is where
 * the money came in (a company bank account, a payment gateway); the idempotency key is the one the
 * credit would have used, so a transfer is held or credited, never both.
 */
export async function holdForPlayerProtection(
  tx: Transaction,
  options: {
    lineId: number;
    externalId: string;
    from: AccountSpec;
    amountSatang: bigint;
    idempotencyKey: string;
    requestId: number;
    memberId: number;
    refusal: string;
    now: Date;
  },
) {
  const reason = `${protectionHoldPrefix}${options.refusal}`;
  await postTransaction(tx, {
    idempotencyKey: options.idempotencyKey,
    eventType: 'unmatched_transfer',
    postings: transfer(options.from, ledgerAccount.unmatchedDeposits(), options.amountSatang),
    metadata: { lineId: options.externalId, requestId: options.requestId, reason },
  });
  await markHeld(tx, { ...options, reason });
}

/**
 * Marks a line whose money already waits on the suspense account (held during maintenance) as held by
 * player protection, and cancels its request.
 */
export async function markHeldForPlayerProtection(
  tx: Transaction,
  options: { lineId: number; requestId: number; memberId: number; refusal: string; now: Date },
) {
  await markHeld(tx, { ...options, reason: `${protectionHoldPrefix}${options.refusal}` });
}

async function markHeld(
  tx: Transaction,
  options: { lineId: number; requestId: number; memberId: number; reason: string; now: Date },
) {
  const [line] = await tx
    .update(bankStatementLines)
    .set({
      status: 'unmatched',
      unmatchedReason: options.reason,
      requestId: options.requestId,
      resolvedAt: null,
    })
    .where(eq(bankStatementLines.id, options.lineId))
    .returning();
  const cancelled = await tx
    .update(moneyRequests)
    .set({ status: 'cancelled', deletedCause: 'player_protection', deletedAt: options.now })
    .where(and(eq(moneyRequests.id, options.requestId), eq(moneyRequests.status, 'pending')))
    .returning({ id: moneyRequests.id });
  // The member's open pages reload: the deposit no longer waits, and says why.
  if (cancelled.length > 0) await recordMemberChange(tx, { memberId: options.memberId, reason: 'request' });
  if (!line) return;
  await queueStaffAlert(tx, {
    kind: 'unmatched_transfer',
    data: {
      line_id: line.externalId,
      account_number: line.accountNumber,
      amount: satangToBahtNumber(line.amountSatang),
      from_bank: line.fromBank,
      from_account: line.fromAccount,
      reason: options.reason,
      member_id: options.memberId,
      request_id: options.requestId,
    },
    now: options.now,
  });
}

/** The statement line's account for a payment gateway's held payment. */
export function gatewayLineAccount(gatewayName: string): string {
  return `${gatewayLinePrefix}${gatewayName}`;
}

/**
 * Where a statement line's money came from, and goes back to on a refund: the company bank account
 * it names, or the payment gateway of a held gateway payment.
 */
export function lineSourceAccount(accountNumber: string): AccountSpec {
  return accountNumber.startsWith(gatewayLinePrefix)
    ? ledgerAccount.paymentGateway(accountNumber.slice(gatewayLinePrefix.length))
    : ledgerAccount.companyBank(accountNumber);
}
