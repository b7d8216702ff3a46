import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import type { ReportPage, RowWindow } from './report-page';
import { instantsOf, type DayRange } from './report-range';

export interface StaffActionReportRow {
  staffId: number | null;
  username: string | null;
  action: string;
  count: number;
  lastAt: Date;
}

/** What each staff member did in a range, per action, from the audit log. Most frequent first. */
export async function staffActionReport(
  db: Executor,
  options: { range: DayRange; window: RowWindow },
): Promise<ReportPage<StaffActionReportRow>> {
  const { start, end } = instantsOf(options.range);
  const rows = await queryRows<{
    staff_id: string | null;
    username: string | null;
    action: string;
    n: string;
    last_at: string;
    total: string;
  }>(
    db,
    sql`select l.staff_id::text, s.username, l.action, count(*)::text as n, to_char(max(l.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_at,
               count(*) over ()::text as total
        from audit_log l left join staff_accounts s on s.id = l.staff_id
        where l.created_at >= ${start.toISOString()}::timestamptz and l.created_at < ${end.toISOString()}::timestamptz
        group by l.staff_id, s.username, l.action
        order by count(*) desc, s.username, l.action
        limit ${options.window.limit} offset ${options.window.offset}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((row) => ({
      staffId: row.staff_id === null ? null : Number(row.staff_id),
      username: row.username,
      action: row.action,
      count: Number(row.n),
      lastAt: new Date(row.last_at),
    })),
  };
}
