import type { Executor } from '@chaba/db/client';
import { postbacks } from '@chaba/db/schema';
import { and, eq, lte } from 'drizzle-orm';
import { addSeconds } from '../clock';

const maxAttempts = 6;
const defaultLimit = 50;

/** One first-deposit postback, as the core knows it: the click and the deposit's revenue in satang. */
export interface Postback {
  clickId: string;
  revenueSatang: bigint;
}

/**
 * Sends queued first-deposit postbacks through `deliver`, which writes the affiliate's wire request
 * and throws when it was not accepted. A failure is retried with a growing delay (1, 2, 4, … minutes),
 * at most six times. A postback claims its row before sending (guarded update), so two job runners do
 * not send it twice at the same moment. At most `limit` postbacks (50 by default) a call.
 */
export async function sendPostbacks(
  db: Executor,
  options: { deliver: (postback: Postback) => Promise<void>; now: Date; limit?: number },
): Promise<{ sent: number; failed: number }> {
  const due = await db
    .select()
    .from(postbacks)
    .where(and(eq(postbacks.status, 'pending'), lte(postbacks.nextAttemptAt, options.now)))
    .limit(options.limit ?? defaultLimit);
  let sent = 0;
  let failed = 0;
  for (const postback of due) {
    const attempts = postback.attempts + 1;
    // Claim: push the next attempt out first, so a concurrent runner skips this row.
    const [claimed] = await db
      .update(postbacks)
      .set({ attempts, nextAttemptAt: addSeconds(options.now, 60 * 2 ** (attempts - 1)) })
      .where(
        and(
          eq(postbacks.id, postback.id),
          eq(postbacks.attempts, postback.attempts),
          eq(postbacks.status, 'pending'),
        ),
      )
      .returning({ id: postbacks.id });
    if (!claimed) continue;
    try {
      await options.deliver({ clickId: postback.clickId, revenueSatang: postback.revenueSatang });
      await db
        .update(postbacks)
        .set({ status: 'sent', sentAt: options.now, lastError: null })
        .where(eq(postbacks.id, postback.id));
      sent += 1;
    } catch (error) {
      await db
        .update(postbacks)
        .set({
          status: attempts >= maxAttempts ? 'failed' : 'pending',
          lastError: String(error).slice(0, 500),
        })
        .where(eq(postbacks.id, postback.id));
      failed += 1;
    }
  }
  return { sent, failed };
}
