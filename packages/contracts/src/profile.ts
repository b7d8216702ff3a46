import { z } from 'zod';

/** Amounts in the API are baht as numbers with at most two decimals (DESIGN.md §3). */
const baht = z.number();

export const promotionSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  bonus_max: baht,
  bonus_fixed: baht,
  bonus_percent: z.number(),
  deposit_max: baht,
  deposit_min: baht,
  turnover: z.number(),
  turnover_max: baht,
  image_url: z.string().nullable(),
});
export type PromotionSummary = z.infer<typeof promotionSummary>;

export const currentPromotion = z.object({
  name: z.string(),
  turnover: baht,
  turnover_needed: baht,
  turnover_updated_at: z.string().nullable(),
});

export const pendingRequest = z.object({
  id: z.number().int(),
  type: z.enum(['deposit', 'withdraw']),
  amount: baht,
  ref: z.string(),
  created_at: z.string(),
  /** When a pending deposit expires on the server (15 minutes after created_at). */
  expires_at: z.string().nullable(),
  method: z.enum(['bank', 'qr', 'payout']),
  /** QR deposits: the PromptPay QR as a base64 PNG. */
  qr_code: z.string().nullable(),
  /**
   * Bank deposits: the company account to pay into, the one the deposit holds (it changes when staff
   * freeze that account: the member is told the new one). Null for a withdrawal or a QR deposit.
   */
  to_bank: z.string().nullable(),
  to_account_number: z.string().nullable(),
  to_name: z.string().nullable(),
});
export type PendingRequest = z.infer<typeof pendingRequest>;

export const completedRequest = z.object({
  id: z.number().int(),
  type: z.enum(['deposit', 'withdraw']),
  status: z.string(),
  /** What was received (deposit) or paid out (withdrawal). */
  amount: baht,
  /** What the request asked for: differs from `amount` when staff credited a transfer of another amount. */
  requested_amount: baht,
  bonus: baht,
  deleted_cause: z.string().nullable(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
});
export type CompletedRequest = z.infer<typeof completedRequest>;

export const profileEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  bonus: baht,
  activated: z.boolean(),
});

export const profile = z.object({
  phone: z.string(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  /** Lower-case bank code, or null when the member has no bank account yet. */
  bank: z.string().nullable(),
  account_number: z.string().nullable(),
  line: z.string().nullable(),
  to_bank: z.string().nullable(),
  to_account_number: z.string().nullable(),
  to_name: z.string().nullable(),
  qr_code_name: z.string().nullable(),
  payment_gateway_status: z.boolean(),
  promotions: z.array(promotionSummary),
  current_promotion: currentPromotion.nullable(),
  promotion_ids: z.record(z.string(), z.string()),
  pending_request: pendingRequest.nullable(),
  completed_requests: z.array(completedRequest),
  events: z.array(profileEvent),
  games: z.array(z.object({ credit: baht })),
  credit_checking: z.number().int(),
  referral_key: z.string(),
  scope: z.array(z.string()),
});
export type Profile = z.infer<typeof profile>;

export const profileResponse = z.object({ data: profile });
export type ProfileResponse = z.infer<typeof profileResponse>;
