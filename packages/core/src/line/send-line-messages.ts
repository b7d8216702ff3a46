import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import type { Language } from '@chaba/i18n/languages';
import { sql } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { pushMaxAttempts, pushRetryDelaySeconds } from '../push/send-push-notifications';
import { memberLineLanguage } from './line-audience';
import type { LineMessagingApi, LineSendOutcome } from './line-messaging-api';
import { lineMarketingMessage, lineReceiptMessage, type LineReceiptKind } from './line-messages';

/**
 * The `send-line` job's two queues (decision 71): receipts (one push each) and marketing batches
 * (one multicast each). A row is claimed before its call (attempts and the next try moved by a
 * guarded update), so two runs, in one process or two, never call for the same row at once; a row
 * tried again (429, 5xx, a timeout) carries the same X-Line-Retry-Key, so LINE delivers it once
 * (a repeat of an accepted key is its 409, counted as sent). The delays are Web Push's: 30 s, 1, 2,
 * 4 … minutes, `pushMaxAttempts` tries, then the row is given up.
 */
type Claimed = { id: number; attempts: number };

async function claim(
  db: Executor,
  table: 'line_receipts' | 'line_campaign_batches',
  row: Claimed,
  now: Date,
) {
  const attempts = row.attempts + 1;
  const next = addSeconds(now, pushRetryDelaySeconds(attempts)).toISOString();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update ${sql.identifier(table)} set attempts = ${attempts}, next_attempt_at = ${next}::timestamptz
        where id = ${row.id} and attempts = ${row.attempts} and sent_at is null returning id`,
  );
  return rows.length > 0;
}

/** Records a call's outcome: sent, tried again later, or given up (deleted for a receipt). */
async function settle(
  db: Executor,
  table: 'line_receipts' | 'line_campaign_batches',
  row: Claimed,
  outcome: LineSendOutcome,
  now: Date,
): Promise<'sent' | 'failed'> {
  if (outcome.result === 'sent') {
    await db.execute(
      sql`update ${sql.identifier(table)} set sent_at = ${now.toISOString()}::timestamptz, last_error = null where id = ${row.id}`,
    );
    return 'sent';
  }
  const givingUp = outcome.result === 'failed' || row.attempts + 1 >= pushMaxAttempts;
  await db.execute(
    givingUp
      ? sql`update ${sql.identifier(table)} set last_error = ${outcome.error}, next_attempt_at = 'infinity' where id = ${row.id}`
      : sql`update ${sql.identifier(table)} set last_error = ${outcome.error} where id = ${row.id}`,
  );
  return 'failed';
}

type DueReceipt = Claimed & {
  kind: LineReceiptKind;
  amount_satang: string;
  retry_key: string;
  line_user_id: string | null;
  following: boolean | null;
  language: Language;
};

/** Sends the due receipts, oldest first, at most `limit`. A member who unlinked or unfollowed since gets none. */
export async function sendLineReceipts(
  db: Executor,
  options: { api: LineMessagingApi; now: Date; limit: number; siteUrl: string | undefined },
): Promise<{ sent: number; failed: number }> {
  const { now } = options;
  const due = await queryRows<DueReceipt>(
    db,
    sql`select r.id, r.attempts, r.kind, r.amount_satang::text, r.retry_key::text, a.line_user_id, f.following,
               ${memberLineLanguage(sql`r.member_id`)} as language
        from line_receipts r
        left join member_line_accounts a on a.member_id = r.member_id
        left join line_friendships f on f.line_user_id = a.line_user_id
        where r.sent_at is null and r.next_attempt_at <= ${now.toISOString()}::timestamptz
        order by r.next_attempt_at, r.id limit ${options.limit}`,
  );
  const counts = { sent: 0, failed: 0 };
  for (const receipt of due) {
    if (!(await claim(db, 'line_receipts', receipt, now))) continue;
    const outcome: LineSendOutcome =
      receipt.line_user_id && receipt.following
        ? await options.api.push({
            to: receipt.line_user_id,
            retryKey: receipt.retry_key,
            messages: [
              lineReceiptMessage({
                kind: receipt.kind,
                language: receipt.language,
                amountSatang: BigInt(receipt.amount_satang),
                siteUrl: options.siteUrl,
              }),
            ],
          })
        : { result: 'failed', error: 'not linked or not following' };
    counts[await settle(db, 'line_receipts', receipt, outcome, now)] += 1;
  }
  return counts;
}

type DueBatch = Claimed & {
  campaign_id: number;
  language: Language;
  retry_key: string;
  text: string;
  image_url: string | null;
  link_url: string | null;
};

/**
 * Sends the due marketing batches, at most `limit` multicasts a run (LINE allows multicast 200
 * requests a second; a run of 20 every 2 seconds stays far below). Recipients who stopped marketing
 * messages or unfollowed since the campaign was sent are left out of the call.
 */
export async function sendLineCampaignBatches(
  db: Executor,
  options: { api: LineMessagingApi; now: Date; limit: number },
): Promise<{ sent: number; failed: number }> {
  const { now } = options;
  const due = await queryRows<DueBatch>(
    db,
    sql`select b.id, b.attempts, b.campaign_id, b.language, b.retry_key::text, c.image_url, c.link_url,
               case b.language when 'en' then coalesce(nullif(c.text_en, ''), c.text_th)
                               when 'cn' then coalesce(nullif(c.text_cn, ''), c.text_th) else c.text_th end as text
        from line_campaign_batches b join line_campaigns c on c.id = b.campaign_id
        where b.sent_at is null and b.next_attempt_at <= ${now.toISOString()}::timestamptz
        order by b.next_attempt_at, b.id limit ${options.limit}`,
  );
  const counts = { sent: 0, failed: 0 };
  for (const batch of due) {
    if (!(await claim(db, 'line_campaign_batches', batch, now))) continue;
    const recipients = await queryRows<{ line_user_id: string }>(
      db,
      sql`select r.line_user_id from line_campaign_recipients r
          join line_friendships f on f.line_user_id = r.line_user_id and f.following
          where r.batch_id = ${batch.id} and not exists (select 1 from member_line_settings s
            where s.member_id = r.member_id and s.marketing_opt_out)
          order by r.member_id`,
    );
    const outcome: LineSendOutcome =
      recipients.length === 0
        ? { result: 'sent' }
        : await options.api.multicast({
            to: recipients.map((row) => row.line_user_id),
            retryKey: batch.retry_key,
            messages: [
              lineMarketingMessage({
                text: batch.text,
                imageUrl: batch.image_url,
                linkUrl: batch.link_url,
                language: batch.language,
              }),
            ],
          });
    counts[await settle(db, 'line_campaign_batches', batch, outcome, now)] += 1;
    await db.execute(sql`update line_campaigns set finished_at = ${now.toISOString()}::timestamptz
      where id = ${batch.campaign_id} and finished_at is null
        and not exists (select 1 from line_campaign_batches b where b.campaign_id = ${batch.campaign_id}
          and b.sent_at is null and b.next_attempt_at <> 'infinity')`);
  }
  return counts;
}
