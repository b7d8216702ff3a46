import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import type { BonusSource } from '@chaba/db/schema';
import { sql } from 'drizzle-orm';
import type { ReportPage, RowWindow } from './report-page';
import { instantsOf, type DayRange } from './report-range';

export interface PromotionReportRow {
  /** A promotion's row, or one row per other source (a staff bonus, coupon, cashback …: decision 58). */
  source: BonusSource;
  promotionId: number | null;
  name: string;
  taken: number;
  members: number;
  bonusSatang: bigint;
  turnoverReached: number;
  withdrawalsAfterCount: number;
  withdrawalsAfterSatang: bigint;
}

/**
 * The promotions taken in a range, and each other bonus source (decision 58) as one row: how often and
 * by how many members, the bonus the ledger paid (`promotion-bonus:<request>`, or
 * `bonus:<source>:<key>`) less what it took back on cancellation (`promotion-cancel:<id>`),
 * how many reached their turnover, and the withdrawals paid to those members after they took it
 * (`withdrawal:<request>:payout`, until the end of the range). Most taken first.
 */
export async function promotionReport(
  db: Executor,
  options: { range: DayRange; window: RowWindow },
): Promise<ReportPage<PromotionReportRow>> {
  const { start, end } = instantsOf(options.range);
  const amountOf = (key: ReturnType<typeof sql>) =>
    sql`coalesce((select sum(greatest(p.amount_satang, 0)) from ledger_transactions t
          join ledger_postings p on p.transaction_id = t.id where t.idempotency_key = ${key}), 0)`;
  const rows = await queryRows<{
    source: BonusSource;
    promotion_id: string | null;
    name: string;
    taken: string;
    members: string;
    bonus: string;
    reached: string;
    withdrawals: string;
    withdrawn: string;
    total: string;
  }>(
    db,
    sql`with taken as (
          select mp.id, mp.member_id, mp.source, mp.promotion_id, mp.status, mp.started_at,
                 ${amountOf(sql`case when mp.source = 'promotion' then 'promotion-bonus:' || mp.request_id
                   else 'bonus:' || mp.source || ':' || mp.source_key end`)}
                   - ${amountOf(sql`'promotion-cancel:' || mp.id`)} as bonus
          from member_promotions mp
          where mp.started_at >= ${start.toISOString()}::timestamptz and mp.started_at < ${end.toISOString()}::timestamptz
        ), after as (
          select taken.id, count(w.id) as n,
                 coalesce(sum(${amountOf(sql`'withdrawal:' || w.id || ':payout'`)}), 0) as amount
          from taken
          join money_requests w on w.member_id = taken.member_id and w.type = 'withdraw' and w.status = 'completed'
            and w.completed_at > taken.started_at and w.completed_at < ${end.toISOString()}::timestamptz
          group by taken.id
        )
        select taken.source, taken.promotion_id::text, coalesce(p.name, '') as name, count(*)::text as taken,
               count(distinct taken.member_id)::text as members, sum(taken.bonus)::text as bonus,
               count(*) filter (where taken.status = 'completed')::text as reached,
               coalesce(sum(after.n), 0)::text as withdrawals, coalesce(sum(after.amount), 0)::text as withdrawn,
               count(*) over ()::text as total
        from taken
        left join promotions p on p.id = taken.promotion_id
        left join after on after.id = taken.id
        group by taken.source, taken.promotion_id, p.name
        order by count(*) desc, taken.source, taken.promotion_id
        limit ${options.window.limit} offset ${options.window.offset}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((row) => ({
      source: row.source,
      promotionId: row.promotion_id === null ? null : Number(row.promotion_id),
      name: row.name,
      taken: Number(row.taken),
      members: Number(row.members),
      bonusSatang: BigInt(row.bonus),
      turnoverReached: Number(row.reached),
      withdrawalsAfterCount: Number(row.withdrawals),
      withdrawalsAfterSatang: BigInt(row.withdrawn),
    })),
  };
}
