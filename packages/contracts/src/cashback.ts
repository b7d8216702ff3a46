import { z } from 'zod';
import { bahtNumber } from './baht';
import { gameCategories } from './game-categories';
import { requiredString, safeText } from './validation';

/*
 * Cashback on losses and turnover rebate (issue 29, decision 60): the console's programmes, runs and
 * payouts, and the member's board. Rates are percents with two decimals (0.5 = 0.5 %), amounts baht.
 */

const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });
const day = z.string().meta({ examples: ['2026-11-23'] });
const percent = z
  .number({ error: 'invalid' })
  .min(0, { error: 'invalid' })
  .max(100, { error: 'invalid' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'amount_format' });
const baht = bahtNumber({ allowZero: true });
const category = z.enum(gameCategories, { error: 'invalid' });

export const cashbackKinds = ['cashback', 'rebate'] as const;
export const cashbackPeriods = ['daily', 'weekly'] as const;
export const cashbackClaimModes = ['claim', 'auto'] as const;

/**
 * A programme as staff write it. Cashback pays `rate_percent` of the net loss of the counted
 * `categories`; a rebate pays each category's `category_rates` percent of its turnover (the counted
 * categories are those with a rate above 0). `minimum` is the least net loss (cashback) or turnover
 * (rebate) that pays; `maximum_payout` 0 means no cap; `turnover` the multiplier on what is paid.
 * `week_start_day` (1 Monday … 7 Sunday) is the day a weekly period starts at 00:00 Bangkok.
 */
export const cashbackProgrammeInput = z
  .object({
    kind: z.enum(cashbackKinds, { error: 'invalid' }),
    name_th: requiredString(120),
    name_en: safeText(120).default(''),
    name_cn: safeText(120).default(''),
    period: z.enum(cashbackPeriods, { error: 'invalid' }),
    week_start_day: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1).max(7).default(1),
    rate_percent: percent.default(0),
    category_rates: z.partialRecord(category, percent).default({}),
    categories: z.array(category).max(gameCategories.length).default([]),
    minimum: baht,
    maximum_payout: baht,
    turnover: z
      .number({ error: 'invalid' })
      .min(0, { error: 'invalid' })
      .max(1000, { error: 'invalid' })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'amount_format' }),
    claim_mode: z.enum(cashbackClaimModes, { error: 'invalid' }),
    claim_days: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1).max(90).default(7),
    active: z.boolean({ error: 'invalid' }),
  })
  .superRefine((value, context) => {
    if (value.kind === 'cashback' && value.categories.length === 0)
      context.addIssue({ code: 'custom', path: ['categories'], message: 'required' });
    if (value.kind === 'cashback' && value.rate_percent <= 0)
      context.addIssue({ code: 'custom', path: ['rate_percent'], message: 'required' });
    if (value.kind === 'rebate' && !Object.values(value.category_rates).some((rate) => (rate ?? 0) > 0))
      context.addIssue({ code: 'custom', path: ['category_rates'], message: 'required' });
  });
export type CashbackProgrammeInput = z.input<typeof cashbackProgrammeInput>;
export type CashbackProgrammeValues = z.output<typeof cashbackProgrammeInput>;

export const staffCashbackProgramme = z.object({
  id: z.number().int(),
  kind: z.enum(cashbackKinds),
  name_th: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  period: z.enum(cashbackPeriods),
  week_start_day: z.number().int(),
  rate_percent: z.number(),
  category_rates: z.partialRecord(category, z.number()),
  categories: z.array(category),
  minimum: z.number(),
  maximum_payout: z.number(),
  turnover: z.number(),
  claim_mode: z.enum(cashbackClaimModes),
  claim_days: z.number().int(),
  active: z.boolean(),
  starts_on: day,
  created_at: isoTime,
});
export type StaffCashbackProgramme = z.infer<typeof staffCashbackProgramme>;
export const staffCashbackProgrammesResponse = z.object({ data: z.array(staffCashbackProgramme) });
export const staffCashbackProgrammeResponse = z.object({ data: staffCashbackProgramme });

export const cashbackRun = z.object({
  id: z.number().int(),
  programme_id: z.number().int(),
  programme_name: z.string(),
  kind: z.enum(cashbackKinds),
  period_start: day,
  /** The period's last day. */
  period_last_day: day,
  members: z.number().int(),
  total: z.number(),
  ran_at: isoTime,
});
export type CashbackRun = z.infer<typeof cashbackRun>;
export const cashbackRunsQuery = z.object({
  programme_id: z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1).optional(),
});
export const cashbackRunsResponse = z.object({ data: z.array(cashbackRun) });

export const cashbackPayoutStatuses = ['claimable', 'expired', 'paid', 'refused', 'reversed'] as const;
export const staffCashbackPayout = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_phone: z.string(),
  bets: z.number(),
  wins: z.number(),
  basis: z.number(),
  amount: z.number(),
  status: z.enum(cashbackPayoutStatuses),
  expires_at: isoTime.nullable(),
  paid_at: isoTime.nullable(),
  reversed_amount: z.number().nullable(),
  reversed_at: isoTime.nullable(),
});
export type StaffCashbackPayout = z.infer<typeof staffCashbackPayout>;
export const cashbackPayoutsResponse = z.object({ data: z.array(staffCashbackPayout) });
export const cashbackPayoutResponse = z.object({ success: z.literal(true), data: staffCashbackPayout });

// ---- The member's board (information popup, activity tab) ----

export const memberCashbackEstimate = z.object({
  programme_id: z.number().int(),
  kind: z.enum(cashbackKinds),
  name: z.string(),
  period: z.enum(cashbackPeriods),
  period_start: day,
  period_last_day: day,
  /** Net loss (cashback) or turnover (rebate) so far in the open period, and what it would pay. */
  basis: z.number(),
  estimate: z.number(),
  rate_percent: z.number(),
  minimum: z.number(),
  claim_mode: z.enum(cashbackClaimModes),
});
export const memberCashbackPayout = z.object({
  id: z.number().int(),
  kind: z.enum(cashbackKinds),
  name: z.string(),
  period_start: day,
  period_last_day: day,
  amount: z.number(),
  status: z.enum(cashbackPayoutStatuses),
  expires_at: isoTime.nullable(),
});
export const memberCashbackResponse = z.object({
  data: z.object({ open: z.array(memberCashbackEstimate), history: z.array(memberCashbackPayout) }),
});
export type MemberCashback = z.infer<typeof memberCashbackResponse>['data'];
export const cashbackClaimAnswer = z.object({ success: z.literal(true), msg: z.string() });
export type CashbackClaimAnswer = z.infer<typeof cashbackClaimAnswer>;
