import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../errors';

/**
 * LINE's webhook signature (https://developers.line.biz/en/docs/messaging-api/verify-webhook-signature/):
 * `X-Line-Signature` is the Base64 of the HMAC-SHA256 of the request body, as sent, keyed with the
 * channel secret. Compared in constant time; a missing or different one is `invalid_signature`.
 *
 * @throws DomainError invalid_signature
 */
export function verifyLineSignature(options: {
  channelSecret: string;
  rawBody: string;
  signature: string | undefined;
}): void {
  if (!options.signature) throw new DomainError('invalid_signature');
  const expected = Buffer.from(lineSignature(options.channelSecret, options.rawBody));
  const given = Buffer.from(options.signature.trim());
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new DomainError('invalid_signature');
}

/** What LINE puts in X-Line-Signature for a body (our fake of LINE signs with it too). */
export function lineSignature(channelSecret: string, rawBody: string): string {
  return createHmac('sha256', channelSecret).update(rawBody, 'utf8').digest('base64');
}

/**
 * The part of a webhook event this site reads (https://developers.line.biz/en/reference/messaging-api/#webhook-event-objects):
 * its type, LINE's unique `webhookEventId`, its time in milliseconds and, for a one-to-one chat, the
 * user id of its `source`. Follow: the user added or unblocked the Official Account; unfollow: the
 * user blocked it. Other types are answered and ignored.
 */
export interface LineWebhookEvent {
  type: string;
  webhookEventId: string;
  timestamp: number;
  userId: string | undefined;
}

/**
 * Records the follow and unfollow events of one webhook call, each once: its `webhookEventId` is
 * kept, so a redelivery (LINE's `deliveryContext.isRedelivery`) or the same event twice at once
 * changes nothing more. A friendship keeps the newest event's state (an older event arriving late
 * does not undo a newer one). Answers how many events changed something.
 */
export async function recordLineWebhookEvents(
  db: Executor,
  options: { events: LineWebhookEvent[]; now: Date },
): Promise<number> {
  let recorded = 0;
  for (const event of options.events) {
    if ((event.type !== 'follow' && event.type !== 'unfollow') || !event.userId) continue;
    const userId = event.userId;
    const at = new Date(event.timestamp).toISOString();
    const now = options.now.toISOString();
    const rows = await queryRows<{ webhook_event_id: string }>(
      db,
      sql`with seen as (
            insert into line_webhook_events (webhook_event_id, type, received_at)
            values (${event.webhookEventId}, ${event.type}, ${now}::timestamptz)
            on conflict (webhook_event_id) do nothing
            returning webhook_event_id
          ), friendship as (
            insert into line_friendships (line_user_id, following, event_at, updated_at)
            select ${userId}, ${event.type === 'follow'}, ${at}::timestamptz, ${now}::timestamptz
            from seen
            on conflict (line_user_id) do update
              set following = excluded.following, event_at = excluded.event_at, updated_at = excluded.updated_at
              where line_friendships.event_at <= excluded.event_at
          )
          select webhook_event_id from seen`,
    );
    recorded += rows.length;
  }
  return recorded;
}
