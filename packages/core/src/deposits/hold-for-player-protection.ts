import type { Transaction } from '@chaba/db/client';
import { sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import { ledgerAccount, type AccountSpec } from '../ledger/accounts';
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
 * pays, for staff to refund or credit later (re-checked then); the request is cancelled and staff
 * alerted. The SQL function `deposit_hold_in_suspense` (packages/db/functions/deposits/deposit-suspense.sql),
 * which the statement line calls too. `from` is where the money came in; the idempotency key is the
 * one the credit would have used, so a transfer is held or credited, never both.
 */
export async function holdForPlayerProtection(
  tx: Transaction,
  options: {
    lineId: number;
    from: AccountSpec;
    idempotencyKey: string;
    requestId: number;
    memberId: number;
    refusal: string;
    now: Date;
  },
) {
  await tx.execute(
    sql`select deposit_hold_in_suspense(${options.lineId}::bigint, ${options.from.code}, ${options.idempotencyKey},
      ${protectionHoldPrefix + options.refusal}, ${options.requestId}::bigint, ${options.memberId}::bigint,
      ${options.now.toISOString()}::timestamptz)`,
  );
}

/**
 * Marks a line whose money already waits on the suspense account (held during maintenance) as held by
 * player protection, cancels its request and alerts staff (`deposit_mark_held`).
 */
export async function markHeldForPlayerProtection(
  tx: Transaction,
  options: { lineId: number; requestId: number; memberId: number; refusal: string; now: Date },
) {
  await tx.execute(
    sql`select deposit_mark_held(${options.lineId}::bigint, ${protectionHoldPrefix + options.refusal},
      ${options.requestId}::bigint, ${options.memberId}::bigint, ${options.now.toISOString()}::timestamptz)`,
  );
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
