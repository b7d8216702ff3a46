import type { Executor, Transaction } from '@chaba/db/client';
import { gameTransactions } from '@chaba/db/schema';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import { limitWindowDays, windowStart } from './limit-rules';
import { readLimits } from './read-limits';

export const lossLimitKinds = ['loss_day', 'loss_week', 'loss_month'] as const;
export type LossLimitKind = (typeof lossLimitKinds)[number];

/**
 * A member's net game loss in each rolling window at `now`: applied bets less applied wins (decision
 * 0021). A bet counts as lost from the moment it is debited until its win arrives; a rolled-back bet
 * is no longer `applied`, so it leaves the sum. Negative when the window won. One indexed sum over
 * `game_transactions (member_id, created_at)`, bounded by the longest window asked for; `created_at`
 * is the wallet call's clock (the use case's `now`).
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

/**
 * Refuses a bet that would pass a loss limit in force (issue 13): refused when the net loss of the
 * rolling window plus this stake would be more than the limit. Called by `checkPlayerProtection`
 * inside the bet's transaction, after the member's row is locked, so concurrent bets of one member
 * queue and each sees the ones before it. Cheap when no loss limit is set: one small read of the
 * member's limits and no sum.
 *
 * @throws DomainError loss_limit_reached naming the tightest limit and what may still be staked
 */
export async function refuseLossBeyondLimits(
  tx: Transaction,
  memberId: number,
  amountSatang: bigint,
  now: Date,
): Promise<void> {
  const limits = await readLimits(tx, memberId);
  const inForce = lossLimitKinds.flatMap((kind) => {
    const limit = limits[kind]?.amountSatang;
    return limit ? [{ kind, limitSatang: limit }] : [];
  });
  if (inForce.length === 0) return;
  const losses = await readLosses(
    tx,
    memberId,
    now,
    inForce.map(({ kind }) => kind),
  );
  let refusal: { kind: LossLimitKind; limitSatang: bigint; remaining: bigint } | undefined;
  for (const { kind, limitSatang } of inForce) {
    const lost = losses[kind];
    if (lost + amountSatang <= limitSatang) continue;
    const remaining = limitSatang > lost ? limitSatang - lost : 0n;
    if (!refusal || remaining < refusal.remaining) refusal = { kind, limitSatang, remaining };
  }
  if (!refusal) return;
  throw new DomainError('loss_limit_reached', {
    field: 'amount',
    amounts: { limit: refusal.limitSatang, remaining: refusal.remaining },
    values: { days: limitWindowDays[refusal.kind] },
  });
}
