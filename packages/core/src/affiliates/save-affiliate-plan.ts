import type { Database } from '@chaba/db/client';
import { affiliatePlans, type AffiliatePlanTier } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import type { StaffActor } from '../audit/lock-member-row';
import { recordAudit } from '../audit/record-audit';
import { isUniqueViolation } from '../database-errors';
import { DomainError } from '../errors';
import { listAffiliatePlans, type AffiliatePlanRow } from './list-affiliate-plans';

export interface AffiliatePlanInput {
  name: string;
  basis: 'ngr' | 'turnover';
  period: 'monthly' | 'weekly';
  rateBp: number;
  tiers: AffiliatePlanTier[];
}

/**
 * Creates a commission plan, or changes one (`planId`), audited with before and after. A change
 * applies to the periods closed after it; closed statements keep the rate they were closed with.
 *
 * @throws DomainError not_found, affiliate_plan_name_taken (field `name`)
 */
export async function saveAffiliatePlan(
  db: Database,
  options: StaffActor & { planId?: number; plan: AffiliatePlanInput },
): Promise<AffiliatePlanRow> {
  const values = {
    ...options.plan,
    tiers: [...options.plan.tiers].sort((a, b) => a.min_active_players - b.min_active_players),
  };
  const id = await db
    .transaction(async (tx) => {
      const [before] = options.planId
        ? await tx.select().from(affiliatePlans).where(eq(affiliatePlans.id, options.planId)).for('update')
        : [];
      if (options.planId && !before) throw new DomainError('not_found');
      const [saved] = before
        ? await tx
            .update(affiliatePlans)
            .set({ ...values, updatedAt: options.now })
            .where(eq(affiliatePlans.id, before.id))
            .returning()
        : await tx
            .insert(affiliatePlans)
            .values({ ...values, createdAt: options.now, updatedAt: options.now })
            .returning();
      await recordAudit(tx, {
        staffId: options.staffId,
        action: before ? 'affiliate.plan.update' : 'affiliate.plan.create',
        targetType: 'affiliate_plan',
        targetId: saved!.id,
        clientAddress: options.clientAddress,
        before: before ? auditedPlan(before) : null,
        after: auditedPlan(saved!),
        now: options.now,
      });
      return saved!.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new DomainError('affiliate_plan_name_taken', { field: 'name' });
      throw error;
    });
  const plan = (await listAffiliatePlans(db)).find((row) => row.id === id);
  return plan!;
}

function auditedPlan(plan: typeof affiliatePlans.$inferSelect) {
  return { name: plan.name, basis: plan.basis, period: plan.period, rateBp: plan.rateBp, tiers: plan.tiers };
}
