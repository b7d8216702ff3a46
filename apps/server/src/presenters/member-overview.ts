import type { MemberOverviewResponse, MemberRoundResponse } from '@chaba/contracts/backoffice-members';
import { satangToBahtNumber } from '@chaba/contracts/money';
import type { MemberOverview } from '@chaba/core/reports/member-overview';
import type { gameTransactions } from '@chaba/db/schema';

const baht = satangToBahtNumber;

/** The player view's summary: amounts in baht, times ISO. */
export function presentMemberOverview(overview: MemberOverview): MemberOverviewResponse['data'] {
  const { figures } = overview;
  return {
    figures: {
      deposits: { count: figures.depositCount, amount: baht(figures.depositSatang) },
      withdrawals: { count: figures.withdrawalCount, amount: baht(figures.withdrawalSatang) },
      net_cash: baht(figures.depositSatang - figures.withdrawalSatang),
      bets: { count: figures.betCount, amount: baht(figures.betSatang) },
      wins: baht(figures.winSatang),
      ggr: baht(overview.ggrSatang),
      cost: baht(overview.costSatang),
      costs: {
        promotion: baht(figures.bonusSatang),
        referral: baht(figures.referralSatang),
        cashback: baht(figures.cashbackSatang),
        rebate: baht(figures.rebateSatang),
        commission: baht(figures.commissionSatang),
        staff_bonus: baht(figures.staffBonusSatang),
        coupon: baht(figures.couponSatang),
        wheel: baht(figures.wheelSatang),
        checkin: baht(figures.checkinSatang),
        adjustment: baht(figures.adjustmentSatang),
        vip_level_up: baht(figures.vipLevelUpSatang),
        vip_birthday: baht(figures.vipBirthdaySatang),
      },
      ngr: baht(overview.ggrSatang - overview.costSatang),
    },
    logins: overview.logins.map((login) => ({
      id: login.id,
      client_address: login.clientAddress,
      user_agent: login.userAgent,
      created_at: login.createdAt.toISOString(),
    })),
    linked: overview.linked.map((link) => ({
      kind: link.kind,
      value: link.value,
      member_id: link.memberId,
      phone: link.phone,
      name: link.name,
      username: link.username,
    })),
  };
}

export function presentMemberRound(
  call: typeof gameTransactions.$inferSelect,
): MemberRoundResponse['data'][number] {
  return {
    id: call.id,
    kind: call.kind,
    transaction_id: call.transactionId,
    reference_transaction_id: call.referenceTransactionId,
    amount: baht(call.amountSatang),
    status: call.status,
    refusal_reason: call.refusalReason,
    balance_after: baht(call.balanceAfterSatang),
    created_at: call.createdAt.toISOString(),
  };
}
