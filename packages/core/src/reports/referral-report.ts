import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import type { ReportPage, RowWindow } from './report-page';
import { instantsOf, type DayRange } from './report-range';

export interface ReferralReportRow {
  weekEnd: string | null;
  memberId: number | null;
  phone: string | null;
  name: string | null;
  count: number;
  amountSatang: bigint;
}

/**
 * The referral commissions the ledger paid in a range (`referral_bonus`, one transaction per
 * referrer and week), per week (referrers paid) or per referrer (weeks paid). Newest week, or
 * largest total, first.
 */
export async function referralReport(
  db: Executor,
  options: { range: DayRange; group: 'week' | 'referrer'; window: RowWindow },
): Promise<ReportPage<ReferralReportRow>> {
  const { start, end } = instantsOf(options.range);
  const paid = sql`select t.id, t.metadata->>'weekEnd' as week_end, max(a.member_id) as member_id,
                     sum(greatest(p.amount_satang, 0)) as amount
                   from ledger_transactions t
                   join ledger_postings p on p.transaction_id = t.id
                   join ledger_accounts a on a.id = p.account_id
                   where t.created_at >= ${start.toISOString()}::timestamptz
                     and t.created_at < ${end.toISOString()}::timestamptz and t.event_type = 'referral_bonus'
                   group by t.id`;
  const rows = await queryRows<{
    week_end: string | null;
    member_id: string | null;
    phone: string | null;
    name: string | null;
    n: string;
    amount: string;
    total: string;
  }>(
    db,
    options.group === 'week'
      ? sql`select week_end, null as member_id, null as phone, null as name, count(distinct member_id)::text as n,
                   sum(amount)::text as amount, count(*) over ()::text as total
            from (${paid}) paid group by week_end order by week_end desc
            limit ${options.window.limit} offset ${options.window.offset}`
      : sql`select null as week_end, m.id::text as member_id, m.phone, m.name, count(distinct paid.week_end)::text as n,
                   sum(paid.amount)::text as amount, count(*) over ()::text as total
            from (${paid}) paid join members m on m.id = paid.member_id
            group by m.id, m.phone, m.name order by sum(paid.amount) desc, m.id
            limit ${options.window.limit} offset ${options.window.offset}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((row) => ({
      weekEnd: row.week_end,
      memberId: row.member_id === null ? null : Number(row.member_id),
      phone: row.phone,
      name: row.name,
      count: Number(row.n),
      amountSatang: BigInt(row.amount),
    })),
  };
}
