import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { announcements, pushDeliveries, pushSubscriptions } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addSeconds } from '../clock';
import {
  announcementPushMessage,
  documentsPushMessage,
  moneyPushMessage,
  type DocumentsNoticeData,
  type PushMessage,
} from './push-message';
import type { PushOutcome, PushSender } from './push-sender';
import type { PushNoticeKind } from './queue-push-notification';

/** Tries per delivery: 30 s, 1, 2, 4 … minutes apart (about an hour in all), then it is dropped. */
export const pushMaxAttempts = 8;
const firstDelaySeconds = 30;
const longestDelaySeconds = 1800;
/** Deliveries given up in a row after which a subscription is considered dead and deleted. */
export const pushMaxSubscriptionFailures = 5;
/** How long a push service keeps a message for a browser that is offline (a day: news, not history). */
const ttlSeconds = 24 * 3600;

export function pushRetryDelaySeconds(attempts: number): number {
  return Math.min(firstDelaySeconds * 2 ** (attempts - 1), longestDelaySeconds);
}

/**
 * Turns noted notifications into deliveries, one per subscription they are for: a member's at once,
 * an announcement's to every subscription in batches of at most `limit` per call (it goes on from
 * the last subscription reached, so a large audience is reached over several runs). Answers how
 * many deliveries it made. Safe to run twice at once: deliveries are unique per pair.
 */
export async function fanOutPushNotifications(
  db: Executor,
  options: { now: Date; limit: number },
): Promise<number> {
  const pending = await queryRows<{ id: number; member_id: number | null; fanned_out_to: number }>(
    db,
    sql`select id, member_id, fanned_out_to from push_notifications
        where fanned_out_at is null order by id limit ${options.limit}`,
  );
  let made = 0;
  for (const notification of pending) {
    if (made >= options.limit) break;
    const room = options.limit - made;
    const rows = await queryRows<{ subscription_id: number }>(
      db,
      sql`with chosen as (
            select id from push_subscriptions
            where id > ${notification.fanned_out_to}
              and (${notification.member_id}::integer is null or member_id = ${notification.member_id}::integer)
            order by id limit ${room}
          ), made as (
            insert into push_deliveries (notification_id, subscription_id, next_attempt_at)
            select ${notification.id}, id, ${options.now.toISOString()}::timestamptz from chosen
            on conflict do nothing
          )
          select id as subscription_id from chosen order by id`,
    );
    made += rows.length;
    const last = rows.at(-1)?.subscription_id;
    const finished = rows.length < room;
    await db.execute(sql`
      update push_notifications
      set fanned_out_to = greatest(fanned_out_to, ${last ?? 0}),
          fanned_out_at = case when ${finished} then ${options.now.toISOString()}::timestamptz else null end
      where id = ${notification.id}`);
  }
  return made;
}

type DueDelivery = {
  id: number;
  attempts: number;
  notification_id: number;
  kind: PushNoticeKind;
  data: { amountSatang?: string; announcementId?: number } & DocumentsNoticeData;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: Language;
};

/**
 * Sends the due deliveries, oldest first, at most `limit` a call and `concurrency` at once. Each is
 * claimed first (its next try pushed out by a guarded update), so two runners never send the same
 * one. Sent: the delivery is deleted and the subscription marked successful. Gone (404/410): the
 * subscription is deleted. Otherwise it is retried after a growing delay (or the service's
 * Retry-After) up to `pushMaxAttempts`; a subscription that fails `pushMaxSubscriptionFailures`
 * deliveries in a row is deleted. An announcement hidden before its turn is not sent.
 */
export async function sendPushDeliveries(
  db: Executor,
  options: { sender: PushSender; now: Date; limit: number; concurrency: number; siteName: string },
): Promise<{ sent: number; gone: number; failed: number }> {
  const due = await queryRows<DueDelivery>(
    db,
    sql`select d.id, d.attempts, d.notification_id, n.kind, n.data, d.subscription_id,
               s.endpoint, s.p256dh, s.auth, s.language
        from push_deliveries d
        join push_notifications n on n.id = d.notification_id
        join push_subscriptions s on s.id = d.subscription_id
        where d.next_attempt_at <= ${options.now.toISOString()}::timestamptz
        order by d.next_attempt_at, d.id limit ${options.limit}`,
  );
  const counts = { sent: 0, gone: 0, failed: 0 };
  const texts = await announcementTexts(db, due);
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const delivery = due[next++]!;
      const outcome = await deliver(db, { ...options, delivery, texts });
      if (outcome) counts[outcome] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, due.length)) }, worker));
  return counts;
}

type AnnouncementText = { id: number; content: string; contentEn: string; contentCn: string };

