import { z } from 'zod';
import { hundredths } from './backoffice-content';
import { deskAdjustment } from './backoffice-money';
import { bahtAmount, bahtNumber } from './baht';
import { dateSchema, recordId, requiredString, safeText } from './validation';

/**
 * Staff bonuses and coupon codes in the back office (issue 29, decision 59). Amounts are baht (as the
 * console's other money routes), turnover multipliers a factor with two decimals (×5 = 5), dates
 * Bangkok days, times ISO 8601.
 */

const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });
const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalid' })
  .meta({ examples: ['3f0c9b7e-2a41-4c55-9d0e-5b1f5a8c7e21'] });
const bonusSources = z.enum([
  'promotion',
  'staff_bonus',
  'coupon',
  'cashback',
  'rebate',
  'commission',
  'vip_level_up',
  'vip_birthday',
  'wheel',
  'checkin',
]);
const names = z.object({ th: z.string(), en: z.string(), cn: z.string() });

// ---------------------------------------------------------------------------------------------
// Staff bonuses

/**
 * `POST /api/backoffice/members/:id/bonuses`: a bonus to the member, with its turnover multiplier
 * and the reason. Above ADJUSTMENT_SECOND_APPROVAL_ABOVE it waits for a second staff member
 * (`awaiting_approval`, approved like an adjustment); the same key with the same body answers the first.
 */
export const grantBonusRequest = z.object({
  amount: bahtAmount(),
  turnover_multiplier: hundredths(100),
  reason: requiredString(500),
  idempotency_key: idempotencyKey,
});
export type GrantBonusRequest = z.input<typeof grantBonusRequest>;
export const grantBonusResponse = z.object({ success: z.literal(true), data: deskAdjustment });

/** One of the member's bonuses, any source, as the member page lists them. */
export const memberBonus = z.object({
  id: z.number().int(),
  source: bonusSources,
  status: z.enum(['active', 'completed', 'cleared', 'cancelled', 'joined']),
  names,
  bonus: z.number(),
  deposit: z.number(),
  turnover_required: z.number(),
  started_at: isoTime,
  ended_at: isoTime.nullable(),
  granted_by: z.string().nullable(),
  approved_by: z.string().nullable(),
  reason: z.string().nullable(),
  coupon_code: z.string().nullable(),
});
/**
 * `GET /api/backoffice/members/:id/bonuses`: the history, newest first, and the active bonus with
 * what cancelling it now would take back (`forfeit`: the bonus up to the wallet's credit).
 */
export const memberBonusesResponse = z.object({
  data: z.array(memberBonus),
  active: z
    .object({
      id: z.number().int(),
      source: bonusSources,
      names,
      bonus: z.number(),
      turnover_required: z.number(),
      turnover_progress: z.number(),
      credit: z.number(),
      forfeit: z.number(),
    })
    .nullable(),
  /** Bonuses above this many baht wait for a second staff member; null: none does. */
  second_approval_above: z.number().nullable(),
});
export type MemberBonusesResponse = z.infer<typeof memberBonusesResponse>;

/** `POST /api/backoffice/members/:id/bonuses/active/cancel`: the bonus seen in the preview, and why. */
export const cancelBonusRequest = z.object({ member_promotion_id: recordId, reason: requiredString(500) });
/** `POST /api/backoffice/members/:id/bonuses/active/turnover`: the new requirement (baht), and why. */
export const changeTurnoverRequest = z.object({
  member_promotion_id: recordId,
  turnover_required: bahtAmount({ allowZero: true }),
  reason: requiredString(500),
});
export const bonusActionResponse = z.object({
  success: z.literal(true),
  data: z.object({ returned: z.number().optional(), completed: z.boolean().optional() }),
});

// ---------------------------------------------------------------------------------------------
// Coupons

/** Letters, digits, `-` and `_`; matched whatever the case. */
export const couponCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(32, { error: 'invalid' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'invalid' });

/**
 * `POST /api/backoffice/coupons` and `PUT /api/backoffice/coupons/:id`: a coupon. `bonus_kind` fixed
 * pays `amount`; percent pays `percent` of the qualifying deposit (the member's latest deposit credited
 * within the dates) up to `max`. `min_deposit` is checked on that deposit; 0: none. `total_uses` null:
 * no limit. `member_tags` empty: every member.
 */
export const saveCouponRequest = z
  .object({
    code: couponCodeSchema,
    name_th: requiredString(100),
    name_en: safeText(100).default(''),
    name_cn: safeText(100).default(''),
    bonus_kind: z.enum(['fixed', 'percent']),
    amount: bahtNumber({ allowZero: true }).default(0),
    percent: hundredths(1000).default(0),
    max: bahtNumber({ allowZero: true }).default(0),
    total_uses: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1).max(10_000_000).nullable(),
    once_per_member: z.boolean(),
    start_date: dateSchema,
    end_date: dateSchema,
    min_deposit: bahtNumber({ allowZero: true }).default(0),
    turnover_multiplier: hundredths(100),
    member_tags: z.array(requiredString(40)).max(20).default([]),
    /** VIP levels whose members may redeem it (decision 72); empty: any member. */
    vip_level_ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(20).default([]),
    enabled: z.boolean().default(true),
  })
  .superRefine((value, context) => {
    if (value.end_date < value.start_date) {
      context.addIssue({ code: 'custom', path: ['end_date'], message: 'date_order' });
    }
    if (value.bonus_kind === 'fixed' && value.amount <= 0) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'amount_positive' });
    }
    if (value.bonus_kind === 'percent' && value.percent <= 0) {
      context.addIssue({ code: 'custom', path: ['percent'], message: 'amount_positive' });
    }
    if (value.bonus_kind === 'percent' && value.max <= 0) {
      context.addIssue({ code: 'custom', path: ['max'], message: 'amount_positive' });
    }
  });
export type SaveCouponRequest = z.input<typeof saveCouponRequest>;

export const deskCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  names,
  bonus_kind: z.enum(['fixed', 'percent']),
  amount: z.number(),
  percent: z.number(),
  max: z.number(),
  total_uses: z.number().int().nullable(),
  uses: z.number().int(),
  once_per_member: z.boolean(),
  start_date: z.string(),
  end_date: z.string(),
  min_deposit: z.number(),
  turnover_multiplier: z.number(),
  member_tags: z.array(z.string()),
  vip_level_ids: z.array(z.number().int()),
  enabled: z.boolean(),
  created_at: isoTime,
});
export type DeskCoupon = z.infer<typeof deskCoupon>;
export const couponResponse = z.object({ success: z.literal(true), data: deskCoupon });
export const couponsResponse = z.object({ data: z.array(deskCoupon) });
export const couponRedemptionsResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      member_id: z.number().int(),
      member_phone: z.string(),
      use_no: z.number().int(),
      amount: z.number(),
      deposit: z.number().nullable(),
      created_at: isoTime,
    }),
  ),
});
export type CouponRedemptionsResponse = z.infer<typeof couponRedemptionsResponse>;
