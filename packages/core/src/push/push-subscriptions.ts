import type { Executor } from '@chaba/db/client';
import { pushSubscriptions } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { and, eq, sql } from 'drizzle-orm';
import { DomainError } from '../errors';

/** The most browsers one member receives notifications on; a new one beyond drops the oldest. */
export const maxPushSubscriptionsPerMember = 10;

/**
 * Stores a browser's push subscription for a member (issue 15). The endpoint is the key: the same
 * browser subscribing again updates its keys and language, and an endpoint another member had
 * (a shared phone, a new login) moves to this member. Beyond `maxPushSubscriptionsPerMember` the
 * member's oldest subscriptions are dropped. One transaction.
 */
export async function savePushSubscription(
  db: Executor,
  options: {
    memberId: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    language: Language;
    userAgent: string | null;
    now: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const fields = {
      memberId: options.memberId,
      p256dh: options.p256dh,
      auth: options.auth,
      language: options.language,
      userAgent: options.userAgent,
      failures: 0,
    };
    await tx
      .insert(pushSubscriptions)
      .values({ ...fields, endpoint: options.endpoint, createdAt: options.now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        // A move to another member is a new subscription of theirs: it counts as the newest.
        set: {
          ...fields,
          createdAt: sql`case when ${pushSubscriptions.memberId} = ${options.memberId} then ${pushSubscriptions.createdAt} else ${options.now.toISOString()}::timestamptz end`,
        },
      });
    await tx.execute(sql`
      delete from push_subscriptions
      where member_id = ${options.memberId}
        and id not in (
          select id from push_subscriptions where member_id = ${options.memberId}
          order by created_at desc, id desc limit ${maxPushSubscriptionsPerMember}
        )`);
  });
}

/**
 * Removes one of the member's push subscriptions by its endpoint (the member turned notifications
 * off, or the browser dropped the subscription). Another member's endpoint is not touched.
 *
 * @throws DomainError not_found when the member has no subscription with this endpoint
 */
export async function deletePushSubscription(
  db: Executor,
  options: { memberId: number; endpoint: string },
): Promise<void> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.memberId, options.memberId), eq(pushSubscriptions.endpoint, options.endpoint)),
    )
    .returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) throw new DomainError('not_found');
}
