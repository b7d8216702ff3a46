import type { Database } from '@chaba/db/client';
import { depositSlips } from '@chaba/db/schema';
import { and, asc, eq, lte } from 'drizzle-orm';
import { DomainError } from '../errors';
import { settleDepositSlip, type SlipRules } from './settle-deposit-slip';
import { parseSlipQr } from './slip-qr';
import type { SlipVerifier } from './slip-verifier';

/**
 * The `recheck-slips` job's step: the slips waiting for their bank (`verifying`) whose time came
 * are asked again, at most `limit` of them, each claimed first with a guarded update (another
 * server's job skips it), then settled as when attached (settleDepositSlip): credited, waiting
 * again with a longer wait, refused, or held for staff once `pendingMinutes` have passed. A
 * refusal is the slip's outcome, recorded on it; the job goes on. Answers the slips asked.
 */
export async function recheckWaitingSlips(
  db: Database,
  options: { verifier: SlipVerifier; rules: SlipRules; now: Date; limit: number },
): Promise<number> {
  const { now } = options;
  const due = await db
    .select()
    .from(depositSlips)
    .where(and(eq(depositSlips.status, 'verifying'), lte(depositSlips.nextAttemptAt, now)))
    .orderBy(asc(depositSlips.nextAttemptAt))
    .limit(options.limit);
  let asked = 0;
  for (const candidate of due) {
    const [slip] = await db
      .update(depositSlips)
      .set({ nextAttemptAt: new Date(now.getTime() + 60_000) })
      .where(
        and(
          eq(depositSlips.id, candidate.id),
          eq(depositSlips.status, 'verifying'),
          eq(depositSlips.nextAttemptAt, candidate.nextAttemptAt!),
        ),
      )
      .returning();
    const qr = slip ? parseSlipQr(slip.qrText) : null;
    if (!slip || !qr) continue;
    asked += 1;
    const verification = await options.verifier.verify(qr);
    try {
      await settleDepositSlip(db, { slip, verification, rules: options.rules, now });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code === 'server_busy') throw error;
    }
  }
  return asked;
}