/** The texts of the announcements among the deliveries that are still shown. */
async function announcementTexts(db: Executor, due: DueDelivery[]): Promise<Map<number, AnnouncementText>> {
  const ids = [
    ...new Set(due.flatMap((row) => (row.kind === 'announcement' ? [Number(row.data.announcementId)] : []))),
  ];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: announcements.id,
      content: announcements.content,
      contentEn: announcements.contentEn,
      contentCn: announcements.contentCn,
    })
    .from(announcements)
    .where(and(inArray(announcements.id, ids), sql`${announcements.active} <> 0`));
  return new Map(rows.map((row) => [row.id, row]));
}

function messageOf(
  delivery: DueDelivery,
  texts: Map<number, AnnouncementText>,
  siteName: string,
): PushMessage | undefined {
  if (delivery.kind === 'announcement') {
    const announcement = texts.get(Number(delivery.data.announcementId));
    return announcement && announcementPushMessage({ language: delivery.language, siteName, announcement });
  }
  if (delivery.kind === 'documents') {
    return documentsPushMessage({
      language: delivery.language,
      data: delivery.data,
      notificationId: delivery.notification_id,
    });
  }
  return moneyPushMessage(delivery.kind, {
    language: delivery.language,
    amountSatang: BigInt(delivery.data.amountSatang ?? '0'),
    notificationId: delivery.notification_id,
  });
}

/** One delivery: claimed, sent, and its outcome recorded. */
async function deliver(
  db: Executor,
  options: {
    sender: PushSender;
    now: Date;
    siteName: string;
    delivery: DueDelivery;
    texts: Map<number, AnnouncementText>;
  },
): Promise<'sent' | 'gone' | 'failed' | undefined> {
  const { delivery, now } = options;
  const attempts = delivery.attempts + 1;
  const [claimed] = await db
    .update(pushDeliveries)
    .set({ attempts, nextAttemptAt: addSeconds(now, pushRetryDelaySeconds(attempts)) })
    .where(and(eq(pushDeliveries.id, delivery.id), eq(pushDeliveries.attempts, delivery.attempts)))
    .returning({ id: pushDeliveries.id });
  if (!claimed) return undefined;
  const message = messageOf(delivery, options.texts, options.siteName);
  if (!message) {
    await db.delete(pushDeliveries).where(eq(pushDeliveries.id, delivery.id));
    return undefined;
  }
  const outcome: PushOutcome = await options.sender
    .send(delivery, JSON.stringify(message), { ttlSeconds })
    .catch(() => ({ result: 'retry' as const, error: 'push sender failed' }));
  if (outcome.result === 'sent') {
    await db.delete(pushDeliveries).where(eq(pushDeliveries.id, delivery.id));
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: now, failures: 0 })
      .where(eq(pushSubscriptions.id, delivery.subscription_id));
    return 'sent';
  }
  if (outcome.result === 'gone') {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, delivery.subscription_id));
    return 'gone';
  }
  if (attempts < pushMaxAttempts) {
    await db
      .update(pushDeliveries)
      .set({
        lastError: outcome.error,
        ...(outcome.retryAfterSeconds === undefined
          ? {}
          : { nextAttemptAt: addSeconds(now, Math.min(outcome.retryAfterSeconds, longestDelaySeconds)) }),
      })
      .where(eq(pushDeliveries.id, delivery.id));
    return 'failed';
  }
  await giveUp(db, delivery);
  return 'failed';
}

/** The last try failed: the delivery is dropped, and a subscription failing again and again goes too. */
async function giveUp(db: Executor, delivery: DueDelivery): Promise<void> {
  await db.delete(pushDeliveries).where(eq(pushDeliveries.id, delivery.id));
  const [subscription] = await db
    .update(pushSubscriptions)
    .set({ failures: sql`${pushSubscriptions.failures} + 1` })
    .where(eq(pushSubscriptions.id, delivery.subscription_id))
    .returning({ failures: pushSubscriptions.failures });
  if (subscription && subscription.failures >= pushMaxSubscriptionFailures) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, delivery.subscription_id));
  }
}

/** Forgets notifications told long ago (their keys guard against a repeat only for `days`). */
export async function forgetOldPushNotifications(
  db: Executor,
  options: { now: Date; days: number; limit: number },
) {
  const before = addSeconds(options.now, -options.days * 24 * 3600).toISOString();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from push_notifications where id in (
          select n.id from push_notifications n
          where n.fanned_out_at is not null and n.created_at < ${before}::timestamptz
            and not exists (select 1 from push_deliveries d where d.notification_id = n.id)
          limit ${options.limit})
        returning id`,
  );
  return rows.length;
}
