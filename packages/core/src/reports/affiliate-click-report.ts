import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { ledgerLegs } from './day-figures';
import type { ReportPage, RowWindow } from './report-page';
import { instantsOf, type DayRange } from './report-range';

export interface AffiliateClickReportRow {
  key: string | null;
  name: string | null;
  clicks: number;
  registrations: number;
  firstDeposits: number;
  revenueSatang: bigint;
}

/**
 * Each affiliate, and advertising click ids that came without one (key null), over a range: clicks
 * (registrations started by the link: the site keeps no page views), members registered, members
 * whose first deposit ever (ledger) fell in the range, and the deposits of the source's members in
 * the range (ledger). Affiliates by key; the advertising row last.
 */
export async function affiliateClickReport(
  db: Executor,
  options: { range: DayRange; window: RowWindow },
): Promise<ReportPage<AffiliateClickReportRow>> {
  const { start, end } = instantsOf(options.range);
  const from = start.toISOString();
  const to = end.toISOString();
  const source = (table: string) =>
    sql.raw(`case when coalesce(${table}.affiliate_key, '') <> '' then upper(${table}.affiliate_key) end`);
  const rows = await queryRows<{
    key: string | null;
    name: string | null;
    clicks: string;
    registrations: string;
    first_deposits: string;
    revenue: string;
    total: string;
  }>(
    db,
    sql`with sources as (
          select key, name, 0 as position from affiliates
          union all select null, null, 1
        ), clicks as (
          select ${source('r')} as key, count(*) as n from registrations r
          where r.created_at >= ${from}::timestamptz and r.created_at < ${to}::timestamptz
            and (coalesce(r.affiliate_key, '') <> '' or coalesce(r.click_id, '') <> '')
          group by 1
        ), joined as (
          select ${source('m')} as key, count(*) as n from members m
          where m.created_at >= ${from}::timestamptz and m.created_at < ${to}::timestamptz
            and (coalesce(m.affiliate_key, '') <> '' or coalesce(m.click_id, '') <> '')
          group by 1
        ), deposits as (
          select ${source('m')} as key,
            count(distinct legs.member_id) filter (where not exists (
              select 1 from ledger_postings earlier join ledger_transactions et on et.id = earlier.transaction_id
              where earlier.account_id = legs.wallet_id and earlier.id < legs.wallet_posting_id
                and et.event_type = 'deposit')) as first_deposits,
            sum(legs.amount) as revenue
          from (${ledgerLegs(start, end)}) legs
          join members m on m.id = legs.member_id
          where legs.event_type = 'deposit' and (coalesce(m.affiliate_key, '') <> '' or coalesce(m.click_id, '') <> '')
          group by 1
        )
        select s.key, s.name, coalesce(c.n, 0)::text as clicks, coalesce(j.n, 0)::text as registrations,
               coalesce(d.first_deposits, 0)::text as first_deposits, coalesce(d.revenue, 0)::text as revenue,
               count(*) over ()::text as total
        from sources s
        left join clicks c on c.key is not distinct from s.key
        left join joined j on j.key is not distinct from s.key
        left join deposits d on d.key is not distinct from s.key
        order by s.position, s.key
        limit ${options.window.limit} offset ${options.window.offset}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((row) => ({
      key: row.key,
      name: row.name,
      clicks: Number(row.clicks),
      registrations: Number(row.registrations),
      firstDeposits: Number(row.first_deposits),
      revenueSatang: BigInt(row.revenue),
    })),
  };
}
