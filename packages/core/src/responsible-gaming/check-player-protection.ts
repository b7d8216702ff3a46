import type { Transaction } from '@chaba/db/client';
import { members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { DomainError } from '../errors';
import { readCountedDeposits, type CountedDeposit } from './deposit-usage';
import { bangkokDateTime, depositLimitKinds, limitWindowDays, windowMs, windowStart } from './limit-rules';
import { readLimits } from './read-limits';
import { refuseRestrictedAccount } from './account-restrictions';
import { refusePlayTimeReached } from './play-time';

/**
 * What a member is about to do. The paths in TypeScript ask this one entry point: login, game launch,
 * and the credit of money that has arrived through `refusalToCredit` (the gateway webhook, staff's
 * match, the release of maintenance-held transfers). Three paths state the same rules again inside
 * one SQL function each: deposit prepare (`deposit_hold`, migration 0034, decision 38; a refusal then
 * runs the TypeScript hold, which asks this check for the refusal's details), held equal by
 * apps/server/test/deposit-hold-function.test.ts; the statement matcher's credit (`deposit_refusal`,
 * migration 0030, decision 31), held to `refusalToCredit` by apps/server/test/deposit-function.test.ts;
 * and the wallet's bet (`game_wallet_bet_refusal`, migration 0029, decision 28), held to
 * `restrictionState`, `readLosses` and `refusePlayTimeReached` by
 * apps/server/test/game-wallet-function.test.ts.
 */
export type ProtectedAction =
  | {
      kind: 'deposit';
      amountSatang: bigint;
      /** Crediting this deposit request (matcher, webhook, staff): it is not counted again as pending. */
      requestId?: number;
    }
  | { kind: 'login' }
  | { kind: 'launch' };

/**
 * The one answer to "may this member do this now?" for player protection (issue 13). Call it inside
 * the transaction that commits the action: it locks the member's row (FOR NO KEY UPDATE), so two
 * actions of one member racing past a limit queue here and the second sees the first, on every
 * server process (the database is the only counter). It returns when the action is allowed and throws
 * a DomainError when it is not; when it cannot answer (the database failed), it refuses with
 * `player_protection_unavailable`: no check, no action.
 *
 * Enforced so far: deposit limits at deposit prepare (bank transfer and payment gateway), counting
 * credited deposits in the rolling window plus pending requests plus this one; and before every
 * credit of arrived money (the statement matcher, the gateway webhook, staff's match, the release of
 * maintenance-held transfers), the request being credited left out of the count: what it refuses waits
 * in suspense for staff (`deposits/hold-for-player-protection.ts`, decision 20). Loss limits at the
 * wallet's bet (decision 21: bets − wins of the rolling window plus the stake) are checked in the
 * bet's SQL function with the same member-row lock (migration 0029).
 *
 * @throws DomainError deposit_limit_reached, play_time_reached, timed_out, self_excluded, return_required,
 *   return_pending, account_closed, unauthenticated,
 *   player_protection_unavailable
 */
export async function checkPlayerProtection(
  tx: Transaction,
  memberId: number,
  action: ProtectedAction,
  now: Date,
): Promise<void> {
  try {
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, memberId))
      .for('no key update');
    if (!member) throw new DomainError('unauthenticated');
    await refuseRestrictedAccount(tx, memberId, action, now);
    switch (action.kind) {
      case 'deposit':
        await refuseDepositBeyondLimits(tx, memberId, action.amountSatang, now, action.requestId);
        break;
      case 'launch':
        await refusePlayTimeReached(tx, memberId, now);
        break;
      case 'login':
        break;
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('player_protection_unavailable', { field: 'amount' }, { cause: error });
  }
}

/** @throws DomainError deposit_limit_reached naming the binding limit, what is left and when it frees */
async function refuseDepositBeyondLimits(
  tx: Transaction,
  memberId: number,
  amountSatang: bigint,
  now: Date,
  requestId?: number,
) {
  const limits = await readLimits(tx, memberId);
  const inForce = depositLimitKinds.flatMap((kind) => {
    const limit = limits[kind]?.amountSatang;
    return limit ? [{ kind, limitSatang: limit }] : [];
  });
  if (inForce.length === 0) return;
  const deposits = await readCountedDeposits(tx, memberId, now, requestId);

  let refusal:
    | { kind: (typeof depositLimitKinds)[number]; limitSatang: bigint; remaining: bigint; resetsAt: Date }
    | undefined;
  for (const { kind, limitSatang } of inForce) {
    const counted = deposits.filter(
      (deposit) => !deposit.creditedAt || deposit.creditedAt > windowStart(kind, now),
    );
    const used = counted.reduce((sum, deposit) => sum + deposit.amountSatang, 0n);
    if (used + amountSatang <= limitSatang) continue;
    const remaining = limitSatang > used ? limitSatang - used : 0n;
    const resetsAt = whenItFits(counted, { kind, limitSatang, amountSatang, now });
    if (!refusal || resetsAt > refusal.resetsAt) refusal = { kind, limitSatang, remaining, resetsAt };
  }
  if (!refusal) return;
  throw new DomainError('deposit_limit_reached', {
    field: 'amount',
    amounts: { limit: refusal.limitSatang, remaining: refusal.remaining },
    values: { days: limitWindowDays[refusal.kind], resets_at: bangkokDateTime(refusal.resetsAt) },
  });
}

/**
 * When the oldest credited deposits will have left the window far enough for this amount to fit; if
 * it never fits (it is more than the limit less the pending requests), when the window is clear of
 * credited deposits (or now, when it holds none).
 */
function whenItFits(
  counted: CountedDeposit[],
  options: { kind: (typeof depositLimitKinds)[number]; limitSatang: bigint; amountSatang: bigint; now: Date },
): Date {
  const credited = counted.filter((deposit) => deposit.creditedAt !== null);
  let used = counted.reduce((sum, deposit) => sum + deposit.amountSatang, 0n);
  let frees = options.now;
  for (const deposit of credited) {
    if (used + options.amountSatang <= options.limitSatang) return frees;
    used -= deposit.amountSatang;
    frees = new Date(deposit.creditedAt!.getTime() + windowMs(options.kind));
  }
  return frees;
}
