import type { Executor } from '@chaba/db/client';
import { affiliatePlans, affiliates } from '@chaba/db/schema';
import { asc, count, eq, getTableColumns } from 'drizzle-orm';

export type AffiliatePlanRow = typeof affiliatePlans.$inferSelect & { affiliates: number };

/** The commission plans by name, each with how many affiliates it is assigned to. */
export async function listAffiliatePlans(db: Executor): Promise<AffiliatePlanRow[]> {
  return db
    .select({ ...getTableColumns(affiliatePlans), affiliates: count(affiliates.id) })
    .from(affiliatePlans)
    .leftJoin(affiliates, eq(affiliates.planId, affiliatePlans.id))
    .groupBy(affiliatePlans.id)
    .orderBy(asc(affiliatePlans.name));
}
