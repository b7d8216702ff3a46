import { z } from 'zod';
import { bahtNumber } from './baht';
import { requiredString, safeText } from './validation';
import { vipBadges, vipBases } from './vip-badges';

/*
 * VIP levels (issue 31, decision 72): the console's level editor and the member's VIP page. Rates
 * are percents with two decimals (0.5 = 0.5 %), amounts baht, turnover a multiplier (2 = ×2).
 */

const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const percent = z
  .number({ error: 'invalid' })
  .min(0, { error: 'invalid' })
  .max(100, { error: 'invalid' })
  .refine(twoDecimals, { error: 'amount_format' });
const multiplier = z
  .number({ error: 'invalid' })
  .min(0, { error: 'invalid' })
  .max(100, { error: 'invalid' })
  .refine(twoDecimals, { error: 'amount_format' });
const days = (min: number, max: number) =>
  z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(min, { error: 'invalid' })
    .max(max, { error: 'invalid' });
const baht = bahtNumber({ allowZero: true });

/**
 * A level as staff write it. A member reaches it with `basis` (completed deposits or applied bets)
 * over the last `window_days` Bangkok days at least `threshold`, and keeps it `keep_days` days from
 * the day they last qualified. `cashback_percent` / `rebate_percent` (null: the programme's rate) are
 * used when higher than a programme's; `withdraw_daily_max` / `withdraw_daily_count` (null: the
 * settings desk's) replace the daily withdrawal limits; a bonus of 0 is none.
 */
export const vipLevelInput = z.object({
  rank: days(1, 100),
  name_th: requiredString(60),
  name_en: safeText(60).default(''),
  name_cn: safeText(60).default(''),
  badge: z.enum(vipBadges, { error: 'invalid' }),
  basis: z.enum(vipBases, { error: 'invalid' }),
  window_days: days(1, 365),
  threshold: baht,
  keep_days: days(0, 365),
  cashback_percent: percent.nullable().default(null),
  rebate_percent: percent.nullable().default(null),
  withdraw_daily_max: bahtNumber().nullable().default(null),
  withdraw_daily_count: days(1, 1000).nullable().default(null),
  level_up_bonus: baht.default(0),
  level_up_turnover: multiplier.default(0),
  birthday_bonus: baht.default(0),
  birthday_turnover: multiplier.default(0),
  active: z.boolean({ error: 'invalid' }).default(true),
});
export type VipLevelInput = z.input<typeof vipLevelInput>;
export type VipLevelValues = z.output<typeof vipLevelInput>;

export const staffVipLevel = z.object({
  id: z.number().int(),
  rank: z.number().int(),
  name_th: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  badge: z.enum(vipBadges),
  basis: z.enum(vipBases),
  window_days: z.number().int(),
  threshold: z.number(),
  keep_days: z.number().int(),
  cashback_percent: z.number().nullable(),
  rebate_percent: z.number().nullable(),
  withdraw_daily_max: z.number().nullable(),
  withdraw_daily_count: z.number().int().nullable(),
  level_up_bonus: z.number(),
  level_up_turnover: z.number(),
  birthday_bonus: z.number(),
  birthday_turnover: z.number(),
  active: z.boolean(),
  /** Members at this level now. */
  members: z.number().int(),
});
export type StaffVipLevel = z.infer<typeof staffVipLevel>;
export const staffVipLevelsResponse = z.object({ data: z.array(staffVipLevel) });
export const staffVipLevelResponse = z.object({ data: staffVipLevel });

/** A level as the member sees it: its name in their language and what reaching it takes. */
export const memberVipLevel = z.object({
  id: z.number().int(),
  rank: z.number().int(),
  name: z.string(),
  badge: z.enum(vipBadges),
  basis: z.enum(vipBases),
  window_days: z.number().int(),
  threshold: z.number(),
  keep_days: z.number().int(),
  cashback_percent: z.number().nullable(),
  rebate_percent: z.number().nullable(),
  /** The level's daily withdrawal limits; null: the site's own. */
  withdraw_daily_max: z.number().nullable(),
  withdraw_daily_count: z.number().int().nullable(),
  level_up_bonus: z.number(),
  level_up_turnover: z.number(),
  birthday_bonus: z.number(),
  birthday_turnover: z.number(),
});
export type MemberVipLevel = z.infer<typeof memberVipLevel>;

/** `GET /api/vip`: the ladder, the member's level and their progress toward the next one. */
export const memberVipResponse = z.object({
  success: z.literal(true),
  data: z.object({
    levels: z.array(memberVipLevel),
    current: z
      .object({ level_id: z.number().int(), reached_at: isoTime.nullable(), kept_until: isoTime.nullable() })
      .nullable(),
    /** The next level's id and the amount counted toward it now (over its window). */
    next: z.object({ level_id: z.number().int(), amount: z.number(), remaining: z.number() }).nullable(),
  }),
});
export type MemberVipResponse = z.infer<typeof memberVipResponse>;
