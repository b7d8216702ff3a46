import { z } from 'zod';
import { bonusAnswer } from './promotions';
import { dateSchema, requiredString } from './validation';

/** Amounts in the API are baht as numbers with at most two decimals (DESIGN.md §3). */
const baht = z.number();

/** A referred friend's row: when, who (customer id or masked phone), and the credit it earned. */
export const referralFriend = z.object({
  start_at: z.string(),
  username: z.string(),
  amount: baht,
});
export type ReferralFriend = z.infer<typeof referralFriend>;

/** The referral info of spec §3, as `GET /api/customers/referral?date=YYYY-MM-DD` answers it. */
export const referralInfo = z.object({
  customer: z.object({
    referral_key: z.string(),
    /** Baht earned over all summaries. */
    bonus_referral_total: baht,
    /** Baht waiting to be withdrawn. */
    bonus_referral_pending: baht,
  }),
  /** Percent numbers (5 means 5%). */
  mlm_percent: z.object({ level_1: z.number(), level_2: z.number(), level_3: z.number() }),
  /** The minimum pending bonus that can be withdrawn, in baht. */
  bonus: z.object({ bonus_turnover: baht }),
  /** Friends' wins minus bets on the date, 0 when not positive. */
  customer_win_loses: z.object({ total: baht }),
  customer_referrals: z.array(referralFriend),
  mlm_referrals: z.tuple([
    z.object({ level_1: z.array(referralFriend) }),
    z.object({ level_2: z.array(referralFriend) }),
    z.object({ level_3: z.array(referralFriend) }),
  ]),
  /**
   * The play week whose bonus the level tables show: the one that ended on the Friday (YYYY-MM-DD,
   * 00:00 Bangkok) that starts the date's week.
   */
  week_end: z.string(),
});
export type ReferralInfo = z.infer<typeof referralInfo>;

/** `GET /api/customers/referral?date=YYYY-MM-DD` (Bangkok; today without it). */
export const referralQuery = z.object({ date: dateSchema.optional() });
export const referralInfoResponse = z.object({ data: referralInfo });
export type ReferralInfoResponse = z.infer<typeof referralInfoResponse>;

/** `POST /api/customers/get-referral-bonus`. */
export const referralBonusAnswer = bonusAnswer;
export type ReferralBonusAnswer = z.infer<typeof referralBonusAnswer>;

/** `GET /api/affiliates/:key`: what the affiliate cookie holds (spec §3). */
export const affiliateParams = z.object({ key: requiredString(64) });
export const affiliateResponse = z.object({
  data: z.object({
    affiliate_key: z.string(),
    username: z.string(),
    name: z.string(),
    line: z.string().nullable(),
  }),
});
export type AffiliateResponse = z.infer<typeof affiliateResponse>;
