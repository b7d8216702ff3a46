import type { Executor } from '@chaba/db/client';
import { postbacks } from '@chaba/db/schema';

/**
 * A member who came from an advertisement (click id kept at registration) made their first
 * confirmed deposit: the postback to the ad network is queued once (unique per member) and sent by
 * the job runner, which retries on failure. Sent by the server, so it cannot be faked from a browser.
 */
export async function queueFirstDepositPostback(
  tx: Executor,
  options: {
    memberId: number;
    /** The member's `click_id` (the caller has read the member's row already). */
    clickId: string | null;
    revenueSatang: bigint;
    now: Date;
  },
): Promise<void> {
  if (!options.clickId) return;
  await tx
    .insert(postbacks)
    .values({
      memberId: options.memberId,
      clickId: options.clickId,
      revenueSatang: options.revenueSatang,
      status: 'pending',
      nextAttemptAt: options.now,
      createdAt: options.now,
    })
    .onConflictDoNothing({ target: postbacks.memberId });
}
