import {
  fanOutPushNotifications,
  forgetOldPushNotifications,
  sendPushDeliveries,
} from '@chaba/core/push/send-push-notifications';
import { readSiteSetting } from '@chaba/core/site/site-settings';
import type { JobRun } from './job';

/** Push services called at once by one run: a slow one holds back no more than this many. */
const concurrency = 20;

/**
 * The `send-push` job (decision 35): turns the noted notifications into deliveries (an
 * announcement's audience in batches), sends the due ones through the Web Push sender, and forgets
 * notifications told over 30 days ago. Answers how many deliveries it made and tried.
 */
export async function sendPush({ context, log, now, limit }: JobRun): Promise<number> {
  const push = context.push;
  if (!push) return 0;
  const made = await fanOutPushNotifications(context.db, { now, limit });
  const siteName = (await readSiteSetting(context.db, 'site'))?.name ?? 'Chaba';
  const outcome = await sendPushDeliveries(context.db, {
    sender: push.sender,
    now,
    limit,
    concurrency,
    siteName,
  });
  const forgotten = await forgetOldPushNotifications(context.db, { now, days: 30, limit });
  const tried = outcome.sent + outcome.gone + outcome.failed;
  if (made + tried + forgotten > 0) log.info({ made, ...outcome, forgotten }, 'push notifications');
  return made + tried;
}
