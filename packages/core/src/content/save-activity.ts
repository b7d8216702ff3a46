import type { Database } from '@chaba/db/client';
import { activities } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { saveAudited, type ContentActor } from './content-record';

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityFields = Omit<ActivityRow, 'id' | 'createdAt' | 'period'>;

/** The period of each rule kind: a member claims once per Bangkok day or week (activities/activity-rules). */
const periodOfRule: Record<string, 'day' | 'week'> = {
  first_deposit_of_day: 'day',
  weekly_deposit_total: 'week',
  daily_login: 'day',
};

/**
 * Creates an activity (no `activityId`) or replaces the fields of one, audited with before and after.
 * The period follows from the rule kind. Bonuses already claimed stay claimed.
 *
 * @throws DomainError not_found
 */
export async function saveActivity(
  db: Database,
  options: ContentActor & { activityId?: number; fields: ActivityFields },
): Promise<ActivityRow> {
  const { activityId } = options;
  const fields = { ...options.fields, period: periodOfRule[options.fields.ruleKind] ?? 'day' };
  const byId = eq(activities.id, activityId ?? 0);
  return saveAudited<ActivityRow>(db, {
    ...options,
    targetType: 'activity',
    lock:
      activityId === undefined
        ? undefined
        : async (tx) => (await tx.select().from(activities).where(byId).for('update'))[0],
    write: async (tx) =>
      (activityId === undefined
        ? await tx.insert(activities).values(fields).returning()
        : await tx.update(activities).set(fields).where(byId).returning())[0],
  });
}
