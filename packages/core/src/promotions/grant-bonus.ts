import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import type { BonusNames, BonusSource } from '@chaba/db/schema';
import { sql } from 'drizzle-orm';
import { ledgerFunctionError } from '../ledger/ledger-function-error';
import { recordMemberChange } from '../notifications/member-events';

/** What `grantBonus` did (bonus_grant's outcomes, decision 58). */
export type GrantOutcome = 'granted' | 'replayed' | 'refused_active' | 'refused_restricted' | 'no_member';

export interface GrantBonusOptions {
  memberId: number;
  /** Every source but 'promotion', which a deposit starts (promotion_start). */
  source: Exclude<BonusSource, 'promotion'>;
  /**
   * The payer's idempotency key, unique within the source across all members (so it names the member,
   * e.g. `<programme>:<period>:<member>`): the same key pays once.
   */
  key: string;
  amountSatang: bigint;
  /** The turnover to bet before withdrawing, as a multiple of the bonus in hundredths (100 = ×1; 0 = none). */
  turnoverMultiplierHundredths: number;
  names: BonusNames;
  /** Kept on the bonus row and on the ledger transaction (who granted it and why, the coupon, the period …). */
  metadata?: Record<string, unknown>;
  /**
   * When the member already has an active bonus and this one has a turnover: 'refuse' it (a staff
   * bonus or coupon the member can take later), or 'join' its turnover to the active requirement
   * (money owed to the member: cashback, rebate, commission).
   */
  whenActive: 'refuse' | 'join';
  now: Date;
}

/**
 * Pays a member a bonus of one source from that source's expense account, with its turnover
 * requirement, exactly once per source and key: the SQL function `bonus_grant`
 * (packages/db/functions/promotions/bonus-grant.sql), in the caller's transaction. A member whose
 * bonus was paid hears of it (the live balance).
 */
export async function grantBonus(
  tx: Executor,
  options: GrantBonusOptions,
): Promise<{ memberPromotionId: number | null; outcome: GrantOutcome }> {
  let row: { member_promotion_id: string | null; outcome: GrantOutcome } | undefined;
  try {
    [row] = await queryRows<{ member_promotion_id: string | null; outcome: GrantOutcome }>(
      tx,
      sql`select member_promotion_id::text, outcome from bonus_grant(
        ${options.memberId}::bigint, ${options.source}, ${options.key}, ${options.amountSatang.toString()}::bigint,
        ${options.turnoverMultiplierHundredths}::integer, ${JSON.stringify(options.names)}::jsonb,
        ${JSON.stringify(options.metadata ?? {})}::jsonb, ${options.whenActive},
        ${options.now.toISOString()}::timestamptz)`,
    );
  } catch (error) {
    throw ledgerFunctionError(error);
  }
  if (!row) throw new Error('bonus_grant answered no row');
  if (row.outcome === 'granted')
    await recordMemberChange(tx, { memberId: options.memberId, reason: 'credit' });
  return {
    memberPromotionId: row.member_promotion_id === null ? null : Number(row.member_promotion_id),
    outcome: row.outcome,
  };
}
