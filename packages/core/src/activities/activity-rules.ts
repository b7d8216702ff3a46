import type { Executor } from '@chaba/db/client';
import type { activities } from '@chaba/db/schema';
import { loginAttempts, members, moneyRequests } from '@chaba/db/schema';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { addDays, bangkokDate, bangkokMidnight, bangkokWeekStart } from '../bangkok-time';

export type Activity = typeof activities.$inferSelect;

/**
 * The rule kinds of activities and their periods (issue 5):
 * - `first_deposit_of_day`: a confirmed deposit today; once a day.
 * - `weekly_deposit_total` {minimumSatang}: confirmed deposits this week (Monday to Sunday) adding up
 *   to at least the minimum; once a week.
 * - `daily_login`: logged in today; once a day.
 * Days and weeks are Bangkok's.
 */
export function activityPeriod(
  activity: Pick<Activity, 'period'>,
  now: Date,
): { key: string; start: Date; end: Date } {
  if (activity.period === 'week') {
    const monday = bangkokWeekStart(now);
    return {
      key: `week:${monday}`,
      start: bangkokMidnight(monday),
      end: bangkokMidnight(addDays(monday, 7)),
    };
  }
  const today = bangkokDate(now);
  return { key: `day:${today}`, start: bangkokMidnight(today), end: bangkokMidnight(addDays(today, 1)) };
}

export async function isEligible(
  db: Executor,
  activity: Activity,
  memberId: number,
  now: Date,
): Promise<boolean> {
  const { start, end } = activityPeriod(activity, now);
  const completedDeposits = and(
    eq(moneyRequests.memberId, memberId),
    eq(moneyRequests.type, 'deposit'),
    eq(moneyRequests.status, 'completed'),
    gte(moneyRequests.completedAt, start),
    lt(moneyRequests.completedAt, end),
  );
  if (activity.ruleKind === 'first_deposit_of_day') {
    const [row] = await db
      .select({ id: moneyRequests.id })
      .from(moneyRequests)
      .where(completedDeposits)
      .limit(1);
    return Boolean(row);
  }
  if (activity.ruleKind === 'weekly_deposit_total') {
    const minimum = BigInt(Number((activity.ruleParams as { minimumSatang?: number }).minimumSatang ?? 0));
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${moneyRequests.amountSatang}), 0)::text` })
      .from(moneyRequests)
      .where(completedDeposits);
    return BigInt(row?.total ?? '0') >= minimum;
  }
  if (activity.ruleKind === 'daily_login') {
    const [row] = await db
      .select({ id: loginAttempts.id })
      .from(loginAttempts)
      .innerJoin(members, eq(members.phone, loginAttempts.phone))
      .where(
        and(
          eq(members.id, memberId),
          eq(loginAttempts.succeeded, true),
          gte(loginAttempts.createdAt, start),
          lt(loginAttempts.createdAt, end),
        ),
      )
      .limit(1);
    return Boolean(row);
  }
  return false;
}
