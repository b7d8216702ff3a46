import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql, type SQL } from 'drizzle-orm';
import { bangkokDate, bangkokMidnight } from '../bangkok-time';

/** A company account's money of the Bangkok day, and what it can still pay (decision 52). */
export interface CompanyAccountDay {
  /** Deposits credited into it since Bangkok midnight. */
  todayInSatang: bigint;
  /** Payouts ordered from it since Bangkok midnight and not failed (paid or being paid). */
  todayOutSatang: bigint;
  /**
   * The last known balance less the payouts it may not show yet: orders still open, and orders paid
   * after the balance was told. Null when no balance is known.
   */
  availableSatang: bigint | null;
}

/** When the Bangkok day of `now` began. */
export const bangkokDayStart = (now: Date) => bangkokMidnight(bangkokDate(now));

/**
 * Credited deposits into the account named by `accountNumber` (an SQL expression) since `dayStart`:
 * the one definition of "today's money in", also used inside the member profile's statement.
 */
export function todayInSql(accountNumber: SQL, dayStart: SQL): SQL {
  return sql`(select coalesce(sum(r.amount_satang), 0) from money_requests r
    where r.type = 'deposit' and r.status = 'completed' and r.company_account_number = ${accountNumber}
      and r.completed_at >= ${dayStart})`;
}

/**
 * Today's money in and out and the available balance of the accounts named (every account when
 * `accountNumbers` is undefined), by account number. Read in the caller's transaction: a payout
 * reads it under the payout lock (`paying-account.ts`), so what it sums cannot change under it.
 */
export async function readCompanyAccountDays(
  db: Executor,
  options: { now: Date; accountNumbers?: readonly string[] },
): Promise<Map<string, CompanyAccountDay>> {
  const days = new Map<string, CompanyAccountDay>();
  if (options.accountNumbers?.length === 0) return days;
  const dayStart = sql`${bangkokDayStart(options.now).toISOString()}::timestamptz`;
  const only =
    options.accountNumbers === undefined
      ? sql`true`
      : sql`c.account_number in (${sql.join(
          options.accountNumbers.map((number) => sql`${number}`),
          sql`, `,
        )})`;
  const rows = await queryRows<{
    account_number: string;
    today_in: string;
    today_out: string;
    available: string | null;
  }>(
    db,
    sql`select c.account_number,
      ${todayInSql(sql`c.account_number`, dayStart)}::text as today_in,
      (select coalesce(sum(o.amount_satang), 0) from payout_orders o
        where o.from_account_number = c.account_number and o.status <> 'failed'
          and o.created_at >= ${dayStart})::text as today_out,
      (c.balance_satang - (select coalesce(sum(o.amount_satang), 0) from payout_orders o
        where o.from_account_number = c.account_number
          and (o.status in ('sending', 'accepted') or (o.status = 'paid' and o.outcome_at > c.balance_at))))::text
        as available
    from company_bank_accounts c where ${only}`,
  );
  for (const row of rows) {
    days.set(row.account_number, {
      todayInSatang: BigInt(row.today_in),
      todayOutSatang: BigInt(row.today_out),
      availableSatang: row.available === null ? null : BigInt(row.available),
    });
  }
  return days;
}
