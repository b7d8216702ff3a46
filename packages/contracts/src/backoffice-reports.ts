import { z } from 'zod';
import { dateSchema } from './validation';

/**
 * The dashboard and the reports of the back office (issue 12). Days are Asia/Bangkok calendar days
 * (YYYY-MM-DD), both ends of a range included; amounts are baht. Every figure comes from the ledger.
 * A report answers JSON, or with `format=csv` a UTF-8 CSV file (with a byte order mark, so that
 * Excel reads Thai) of the same rows, all pages.
 */

/** The longest range a report or the dashboard's period may cover, in days. */
export const maxReportDays = 366;

const dayMs = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / dayMs + 1;

/** Refuses `to` before `from` (`date_order`) and a range longer than `maxReportDays` (`range_too_long`). */
function checkRange(value: { from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx) {
  if (value.from === undefined || value.to === undefined) return;
  if (value.from > value.to) context.addIssue({ code: 'custom', message: 'date_order', path: ['to'] });
  else if (daysBetween(value.from, value.to) > maxReportDays)
    context.addIssue({ code: 'custom', message: 'range_too_long', path: ['to'] });
}

/** `from` and `to` (both required) and the report's own parameters. */
function dayRange<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ from: dateSchema, to: dateSchema, ...shape })
    .superRefine((value, context) => checkRange(value as { from: string; to: string }, context));
}

const format = z.enum(['json', 'csv']).default('json');
const page = z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1).max(100_000).default(1);
const limit = z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1).max(200).default(50);
const paging = { page, limit };
/** A paged report: its rows, and how many there are in all. */
const paged = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), page: z.number().int(), limit: z.number().int(), total: z.number().int() });

const day = z.string().meta({ examples: ['2026-11-24'] });
const countAndAmount = z.object({ count: z.number().int(), amount: z.number() });

/** The figures of a day or a period. */
export const reportFigures = z.object({
  deposits: countAndAmount,
  withdrawals: countAndAmount,
  /** Deposits less withdrawals. */
  net_cash: z.number(),
  first_depositors: z.number().int(),
  registrations: z.number().int(),
  /** Members who placed at least one bet (distinct over the period). */
  active_players: z.number().int(),
  /** Stakes less rolled-back stakes; `count` is the number of bets. */
  bets: countAndAmount,
  wins: z.number(),
  /** Gross gaming revenue: bets − wins. */
  ggr: z.number(),
  /** Promotion and activity bonuses less bonuses taken back. */
  bonus: z.number(),
  /** Referral commissions earned by the weekly summaries. */
  referral: z.number(),
  /*
   * Issue 29's bonus sources and staff's manual adjustments (decision 58): what left each one's own
   * expense account less what came back to it (a cancelled or reversed one, a staff debit).
   */
  cashback: z.number(),
  rebate: z.number(),
  commission: z.number(),
  staff_bonus: z.number(),
  coupons: z.number(),
  /** The lucky wheel's and the daily check-in's prizes (decision 73). */
  wheel: z.number(),
  checkin: z.number(),
  adjustments: z.number(),
  /** VIP levels' level-up and birthday bonuses (decision 72), each from its own expense account. */
  vip_level_up: z.number(),
  vip_birthday: z.number(),
  /**
   * Net gaming revenue: GGR − bonus − referral − cashback − rebate − commission − staff bonuses −
   * coupons − wheel − check-in − adjustments − VIP level-up and birthday bonuses.
   */
  ngr: z.number(),
});
export type ReportFigures = z.infer<typeof reportFigures>;

/** `GET /api/backoffice/dashboard`: without `from` and `to`, the period is the last 7 days. */
export const dashboardQuery = z
  .object({ from: dateSchema.optional(), to: dateSchema.optional() })
  .superRefine((value, context) => {
    if ((value.from === undefined) !== (value.to === undefined))
      context.addIssue({
        code: 'custom',
        message: 'required',
        path: [value.from === undefined ? 'from' : 'to'],
      });
    else checkRange(value, context);
  });

