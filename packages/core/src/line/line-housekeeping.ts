import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';

/** How long what LINE's protocols leave behind is kept after it can no longer be used (decision 81). */
export const lineKeepDays = {
  /** Login requests and pending registrations: a day past their expiry, for a support question. */
  spentRequests: 1,
  /**
   * Handled webhook events, so that a redelivery is recognised: LINE's documentation gives no time
   * limit for a redelivery, so a month, far beyond any retry.
   */
  webhookEvents: 30,
} as const;

/**
 * The job `line-housekeeping` (decision 81): deletes LINE Login requests and pending registrations a
 * day past their expiry (used or not, nothing reads them again) and webhook events handled more than
 * 30 days ago, at most `batch` rows of each table a run. Answers how many rows went.
 */
export async function deleteSpentLineRecords(
  db: Executor,
  options: { now: Date; batch: number },
): Promise<number> {
  const { now, batch } = options;
  const spentBefore = new Date(now.getTime() - lineKeepDays.spentRequests * 86_400_000).toISOString();
  const eventsBefore = new Date(now.getTime() - lineKeepDays.webhookEvents * 86_400_000).toISOString();
  const [requests, registrations, events] = [
    await queryRows<{ id: string }>(
      db,
      sql`delete from line_login_requests where id in (
        select id from line_login_requests where expires_at < ${spentBefore}::timestamptz
        order by expires_at limit ${batch}) returning id::text`,
    ),
    await queryRows<{ id: string }>(
      db,
      sql`delete from line_pending_registrations where id in (
        select id from line_pending_registrations where expires_at < ${spentBefore}::timestamptz
        order by expires_at limit ${batch}) returning id::text`,
    ),
    await queryRows<{ id: string }>(
      db,
      sql`delete from line_webhook_events where webhook_event_id in (
        select webhook_event_id from line_webhook_events where received_at < ${eventsBefore}::timestamptz
        order by received_at limit ${batch}) returning webhook_event_id as id`,
    ),
  ];
  return requests.length + registrations.length + events.length;
}
