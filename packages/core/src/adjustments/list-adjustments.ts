import type { Executor } from '@chaba/db/client';
import { members, staffAccounts, staffAdjustments } from '@chaba/db/schema';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const creator = alias(staffAccounts, 'creator');
const decider = alias(staffAccounts, 'decider');
const reversal = alias(staffAdjustments, 'reversal');

/**
 * Adjustments with each one's member's phone, who made and who decided it, and its reversal if any:
 * the desk's list and the console's adjustments list (`adjustment-list.ts`) read the same rows.
 */
export function selectAdjustments(db: Executor) {
  return db
    .select({
      adjustment: staffAdjustments,
      phone: members.phone,
      creatorName: creator.username,
      deciderName: decider.username,
      reversedById: reversal.id,
    })
    .from(staffAdjustments)
    .innerJoin(members, eq(members.id, staffAdjustments.memberId))
    .innerJoin(creator, eq(creator.id, staffAdjustments.createdByStaffId))
    .leftJoin(decider, eq(decider.id, staffAdjustments.decidedByStaffId))
    .leftJoin(reversal, eq(reversal.reversesAdjustmentId, staffAdjustments.id));
}

/**
 * Adjustments newest first, a page at a time (`cursor`: the last id of the previous page), by status
 * and member; each with its member's phone, who made and who decided it, and its reversal if any.
 */
export async function listAdjustments(
  db: Executor,
  options: {
    status?: 'awaiting_approval' | 'posted' | 'rejected';
    memberId?: number;
    ids?: number[];
    cursor?: number;
    limit: number;
  },
) {
  const limit = Math.min(options.limit, 200);
  const rows = await selectAdjustments(db)
    .where(
      and(
        options.status === undefined ? undefined : eq(staffAdjustments.status, options.status),
        options.memberId === undefined ? undefined : eq(staffAdjustments.memberId, options.memberId),
        options.ids === undefined ? undefined : inArray(staffAdjustments.id, options.ids),
        options.cursor === undefined ? undefined : lt(staffAdjustments.id, options.cursor),
      ),
    )
    .orderBy(desc(staffAdjustments.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return { adjustments: page, nextCursor: rows.length > limit ? (page.at(-1)?.adjustment.id ?? null) : null };
}

export type AdjustmentRow = Awaited<ReturnType<typeof listAdjustments>>['adjustments'][number];
