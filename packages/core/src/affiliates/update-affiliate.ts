import type { Database } from '@chaba/db/client';
import { affiliatePlans, affiliates, members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import type { StaffActor } from '../audit/lock-member-row';
import { recordAudit } from '../audit/record-audit';
import { isUniqueViolation } from '../database-errors';
import { DomainError } from '../errors';
import { listAffiliates, type AffiliateListRow } from './list-affiliates';

/**
 * Links an affiliate to the member who is it (`memberId`, null unlinks), assigns its commission plan
 * (`planId`, null: none) and the Bangkok date its periods count from (`commissionFrom`); what is
 * left out keeps its value. Audited with before and after. A member is at most one affiliate.
 *
 * @throws DomainError not_found, affiliate_member_unknown (field `member_id`), affiliate_member_taken
 * (field `member_id`), affiliate_plan_unknown (field `plan_id`)
 */
export async function updateAffiliate(
  db: Database,
  options: StaffActor & {
    affiliateId: number;
    memberId?: number | null;
    planId?: number | null;
    commissionFrom?: string | null;
  },
): Promise<AffiliateListRow> {
  await db
    .transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(affiliates)
        .where(eq(affiliates.id, options.affiliateId))
        .for('update');
      if (!before) throw new DomainError('not_found');
      if (options.memberId) {
        const [member] = await tx
          .select({ id: members.id })
          .from(members)
          .where(eq(members.id, options.memberId));
        if (!member) throw new DomainError('affiliate_member_unknown', { field: 'member_id' });
      }
      if (options.planId) {
        const [plan] = await tx
          .select({ id: affiliatePlans.id })
          .from(affiliatePlans)
          .where(eq(affiliatePlans.id, options.planId));
        if (!plan) throw new DomainError('affiliate_plan_unknown', { field: 'plan_id' });
      }
      const [after] = await tx
        .update(affiliates)
        .set({
          memberId: options.memberId === undefined ? before.memberId : options.memberId,
          planId: options.planId === undefined ? before.planId : options.planId,
          commissionFrom:
            options.commissionFrom === undefined ? before.commissionFrom : options.commissionFrom,
        })
        .where(eq(affiliates.id, before.id))
        .returning();
      await recordAudit(tx, {
        staffId: options.staffId,
        action: 'affiliate.update',
        targetType: 'affiliate',
        targetId: before.id,
        clientAddress: options.clientAddress,
        before: { memberId: before.memberId, planId: before.planId, commissionFrom: before.commissionFrom },
        after: { memberId: after!.memberId, planId: after!.planId, commissionFrom: after!.commissionFrom },
        now: options.now,
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new DomainError('affiliate_member_taken', { field: 'member_id' });
      throw error;
    });
  const [row] = await listAffiliates(db, { affiliateId: options.affiliateId });
  return row!;
}
