import { riskRules, type RiskRule } from '@chaba/contracts/backoffice-risk';
import type { Executor } from '@chaba/db/client';
import { members, riskFlags, staffAccounts } from '@chaba/db/schema';
import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';

const flagColumns = {
  flag: riskFlags,
  phone: members.phone,
  name: members.name,
  clearedByName: staffAccounts.username,
};

export type ListedRiskFlag = Awaited<ReturnType<typeof listMemberRiskFlags>>[number];

/** The open flags, newest first, of one rule or all, paged by id; with the open count per rule. */
export async function listOpenRiskFlags(
  db: Executor,
  options: { rule?: RiskRule | undefined; cursor?: number | undefined; limit: number },
) {
  const rows = await db
    .select(flagColumns)
    .from(riskFlags)
    .innerJoin(members, eq(members.id, riskFlags.memberId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, riskFlags.clearedByStaffId))
    .where(
      and(
        isNull(riskFlags.clearedAt),
        options.rule === undefined ? undefined : eq(riskFlags.rule, options.rule),
        options.cursor === undefined ? undefined : lt(riskFlags.id, options.cursor),
      ),
    )
    .orderBy(desc(riskFlags.id))
    .limit(options.limit + 1);
  const counts = await db
    .select({ rule: riskFlags.rule, open: count() })
    .from(riskFlags)
    .where(isNull(riskFlags.clearedAt))
    .groupBy(riskFlags.rule);
  const page = rows.slice(0, options.limit);
  return {
    flags: page,
    nextCursor: rows.length > options.limit ? (page.at(-1)?.flag.id ?? null) : null,
    openCounts: Object.fromEntries(
      riskRules.map((rule) => [rule, Number(counts.find((row) => row.rule === rule)?.open ?? 0)]),
    ) as Record<RiskRule, number>,
  };
}

/** A member's flags, open and cleared, newest first (at most 200). */
export async function listMemberRiskFlags(db: Executor, options: { memberId: number }) {
  return db
    .select(flagColumns)
    .from(riskFlags)
    .innerJoin(members, eq(members.id, riskFlags.memberId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, riskFlags.clearedByStaffId))
    .where(eq(riskFlags.memberId, options.memberId))
    .orderBy(desc(riskFlags.id))
    .limit(200);
}

/** The rules of each member's open flags (the withdrawal desk's chips), by member id. */
export async function openRiskRulesByMember(
  db: Executor,
  options: { memberIds: number[] },
): Promise<Map<number, RiskRule[]>> {
  const byMember = new Map<number, RiskRule[]>();
  if (options.memberIds.length === 0) return byMember;
  const rows = await db
    .selectDistinct({ memberId: riskFlags.memberId, rule: riskFlags.rule })
    .from(riskFlags)
    .where(and(inArray(riskFlags.memberId, options.memberIds), isNull(riskFlags.clearedAt)))
    .orderBy(riskFlags.memberId, riskFlags.rule);
  for (const row of rows) {
    byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row.rule as RiskRule]);
  }
  return byMember;
}
