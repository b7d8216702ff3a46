import type { Executor } from '@chaba/db/client';
import { members, postbacks } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';

/**
 * A member who came from an advertisement (click id kept at registration) made their first
 * confirmed deposit: the postback to the ad network is queued once (unique per member) and sent by
 * the job runner, which retries on failure. Sent by the server, so it cannot be faked from a browser.
 */
export async function queueFirstDepositPostback(
  tx: Executor,
  options: { memberId: number; revenueSatang: bigint; now: Date },
): Promise<void> {
  const [member] = await tx
    .select({ clickId: members.clickId })
    .from(members)
    .where(eq(members.id, options.memberId));
  if (!member?.clickId) return;
  await tx
    .insert(postbacks)
    .values({
      memberId: options.memberId,
      clickId: member.clickId,
      revenueSatang: options.revenueSatang,
      status: 'pending',
      nextAttemptAt: options.now,
      createdAt: options.now,
    })
    .onConflictDoNothing({ target: postbacks.memberId });
}
