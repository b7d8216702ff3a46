import { z } from 'zod';
import { dateSchema, recordId, requiredString } from './validation';

/**
 * Affiliate commission (issue 29, decision 61): the console's plans, affiliates and statements
 * (`affiliates.manage`), and the partner page of a member who is an affiliate
 * (`GET /api/customers/affiliate`). Amounts are baht (numbers, two decimals at most); rates are basis
 * points (100 = 1%); periods are Bangkok dates, `period_end` exclusive.
 */

const baht = z.number();
const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });
const rateBp = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .min(0, { error: 'invalid' })
  .max(10_000, { error: 'invalid' })
  .meta({ description: 'Basis points: 100 = 1%', examples: [2500] });

export const commissionBases = ['ngr', 'turnover'] as const;
export const commissionPeriods = ['monthly', 'weekly'] as const;

// ---- plans ----------------------------------------------------------------------------------------

/** From `min_active_players` active players in the period, the whole basis is paid at `rate_bp`. */
export const affiliatePlanTier = z.strictObject({
  min_active_players: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(1_000_000, { error: 'invalid' }),
  rate_bp: rateBp,
});
export type AffiliatePlanTier = z.infer<typeof affiliatePlanTier>;

/** `POST /api/backoffice/affiliate-plans` and `PUT …/{id}`: a plan as staff write it. */
export const affiliatePlanRequest = z.strictObject({
  name: requiredString(60),
  basis: z.enum(commissionBases, { error: 'invalid' }),
  period: z.enum(commissionPeriods, { error: 'invalid' }),
  rate_bp: rateBp,
  tiers: z
    .array(affiliatePlanTier)
    .max(10, { error: 'too_long' })
    .refine((tiers) => new Set(tiers.map((tier) => tier.min_active_players)).size === tiers.length, {
      error: 'invalid',
    })
    .default([]),
});
export type AffiliatePlanRequest = z.input<typeof affiliatePlanRequest>;

export const affiliatePlan = z.object({
  id: z.number().int(),
  name: z.string(),
  basis: z.enum(commissionBases),
  period: z.enum(commissionPeriods),
  rate_bp: z.number().int(),
  tiers: z.array(z.object({ min_active_players: z.number().int(), rate_bp: z.number().int() })),
  affiliates: z.number().int(),
  updated_at: isoTime,
});
export type AffiliatePlan = z.infer<typeof affiliatePlan>;
export const affiliatePlansResponse = z.object({ data: z.array(affiliatePlan) });
export type AffiliatePlansResponse = z.infer<typeof affiliatePlansResponse>;
export const affiliatePlanResponse = z.object({ data: affiliatePlan });
export type AffiliatePlanResponse = z.infer<typeof affiliatePlanResponse>;

// ---- affiliates -----------------------------------------------------------------------------------

export const affiliateSummary = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  username: z.string(),
  active: z.boolean(),
  member: z
    .object({
      id: z.number().int(),
      phone: z.string(),
      username: z.string().nullable(),
      name: z.string().nullable(),
    })
    .nullable(),
  plan: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  commission_from: z.string().nullable(),
  /** Baht carried into the next period (≤ 0: negative NGR not yet made up). */
  carried: baht,
  statements: z.number().int(),
});
export type AffiliateSummary = z.infer<typeof affiliateSummary>;
export const affiliatesResponse = z.object({ data: z.array(affiliateSummary) });
export type AffiliatesResponse = z.infer<typeof affiliatesResponse>;
export const affiliateSummaryResponse = z.object({ data: affiliateSummary });

/**
 * `PATCH /api/backoffice/affiliates/{id}`: the member who is the affiliate (null unlinks), its plan
 * (null: no commission) and the Bangkok date from which the plan's periods count.
 */
export const updateAffiliateRequest = z
  .strictObject({
    member_id: recordId.nullable().optional(),
    plan_id: recordId.nullable().optional(),
    commission_from: dateSchema.nullable().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { error: 'required' });
export type UpdateAffiliateRequest = z.input<typeof updateAffiliateRequest>;

// ---- statements -----------------------------------------------------------------------------------

export const statementStatuses = ['paid', 'held', 'nothing_due'] as const;

/** What a statement and the partner page both show of a period. */
const periodFigures = {
  period_start: z.string(),
  period_end: z.string(),
  clicks: z.number().int(),
  registrations: z.number().int(),
  first_deposits: z.number().int(),
  active_players: z.number().int(),
  turnover: baht,
  carried_in: baht,
  commission: baht,
};

/** One affiliate's closed period. */
export const affiliateStatement = z.object({
  ...periodFigures,
  id: z.number().int(),
  affiliate: z.object({ id: z.number().int(), key: z.string(), name: z.string() }),
  plan: z.object({ id: z.number().int(), name: z.string() }),
  wins: baht,
  bonus: baht,
  ngr: baht,
  carried_out: baht,
  basis: z.enum(commissionBases),
  rate_bp: z.number().int(),
  status: z.enum(statementStatuses),
  /** Why a commission waits: `no_member`, or bonus_grant's refusal (`refused_restricted`). */
  held_reason: z.string().nullable(),
  closed_at: isoTime,
  paid_at: isoTime.nullable(),
});
export type AffiliateStatement = z.infer<typeof affiliateStatement>;

export const affiliateStatementsQuery = z.object({
  affiliate_id: recordId.optional(),
  page: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(10_000, { error: 'invalid' })
    .default(1),
});
export const affiliateStatementsResponse = z.object({
  data: z.array(affiliateStatement),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AffiliateStatementsResponse = z.infer<typeof affiliateStatementsResponse>;
export const affiliateStatementResponse = z.object({ data: affiliateStatement });
export type AffiliateStatementResponse = z.infer<typeof affiliateStatementResponse>;

/** `POST /api/backoffice/affiliate-statements/run`: close what is due now (the job's work), audited. */
export const runAffiliateStatementsResponse = z.object({
  closed: z.number().int(),
  paid: z.number().int(),
});
export type RunAffiliateStatementsResponse = z.infer<typeof runAffiliateStatementsResponse>;

// ---- the partner page -----------------------------------------------------------------------------

/** A period's figures as the partner sees them: revenue is the NGR of the players they brought. */
export const partnerPeriod = z.object({
  ...periodFigures,
  revenue: baht,
  /** `open`: the running period (an estimate); the others as the statement's status. */
  status: z.enum(['open', ...statementStatuses]),
});
export type PartnerPeriod = z.infer<typeof partnerPeriod>;

/** `GET /api/customers/affiliate`: the partner page; `affiliate` is null for a member who is not one. */
export const partnerPageResponse = z.object({
  data: z.object({
    affiliate: z
      .object({
        key: z.string(),
        name: z.string(),
        /** The partner's link: the site's address with `?affiliate_key=`. */
        link: z.string(),
        basis: z.enum(commissionBases).nullable(),
        period: z.enum(commissionPeriods).nullable(),
        rate_bp: z.number().int().nullable(),
        paid: baht,
        /** Closed but not yet credited (held), plus the open period's estimate. */
        pending: baht,
        periods: z.array(partnerPeriod),
      })
      .nullable(),
  }),
});
export type PartnerPageResponse = z.infer<typeof partnerPageResponse>;
export type PartnerPage = NonNullable<PartnerPageResponse['data']['affiliate']>;
