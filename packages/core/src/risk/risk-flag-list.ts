import type { riskListQuery } from '@chaba/contracts/oversight-lists';
import type { Executor } from '@chaba/db/client';
import { members, riskFlags, staffAccounts } from '@chaba/db/schema';
import { and, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  containsDigits,
  dayRange,
  escapeLike,
  numberPart,
  orderOf,
  windowOf,
  type SortColumns,
} from '../lists/list-sql';

export type RiskListQuery = z.infer<typeof riskListQuery>;

const sortColumns: SortColumns<RiskListQuery['sort']> = {
  id: riskFlags.id,
  raised_at: riskFlags.raisedAt,
  rule: riskFlags.rule,
  cleared_at: riskFlags.clearedAt,
};

/** The flags a query's filters keep. */
function filtersOf(query: RiskListQuery): SQL | undefined {
  const q = query.q?.trim();
  const digits = numberPart(q);
  return and(
    query.status === 'open' ? isNull(riskFlags.clearedAt) : undefined,
    query.status === 'cleared' ? isNotNull(riskFlags.clearedAt) : undefined,
    query.rule === undefined ? undefined : eq(riskFlags.rule, query.rule),
    query.staff === undefined ? undefined : eq(riskFlags.clearedByStaffId, query.staff),
    ...dayRange(riskFlags.raisedAt, query),
    !q
      ? undefined
      : digits === null
        ? ilike(riskFlags.subject, `%${escapeLike(q)}%`)
        : containsDigits(members.phone, digits),
  );
}

/**
 * The risk list of the console (issue 30, decision 69): every flag, open or cleared, the filters
 * keep, with its member and who cleared it; a page in the asked order and how many match.
 */
export async function listRiskFlagPage(db: Executor, query: RiskListQuery) {
  const where = filtersOf(query);
  const { limit, offset } = windowOf(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        flag: riskFlags,
        phone: members.phone,
        name: members.name,
        clearedByName: staffAccounts.username,
      })
      .from(riskFlags)
      .innerJoin(members, eq(members.id, riskFlags.memberId))
      .leftJoin(staffAccounts, eq(staffAccounts.id, riskFlags.clearedByStaffId))
      .where(where)
      .orderBy(orderOf(sortColumns, query, riskFlags.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<string>`count(*)::text` })
      .from(riskFlags)
      .innerJoin(members, eq(members.id, riskFlags.memberId))
      .where(where),
  ]);
  return { rows, total: Number(counted?.count ?? 0) };
}
