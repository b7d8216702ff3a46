import type { Executor } from '@chaba/db/client';
import { gameTransactions } from '@chaba/db/schema';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { limitWindowDays, windowStart } from './limit-rules';

export const lossLimitKinds = ['loss_day', 'loss_week', 'loss_month'] as const;
export type LossLimitKind = (typeof lossLimitKinds)[number];

/**
 * A member's net game loss in each rolling window at `now`: applied bets less applied wins (decision
 * 0021). A bet counts as lost from the moment it is debited until its win arrives; a rolled-back bet
 * is no longer `applied`, so it leaves the sum. Negative when the window won. One indexed sum over
 * `game_transactions (member_id, created_at)`, bounded by the longest window asked for; `created_at`
 * is the wallet call's clock (the use case's `now`). The bet's own check sums the same rows in
 * `game_wallet_bet_refusal` (migration 0029); apps/server/test/game-wallet-function.test.ts holds
 * them equal.
 */
export async function readLosses(
  tx: Executor,
  memberId: number,
  now: Date,
  kinds: readonly LossLimitKind[] = lossLimitKinds,
): Promise<Record<LossLimitKind, bigint>> {
  const longest = kinds.reduce((a, b) => (limitWindowDays[b] > limitWindowDays[a] ? b : a), kinds[0]!);
  const signed = sql`case when ${gameTransactions.kind} = 'bet' then ${gameTransactions.amountSatang} else -${gameTransactions.amountSatang} end`;
  const lostSince = (kind: LossLimitKind) =>
    sql<string>`coalesce(sum(${signed}) filter (where ${gameTransactions.createdAt} > ${windowStart(kind, now)}), 0)::text`;
  const [row] = await tx
    .select({ day: lostSince('loss_day'), week: lostSince('loss_week'), month: lostSince('loss_month') })
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.memberId, memberId),
        gt(gameTransactions.createdAt, windowStart(longest, now)),
        lte(gameTransactions.createdAt, now),
        inArray(gameTransactions.kind, ['bet', 'win']),
        eq(gameTransactions.status, 'applied'),
      ),
    );
  return {
    loss_day: BigInt(row?.day ?? '0'),
    loss_week: BigInt(row?.week ?? '0'),
    loss_month: BigInt(row?.month ?? '0'),
  };
}
