import { satangToBahtNumber } from '@chaba/contracts/money';
import type { Executor } from '@chaba/db/client';
import { memberPromotions, members, memberTurnover } from '@chaba/db/schema';
import { and, desc, eq, gt, gte } from 'drizzle-orm';
import { queueStaffAlert, readStaffAlerts } from '../alerts/queue-staff-alert';
import { raiseRiskFlag } from './raise-risk-flag';
import { readRiskRules } from './risk-rules';

/**
 * What a new withdrawal request may tell staff, in its transaction: the bonus-abuse rule (the
 * member's latest promotion with a bonus, started within the rule's hours and completed, was
 * followed by bets of at most its turnover plus the rule's margin) and the large-withdrawal alert.
 */
export async function evaluateWithdrawalRisk(
  tx: Executor,
  options: { memberId: number; requestId: number; amountSatang: bigint; now: Date },
): Promise<void> {
  const { memberId, amountSatang, now } = options;
  const rules = await readRiskRules(tx);
  if (rules.bonus_abuse_enabled) {
    const since = new Date(now.getTime() - rules.bonus_abuse_window_hours * 3_600_000);
    const [promotion] = await tx
      .select()
      .from(memberPromotions)
      .where(
        and(
          eq(memberPromotions.memberId, memberId),
          eq(memberPromotions.status, 'completed'),
          gt(memberPromotions.bonusSatang, 0n),
          gte(memberPromotions.startedAt, since),
        ),
      )
      .orderBy(desc(memberPromotions.id))
      .limit(1);
    if (promotion) {
      const [turnover] = await tx
        .select({ total: memberTurnover.betTotalSatang })
        .from(memberTurnover)
        .where(eq(memberTurnover.memberId, memberId));
      const betsSatang = (turnover?.total ?? promotion.turnoverStartSatang) - promotion.turnoverStartSatang;
      const ceilingSatang =
        (promotion.turnoverRequiredSatang * BigInt(100 + rules.bonus_abuse_margin_percent)) / 100n;
      if (betsSatang <= ceilingSatang) {
        await raiseRiskFlag(tx, {
          memberId,
          rule: 'bonus_abuse',
          subject: `promotion:${promotion.id}`,
          details: {
            withdrawal_id: options.requestId,
            deposit: satangToBahtNumber(promotion.depositSatang),
            bonus: satangToBahtNumber(promotion.bonusSatang),
            turnover_required: satangToBahtNumber(promotion.turnoverRequiredSatang),
            bets: satangToBahtNumber(betsSatang),
            withdrawal: satangToBahtNumber(amountSatang),
            margin_percent: rules.bonus_abuse_margin_percent,
          },
          now,
        });
      }
    }
  }
  const alerts = await readStaffAlerts(tx);
  if (amountSatang > BigInt(alerts.large_withdrawal_above_satang)) {
    const [member] = await tx
      .select({ phone: members.phone, username: members.username })
      .from(members)
      .where(eq(members.id, memberId));
    await queueStaffAlert(tx, {
      kind: 'large_withdrawal',
      settings: alerts,
      data: {
        withdrawal_id: options.requestId,
        member_id: memberId,
        phone: member?.phone ?? null,
        customer_id: member?.username ?? null,
        amount: satangToBahtNumber(amountSatang),
      },
      now,
    });
  }
}
