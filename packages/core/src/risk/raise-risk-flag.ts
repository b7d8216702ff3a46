import type { RiskRule } from '@chaba/contracts/backoffice-risk';
import type { Executor } from '@chaba/db/client';
import { members, riskFlags } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { queueStaffAlert } from '../alerts/queue-staff-alert';

/**
 * Raises a flag in the caller's transaction, unless the member already has one of this rule and
 * subject, open or cleared (then nothing changes: evaluating an event twice raises one flag, and a
 * flag staff cleared does not come back at the member's next login; a new subject, such as another
 * day or another shared value, is a new flag). Two transactions racing to raise the same flag meet
 * on the one-open-flag index. A new flag queues a staff alert in the same transaction. Answers
 * whether a flag was raised.
 */
export async function raiseRiskFlag(
  tx: Executor,
  options: {
    memberId: number;
    rule: RiskRule;
    subject: string;
    details: Record<string, unknown>;
    now: Date;
  },
): Promise<boolean> {
  const subject = options.subject.slice(0, 300);
  const [known] = await tx
    .select({ id: riskFlags.id })
    .from(riskFlags)
    .where(
      and(
        eq(riskFlags.memberId, options.memberId),
        eq(riskFlags.rule, options.rule),
        eq(riskFlags.subject, subject),
      ),
    )
    .limit(1);
  if (known) return false;
  const [raised] = await tx
    .insert(riskFlags)
    .values({
      memberId: options.memberId,
      rule: options.rule,
      subject,
      details: options.details,
      raisedAt: options.now,
    })
    .onConflictDoNothing()
    .returning({ id: riskFlags.id });
  if (!raised) return false;
  const [member] = await tx
    .select({ phone: members.phone, username: members.username })
    .from(members)
    .where(eq(members.id, options.memberId));
  await queueStaffAlert(tx, {
    kind: 'risk_flag',
    data: {
      flag_id: raised.id,
      rule: options.rule,
      member_id: options.memberId,
      phone: member?.phone ?? null,
      customer_id: member?.username ?? null,
      subject,
    },
    now: options.now,
  });
  return true;
}
