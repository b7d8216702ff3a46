import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { DomainError, type DomainErrorCode } from '../errors';
import { bangkokDateTime } from './limit-rules';

/** What a member is about to do, as player protection's one check knows it. */
export type ProtectedAction =
  | {
      kind: 'deposit';
      amountSatang: bigint;
      /** Crediting this deposit request (webhook, staff, release): it is not counted again as pending. */
      requestId?: number;
    }
  | { kind: 'login' }
  | { kind: 'launch' };

/** A refusal of `player_protection_refusal` as it answers it: the code and its details. */
export interface ProtectionRefusal {
  refusal: string;
  details: Record<string, unknown> | null;
}

/**
 * The one answer to "may this member do this now?" for player protection (issue 13): the SQL function
 * `player_protection_refusal` (packages/db/functions/player-protection/), which the bet, the
 * statement line and deposit prepare call too. Call it inside the transaction that commits the
 * action: it locks the member's row, so two actions of one member racing past a limit queue there and
 * the second sees the first, on every server process. Returns when the action is allowed and throws
 * the refusal as a DomainError when not; when it cannot answer (the database failed), it refuses with
 * `player_protection_unavailable`: no check, no action.
 *
 * @throws DomainError deposit_limit_reached, play_time_reached, timed_out, self_excluded, return_required,
 *   return_pending, account_closed, unauthenticated, player_protection_unavailable
 */
export async function checkPlayerProtection(
  tx: Executor,
  memberId: number,
  action: ProtectedAction,
  now: Date,
): Promise<void> {
  let refused: ProtectionRefusal | undefined;
  try {
    const amount = action.kind === 'deposit' ? action.amountSatang.toString() : null;
    const requestId = action.kind === 'deposit' ? (action.requestId ?? null) : null;
    [refused] = await queryRows<ProtectionRefusal>(
      tx,
      sql`select refusal, details from player_protection_refusal(${memberId}::bigint, ${action.kind},
        ${amount}::bigint, ${now.toISOString()}::timestamptz, ${requestId}::bigint) where refusal is not null`,
    );
  } catch (error) {
    throw new DomainError('player_protection_unavailable', { field: 'amount' }, { cause: error });
  }
  if (refused) throw protectionError(refused, action.kind === 'deposit' ? 'amount' : 'general');
}

/**
 * The DomainError of a refusal of `player_protection_refusal`, on the request field `field`, with
 * the values its message names: times in Bangkok (`YYYY-MM-DD HH:mm`), money in satang.
 */
export function protectionError({ refusal, details }: ProtectionRefusal, field: string): DomainError {
  const at = (key: string) => bangkokDateTime(new Date(String(details?.[key])));
  switch (refusal) {
    case 'self_excluded':
    case 'return_pending':
    case 'timed_out':
      return new DomainError(refusal, { field, values: { until: at('until') } });
    case 'play_time_reached':
      return new DomainError(refusal, {
        field,
        values: { minutes: Number(details?.minutes), until: at('until') },
      });
    case 'deposit_limit_reached':
      return new DomainError(refusal, {
        field,
        amounts: {
          limit: BigInt(String(details?.limit_satang)),
          remaining: BigInt(String(details?.remaining_satang)),
        },
        values: { days: Number(details?.days), resets_at: at('resets_at') },
      });
    case 'unauthenticated':
      return new DomainError(refusal);
    default:
      return new DomainError(refusal as DomainErrorCode, { field });
  }
}
