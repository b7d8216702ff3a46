import type { Database, Executor } from '@chaba/db/client';
import { members, pushNotifications, pushSubscriptions } from '@chaba/db/schema';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors';

/** A member's push subscription as staff see it: never the endpoint's path nor the browser's keys. */
export interface MemberPushSubscriptionView {
  id: number;
  /** The push service's host, which tells the kind of browser. */
  service: string;
  language: 'th' | 'en' | 'cn';
  userAgent: string | null;
  createdAt: Date;
  lastSuccessAt: Date | null;
  failures: number;
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

/**
 * The browsers a member receives notifications on (decision 35), oldest first: the endpoint's host
 * only, since the endpoint with the keys is what lets anyone message that browser.
 *
 * @throws DomainError not_found (no such member)
 */
export async function listMemberPushSubscriptions(
  db: Executor,
  options: { memberId: number },
): Promise<MemberPushSubscriptionView[]> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, options.memberId));
  if (!member) throw new DomainError('not_found');
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, options.memberId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return rows.map((row) => ({
    id: row.id,
    service: hostOf(row.endpoint),
    language: row.language,
    userAgent: row.userAgent,
    createdAt: row.createdAt,
    lastSuccessAt: row.lastSuccessAt,
    failures: row.failures,
  }));
}

/**
 * Removes one of a member's push subscriptions (`subscriptionId`) or all of them (none given): the
 * browser is told nothing more until the member turns notifications on again. Its pending
 * deliveries go with it (the table's cascade). Audited (`member.push_remove`) with the services and
 * dates removed, never the endpoints.
 *
 * @throws DomainError not_found (no such member, or no such subscription of this member)
 */
export async function removeMemberPushSubscriptions(
  db: Database,
  options: {
    staffId: number;
    clientAddress?: string;
    now: Date;
    memberId: number;
    subscriptionId?: number;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, options.memberId))
      .for('update');
    if (!member) throw new DomainError('not_found');
    const ofMember = eq(pushSubscriptions.memberId, options.memberId);
    const removed = await tx
      .delete(pushSubscriptions)
      .where(
        options.subscriptionId === undefined
          ? ofMember
          : and(ofMember, eq(pushSubscriptions.id, options.subscriptionId)),
      )
      .returning();
    if (options.subscriptionId !== undefined && removed.length === 0) throw new DomainError('not_found');
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'member.push_remove',
      targetType: 'member',
      targetId: options.memberId,
      clientAddress: options.clientAddress,
      details: {
        removed: removed.map((row) => ({
          id: row.id,
          service: hostOf(row.endpoint),
          language: row.language,
          created_at: row.createdAt.toISOString(),
        })),
      },
      now: options.now,
    });
    return removed.length;
  });
}

/**
 * What the announcement editor says about push: how many browsers an announcement would reach, and
 * which announcements were already told (their once-only event key exists, decision 35).
 */
export async function announcementPushStatus(
  db: Executor,
  options: { announcementIds: number[] },
): Promise<{ subscriptions: number; pushedIds: number[] }> {
  const [total] = await db.select({ value: count() }).from(pushSubscriptions);
  const keys = options.announcementIds.map((id) => `announcement:${id}`);
  const told =
    keys.length === 0
      ? []
      : await db
          .select({ eventKey: pushNotifications.eventKey })
          .from(pushNotifications)
          .where(inArray(pushNotifications.eventKey, keys));
  return {
    subscriptions: total?.value ?? 0,
    pushedIds: told.map((row) => Number(row.eventKey.slice('announcement:'.length))),
  };
}
