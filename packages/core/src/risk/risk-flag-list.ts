import type { riskListQuery } from '@chaba/contracts/oversight-lists';
import type { Executor } from '@chaba/db/client';
import { members, riskFlags, staffAccounts } from '@chaba/db/schema';
import { eq, ilike, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { escapeLike, listConditions, listTotals, readListPage } from '../lists/list-sql';

export type RiskListQuery = z.infer<typeof riskListQuery>;

const sortColumns = {
  id: riskFlags.id,
  raised_at: riskFlags.raisedAt,
  rule: riskFlags.rule,
  cleared_at: riskFlags.clearedAt,
};

/**
 * The risk list of the console (issue 30, decision 69): every flag, open or cleared, the filters
 * keep, with its member and who cleared it; a page in the asked order and how many match. The days
 * are those it was raised, `staff` who cleared it, `q` a part of the member's phone, else of the
 * flag's subject.
 */
export async function listRiskFlagPage(db: Executor, query: RiskListQuery) {
  return readListPage(query, {
    rows: db
      .select({
        flag: riskFlags,
        phone: members.phone,
        name: members.name,
        clearedByName: staffAccounts.username,
      })
      .from(riskFlags)
      .innerJoin(members, eq(members.id, riskFlags.memberId))
      .leftJoin(staffAccounts, eq(staffAccounts.id, riskFlags.clearedByStaffId))
      .$dynamic(),
    conditions: [
      query.rule === undefined ? undefined : eq(riskFlags.rule, query.rule),
      ...listConditions(query, {
        day: riskFlags.raisedAt,
        status: (status) =>
          status === 'open' ? isNull(riskFlags.clearedAt) : isNotNull(riskFlags.clearedAt),
        staff: [riskFlags.clearedByStaffId],
        digits: [members.phone],
        text: (q) => ilike(riskFlags.subject, `%${escapeLike(q)}%`),
      }),
    ],
    sortColumns,
    totals: (where) =>
      db
        .select(listTotals({}))
        .from(riskFlags)
        .innerJoin(members, eq(members.id, riskFlags.memberId))
        .where(where),
  });
}
