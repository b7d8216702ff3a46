/** A referred friend's row: when, who (customer id or masked phone), and the credit it earned. */
export interface ReferralFriend {
  start_at: string;
  username: string;
  amount: number;
}

/** The referral info of spec §3, as `GET /api/customers/referral?date=YYYY-MM-DD` answers it. */
export interface ReferralInfo {
  customer: {
    referral_key: string;
    /** Baht earned over all summaries. */
    bonus_referral_total: number;
    /** Baht waiting to be withdrawn. */
    bonus_referral_pending: number;
  };
  /** Percent numbers (5 means 5%). */
  mlm_percent: { level_1: number; level_2: number; level_3: number };
  /** The minimum pending bonus that can be withdrawn, in baht. */
  bonus: { bonus_turnover: number };
  /** Friends' wins minus bets on the date, 0 when not positive. */
  customer_win_loses: { total: number };
  customer_referrals: ReferralFriend[];
  mlm_referrals: [
    { level_1: ReferralFriend[] },
    { level_2: ReferralFriend[] },
    { level_3: ReferralFriend[] },
  ];
  /**
   * The play week whose bonus the level tables show: the one that ended on the Friday (YYYY-MM-DD,
   * 00:00 Bangkok) that starts the date's week.
   */
  week_end: string;
}

/** `POST /api/customers/get-referral-bonus`. */
export interface ReferralBonusAnswer {
  success: boolean;
  msg: string;
}
