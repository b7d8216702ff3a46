import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';

export const lossLimitKinds = ['loss_day', 'loss_week', 'loss_month'] as const;
export type LossLimitKind = (typeof lossLimitKinds)[number];

/**
 * A member's net game loss in each rolling window at `now` (decision 21), for their page and staff's:
 * the SQL function `member_net_losses` (packages/db/functions/player-protection/loss-limit-refusal.sql),
 * the same sums the bet's loss-limit check reads. Negative when the window won.
 */
export async function readLosses(
  tx: Executor,
  memberId: number,
  now: Date,
): Promise<Record<LossLimitKind, bigint>> {
  const [row] = await queryRows<{ lost_day: string; lost_week: string; lost_month: string }>(
    tx,
    sql`select lost_day::text, lost_week::text, lost_month::text
      from member_net_losses(${memberId}::bigint, ${now.toISOString()}::timestamptz, 720)`,
  );
  return {
    loss_day: BigInt(row?.lost_day ?? '0'),
    loss_week: BigInt(row?.lost_week ?? '0'),
    loss_month: BigInt(row?.lost_month ?? '0'),
  };
}
