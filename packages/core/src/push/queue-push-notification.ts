import type { Executor } from '@chaba/db/client';
import { sql } from 'drizzle-orm';

/** What a push notification tells a member; its texts are in `push-message.ts`. */
export type PushNotice =
  | { kind: 'deposit_credited'; memberId: number; amountSatang: bigint }
  | { kind: 'withdrawal_paid'; memberId: number; amountSatang: bigint }
  | { kind: 'withdrawal_rejected'; memberId: number; amountSatang: bigint }
  | { kind: 'referral_bonus'; memberId: number; amountSatang: bigint }
  | { kind: 'announcement'; announcementId: number }
  /** Identity documents asked for, or one approved or rejected (decision 67): no amount, a kind and a reason code. */
  | {
      kind: 'documents';
      memberId: number;
      event: 'requested' | 'approved' | 'rejected';
      documentKind?: string;
      reason?: string;
    };

export type PushNoticeKind = PushNotice['kind'];

/**
 * Notes a push notification in the caller's transaction (issue 15, decision 35): it goes out only if
 * the event commits, and the `send-push` job sends it, so the push services never slow the money
 * path (and, for a member's money event, a LINE receipt). `eventKey` names the event (`deposit:<ledger key>`, `announcement:<id>`): the same event
 * noted twice is told once. One statement, and no row at all when nobody it is for subscribed.
 */
export async function queuePushNotification(
  tx: Executor,
  options: { eventKey: string; notice: PushNotice; now: Date },
): Promise<void> {
  const { notice } = options;
  const memberId = notice.kind === 'announcement' ? null : notice.memberId;
  const data =
    notice.kind === 'announcement'
      ? { announcementId: notice.announcementId }
      : notice.kind === 'documents'
        ? { event: notice.event, documentKind: notice.documentKind, reason: notice.reason }
        : { amountSatang: notice.amountSatang.toString() };
  await tx.execute(sql`
    insert into push_notifications (event_key, member_id, kind, data, created_at)
    select ${options.eventKey}, ${memberId}::integer, ${notice.kind}, ${JSON.stringify(data)}::jsonb, ${options.now.toISOString()}::timestamptz
    where exists (
      select 1 from push_subscriptions
      where ${memberId}::integer is null or member_id = ${memberId}::integer
    )
    on conflict (event_key) do nothing`);
  // The same money events are LINE receipts for a linked member who follows the Official Account
  // (decision 71): one more channel of this outbox, the rule of who gets one in `line_receipt_queue`.
  if (notice.kind !== 'announcement' && notice.kind !== 'documents') {
    await tx.execute(sql`select line_receipt_queue(${options.eventKey}, ${notice.memberId}::bigint,
      ${notice.kind}, ${notice.amountSatang.toString()}::bigint, ${options.now.toISOString()}::timestamptz)`);
  }
}
