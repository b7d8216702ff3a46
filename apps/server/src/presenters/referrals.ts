import { satangToBahtNumber } from '@chaba/contracts/money';
import type {
  ReferralFriend as ReferralFriendAnswer,
  ReferralInfo as ReferralInfoAnswer,
} from '@chaba/contracts/referral';
import type { AffiliateReportRow } from '@chaba/core/affiliates/affiliate-report';
import type { ReferralFriend, ReferralInfo } from '@chaba/core/referrals/get-referral-info';

function presentFriend(friend: ReferralFriend): ReferralFriendAnswer {
  return {
    start_at: friend.since.toISOString(),
    username: friend.name,
    amount: satangToBahtNumber(friend.amountSatang),
  };
}

/** The referral tab as the spec answers it (spec §3): baht, percents, the friends' win/loss shown as 0 when not positive. */
export function presentReferralInfo(info: ReferralInfo): ReferralInfoAnswer {
  const [level1 = 0, level2 = 0, level3 = 0] = info.percentsBasisPoints;
  const level = (index: number) => (info.levels[index] ?? []).map(presentFriend);
  return {
    customer: {
      referral_key: info.referralKey,
      bonus_referral_total: satangToBahtNumber(info.earnedSatang),
      bonus_referral_pending: satangToBahtNumber(info.pendingSatang),
    },
    mlm_percent: { level_1: level1 / 100, level_2: level2 / 100, level_3: level3 / 100 },
    bonus: { bonus_turnover: satangToBahtNumber(info.minimumWithdrawSatang) },
    customer_win_loses: {
      total: info.friendsDayResultSatang > 0n ? satangToBahtNumber(info.friendsDayResultSatang) : 0,
    },
    customer_referrals: info.directFriends.map(presentFriend),
    mlm_referrals: [{ level_1: level(0) }, { level_2: level(1) }, { level_3: level(2) }],
    week_end: info.weekEnd,
  };
}

/** An affiliate's line of the staff report: the deposit total in baht. */
export function presentAffiliateReportRow(row: AffiliateReportRow) {
  return {
    affiliate_key: row.key,
    name: row.name,
    registrations: row.registrations,
    first_deposits: row.firstDeposits,
    deposit_total: satangToBahtNumber(row.depositSatang),
  };
}
