import { sendLineCampaignBatches, sendLineReceipts } from '@chaba/core/line/send-line-messages';
import type { JobRun } from './job';

/**
 * The `send-line` job (decision 71): the due receipts (one push each), then the due marketing
 * batches (one multicast of at most 500 each, at most 20 a run). Answers how many calls it made.
 */
export async function sendLine({ context, log, now, limit }: JobRun): Promise<number> {
  const line = context.line;
  if (!line) return 0;
  const receipts = await sendLineReceipts(context.db, {
    api: line.api,
    now,
    limit,
    siteUrl: context.config.PUBLIC_URL,
  });
  const batches = await sendLineCampaignBatches(context.db, {
    api: line.api,
    now,
    limit: Math.min(limit, 20),
  });
  const calls = receipts.sent + receipts.failed + batches.sent + batches.failed;
  if (calls > 0) log.info({ receipts, batches }, 'LINE messages');
  return calls;
}
