import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';

/**
 * The job `bank-messages-retention` (issue 25): messages hold personal data (names, account digits),
 * so the text of those older than `retentionDays` is removed, at most `batch` a run; the parsed
 * amounts and the line they made stay for the books. The SmsForwarder signs seen are kept only as
 * long as the timestamp window needs them, a day. Answers how many texts were removed.
 */
export async function forgetBankMessageTexts(
  db: Executor,
  options: { now: Date; retentionDays: number; batch?: number },
): Promise<number> {
  const before = new Date(options.now.getTime() - options.retentionDays * 86_400_000).toISOString();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update bank_messages set text = null, from_name = null where id in (
      select id from bank_messages where text is not null and created_at < ${before}::timestamptz
      order by id limit ${options.batch ?? 1000}) returning id::text`,
  );
  await db.execute(
    sql`delete from bank_device_signs where created_at < ${new Date(options.now.getTime() - 86_400_000).toISOString()}::timestamptz`,
  );
  return rows.length;
}
