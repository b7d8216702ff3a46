import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';

/** Per affiliate: registrations, members with a first deposit, and their deposit total in satang. */
export async function affiliateReport(db: Executor) {
  const rows = await queryRows<{
    key: string;
    name: string;
    registrations: string;
    depositors: string;
    deposits: string;
  }>(
    db,
    sql`select a.key, a.name,
               count(distinct m.id)::text as registrations,
               count(distinct r.member_id)::text as depositors,
               coalesce(sum(r.amount_satang), 0)::text as deposits
        from affiliates a
        left join members m on upper(m.affiliate_key) = a.key
        left join money_requests r on r.member_id = m.id and r.type = 'deposit' and r.status = 'completed'
        group by a.id order by a.key`,
  );
  return rows.map((row) => ({
    key: row.key,
    name: row.name,
    registrations: Number(row.registrations),
    firstDeposits: Number(row.depositors),
    depositSatang: BigInt(row.deposits),
  }));
}

export type AffiliateReportRow = Awaited<ReturnType<typeof affiliateReport>>[number];
