import { z } from 'zod';
import { bahtAmount } from './money';

/** The highest limit a member may set, in baht (the core holds the same in satang). */
export const maxLimitBaht = 10_000_000;

/** A limit from the member's form: baht, at most two decimals, more than 0, at most 10,000,000; null: none. */
const limitAmount = bahtAmount({ strings: true, max: maxLimitBaht }).nullable().optional();

/**
 * `PUT /api/customers/responsible-gambling/limits`: the member's limits in baht, null for none. A
 * field left out stays as it is. Loss limits are stored now and enforced from the next release.
 */
export const setLimitsRequest = z.object({
  deposit_day: limitAmount,
  deposit_week: limitAmount,
  deposit_month: limitAmount,
  loss_day: limitAmount,
  loss_week: limitAmount,
  loss_month: limitAmount,
});
export type SetLimitsRequest = z.input<typeof setLimitsRequest>;

export const limitKinds = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
] as const;

const limitState = z.object({
  /** The limit in force, in baht; null: none. */
  amount: z.number().nullable(),
  /** A raise or removal waiting for its 24 hours and the member's confirmation; null: none. */
  pending: z
    .object({
      /** The new limit in baht; null: the limit is to be removed. */
      amount: z.number().nullable(),
      requested_at: z.string(),
      /** From when the member may confirm it (requested_at + 24 hours). */
      confirmable_from: z.string(),
    })
    .nullable(),
});

const depositWindow = z.object({
  /** The start of the rolling window (24 hours, 7 days or 30 days before now). */
  since: z.string(),
  /** Deposits credited in the window, in baht. */
  deposited: z.number(),
  /** Deposit requests still pending, in baht: they count against the limits too. */
  pending: z.number(),
});

const lossWindow = z.object({
  /** The start of the rolling window (24 hours, 7 days or 30 days before now). */
  since: z.string(),
  /** Net game loss in the window, in baht: bets − wins (rolled-back bets left out); negative when won. */
  lost: z.number(),
});

export const responsibleGambling = z.object({
  limits: z.object(
    Object.fromEntries(limitKinds.map((kind) => [kind, limitState])) as Record<
      (typeof limitKinds)[number],
      typeof limitState
    >,
  ),
  usage: z.object({
    deposit_day: depositWindow,
    deposit_week: depositWindow,
    deposit_month: depositWindow,
    loss_day: lossWindow,
    loss_week: lossWindow,
    loss_month: lossWindow,
  }),
  history: z.array(
    z.object({
      kind: z.enum(limitKinds),
      change: z.enum([
        'set',
        'decreased',
        'increase_requested',
        'removal_requested',
        'increased',
        'removed',
        'pending_withdrawn',
      ]),
      from: z.number().nullable(),
      to: z.number().nullable(),
      at: z.string(),
    }),
  ),
});
export type ResponsibleGambling = z.infer<typeof responsibleGambling>;
export const responsibleGamblingResponse = z.object({ success: z.literal(true), data: responsibleGambling });
export type ResponsibleGamblingResponse = z.infer<typeof responsibleGamblingResponse>;
