import type { Database } from '@chaba/db/client';
import { otpChallenges, passwordResets } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import type { SmsSender } from '../notifications/sms-sender';

/**
 * Sends the SMS of a code issued by issueOtp. When the sender gives up (it throws, e.g.
 * `sms_send_failed` after its retries), the challenge is withdrawn, so that the code that never
 * arrived counts toward no limit and the member may ask again at once; then the error goes on.
 */
export async function sendOtp(
  db: Database,
  options: { sms: SmsSender; challengeId: number; phone: string; body: string },
): Promise<void> {
  try {
    await options.sms.send({ phone: options.phone, body: options.body });
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx.delete(passwordResets).where(eq(passwordResets.otpChallengeId, options.challengeId));
      await tx.delete(otpChallenges).where(eq(otpChallenges.id, options.challengeId));
    });
    throw error;
  }
}