export const dashboardResponse = z.object({
  data: z.object({
    today: reportFigures.extend({ day }),
    period: reportFigures.extend({ from: day, to: day }),
    /** The last 30 Bangkok days, oldest first, today last. */
    series: z.array(reportFigures.extend({ day })),
    /** What waits on the desks now. */
    queues: z.object({
      withdrawals: z.number().int(),
      pending_deposits: z.number().int(),
      unmatched_statements: z.number().int(),
      adjustments: z.number().int(),
    }),
    /** When the figures were read (the server's clock). */
    as_of: z.string(),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

// ---------------------------------------------------------------------------------------------
// Reports

export const reportKinds = [
  'daily',
  'games',
  'promotions',
  'referrals',
  'affiliates',
  'staff-actions',
] as const;
export type ReportKind = (typeof reportKinds)[number];

/** `GET /api/backoffice/reports/daily`: profit and loss per day (one row per day, not paged). */
export const dailyReportQuery = dayRange({ format });
export const dailyReportRow = reportFigures.extend({ day });
export const dailyReportResponse = z.object({ data: z.array(dailyReportRow), total: reportFigures });
export type DailyReportResponse = z.infer<typeof dailyReportResponse>;

/** `GET /api/backoffice/reports/games`: per game, or per provider with `group=provider`. */
export const gameReportQuery = dayRange({
  group: z.enum(['game', 'provider']).default('game'),
  format,
  ...paging,
});
export const gameReportRow = z.object({
  provider: z.string(),
  /** Null when grouped by provider. */
  game_code: z.string().nullable(),
  game_name: z.string().nullable(),
  bets: z.number(),
  wins: z.number(),
  ggr: z.number(),
  rounds: z.number().int(),
  players: z.number().int(),
});
export const gameReportResponse = paged(gameReportRow);
export type GameReportResponse = z.infer<typeof gameReportResponse>;

/** `GET /api/backoffice/reports/promotions`: the promotions taken in the range. */
export const promotionReportQuery = dayRange({ format, ...paging });
export const promotionReportRow = z.object({
  /** `promotion`: one row per promotion; any other source (decision 58) is one row of its own. */
  source: z.enum([
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
  ]),
  promotion_id: z.number().int().nullable(),
  /** The promotion's name; empty for another source (the console names the source). */
  name: z.string(),
  /** Times taken, and by how many members. */
  taken: z.number().int(),
  members: z.number().int(),
  /** Bonus paid less bonus taken back on cancellation. */
  bonus: z.number(),
  /** Promotions whose turnover was reached. */
  turnover_reached: z.number().int(),
  /** Withdrawals the members were paid after taking it (until the end of the range). */
  withdrawals_after: countAndAmount,
});
export const promotionReportResponse = paged(promotionReportRow);
export type PromotionReportResponse = z.infer<typeof promotionReportResponse>;

/** `GET /api/backoffice/reports/referrals`: commissions per week, or per referrer with `group=referrer`. */
export const referralReportQuery = dayRange({
  group: z.enum(['week', 'referrer']).default('week'),
  format,
  ...paging,
});
export const referralReportRow = z.object({
  /** The week's end (a Friday 00:00 Bangkok) when grouped by week; null per referrer. */
  week_end: z.string().nullable(),
  member_id: z.number().int().nullable(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  /** Referrers paid (per week) or weeks paid (per referrer). */
  count: z.number().int(),
  amount: z.number(),
});
export const referralReportResponse = paged(referralReportRow);
export type ReferralReportResponse = z.infer<typeof referralReportResponse>;

/**
 * `GET /api/backoffice/reports/affiliates`: per affiliate (and advertising click ids without one):
 * clicks (visitors who came by the link and started a registration: the site records no page view),
 * registrations, first deposits and the deposits of those members, in the range.
 */
export const affiliateClickReportQuery = dayRange({ format, ...paging });
export const affiliateClickReportRow = z.object({
  /** The affiliate key; null for advertising click ids without an affiliate. */
  key: z.string().nullable(),
  name: z.string().nullable(),
  clicks: z.number().int(),
  registrations: z.number().int(),
  first_deposits: z.number().int(),
  revenue: z.number(),
});
export const affiliateClickReportResponse = paged(affiliateClickReportRow);
export type AffiliateClickReportResponse = z.infer<typeof affiliateClickReportResponse>;

/** `GET /api/backoffice/reports/staff-actions`: what each staff member did, per action (audit log). */
export const staffActionReportQuery = dayRange({ format, ...paging });
export const staffActionReportRow = z.object({
  staff_id: z.number().int().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  count: z.number().int(),
  last_at: z.string(),
});
export const staffActionReportResponse = paged(staffActionReportRow);
export type StaffActionReportResponse = z.infer<typeof staffActionReportResponse>;
