import type { Database, Executor } from '@chaba/db/client';
import { activities, activityClaims } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { DomainError } from '../errors';
import { ledgerAccount } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { activityPeriod, isEligible } from './activity-rules';
import { recordMemberChange } from '../notifications/member-events';

/**
 * A member claims an activity bonus (POST /api/customers/get-bonus/{id}). Credits once per member,
 * activity and period: the claim row's unique index decides between concurrent claims.
 *
 * @throws DomainError not_found, bonus_not_eligible, bonus_already_claimed
 */
export async function claimActivityBonus(
  db: Database,
  options: { memberId: number; activityId: number; now: Date },
) {
  const [activity] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, options.activityId), eq(activities.active, true)));
  if (!activity) throw new DomainError('not_found');
  if (!(await isEligible(db, activity, options.memberId, options.now)))
    throw new DomainError('bonus_not_eligible');
  const period = activityPeriod(activity, options.now);
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(activityClaims)
      .values({
        memberId: options.memberId,
        activityId: activity.id,
        periodKey: period.key,
        bonusSatang: activity.bonusSatang,
        createdAt: options.now,
      })
      .onConflictDoNothing()
      .returning({ id: activityClaims.id });
    if (!claim) throw new DomainError('bonus_already_claimed');
    if (activity.bonusSatang > 0n) {
      await postTransaction(tx, {
        idempotencyKey: `activity-claim:${claim.id}`,
        eventType: 'activity_bonus',
        postings: transfer(
          ledgerAccount.promotionExpense(),
          ledgerAccount.memberWallet(options.memberId),
          activity.bonusSatang,
        ),
        metadata: { activityId: activity.id, period: period.key },
      });
    }
    await recordMemberChange(tx, { memberId: options.memberId, reason: 'credit' });
    return { bonusSatang: activity.bonusSatang };
  });
}

/** Whether the member claimed the activity in its current period (the profile's `activated`). */
export async function claimedActivityIds(db: Executor, memberId: number, now: Date) {
  const rows = await db
    .select({
      activityId: activityClaims.activityId,
      periodKey: activityClaims.periodKey,
      activity: activities,
    })
    .from(activityClaims)
    .innerJoin(activities, eq(activities.id, activityClaims.activityId))
    .where(eq(activityClaims.memberId, memberId));
  return new Set(
    rows
      .filter((row) => row.periodKey === activityPeriod(row.activity, now).key)
      .map((row) => row.activityId),
  );
}
