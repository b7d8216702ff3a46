import { z } from 'zod';
import { bahtAmount } from './baht';
import { limitAmountSchema as limitAmount, limitKinds, maxLimitBaht } from './limit-fields';
import { anyPasswordSchema, otpSchema, phoneSchema } from './validation';

export { limitKinds, maxLimitBaht };

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

/** The time-out, self-exclusion, return and closure entries of the history (their `to`/`from` are null). */
export const restrictionHistoryKinds = ['time_out', 'self_exclusion', 'return', 'closure'] as const;

/** The reality-check intervals a member may choose, in minutes. */
export const realityCheckIntervals = [15, 30, 60, 120] as const;

/** `PUT …/reality-check`: remind me every 15, 30, 60 or 120 minutes of play; null: off. */
export const setRealityCheckRequest = z.object({
  interval_minutes: z.union(realityCheckIntervals.map((minutes) => z.literal(minutes))).nullable(),
});
export type SetRealityCheckRequest = z.input<typeof setRealityCheckRequest>;

/** `PUT …/play-time`: the daily play-time limit in whole minutes, 15 to 1440; null: none. */
export const setPlayTimeRequest = z.object({
  daily_minutes: z.number().int().min(15).max(1440).nullable(),
});
export type SetPlayTimeRequest = z.input<typeof setPlayTimeRequest>;

/** The play-time entries of the history (their `from`/`to` are minutes, not baht). */
export const playTimeHistoryKinds = ['play_time', 'reality_check'] as const;

const playTimeState = z.object({
  /** The daily play-time limit in force, in minutes; null: none. */
  daily_limit_minutes: z.number().nullable(),
  /** A raise or removal waiting for its 24 hours and the member's confirmation; null: none. */
  pending: z
    .object({
      /** The new limit in minutes; null: the limit is to be removed. */
      minutes: z.number().nullable(),
      requested_at: z.string(),
      confirmable_from: z.string(),
    })
    .nullable(),
  /** Minutes played today (Bangkok day), rounded down. */
  today_minutes: z.number(),
  /** The next Bangkok midnight, when today's play time starts again from 0. */
  day_resets_at: z.string(),
});

export const responsibleGambling = z.object({
  /** What shuts the account now: a time-out, a self-exclusion (until when), a closure. */
  status: z.object({
    time_out_until: z.string().nullable(),
    self_excluded_until: z.string().nullable(),
    closed_at: z.string().nullable(),
  }),
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
  /** Minutes between reality checks; null: off. */
  reality_check_minutes: z.number().nullable(),
  play_time: playTimeState,
  history: z.array(
    z.object({
      kind: z.enum([...limitKinds, ...restrictionHistoryKinds, ...playTimeHistoryKinds]),
      change: z.enum([
        'set',
        'decreased',
        'increase_requested',
        'removal_requested',
        'increased',
        'removed',
        'pending_withdrawn',
        // Time-outs, self-exclusions (`set`, `increased` when extended), a return asked (`requested`).
        'requested',
      ]),
      from: z.number().nullable(),
      to: z.number().nullable(),
      /** A time-out's or self-exclusion's end, a return's opening time; absent for limits. */
      until: z.string().nullable().optional(),
      at: z.string(),
    }),
  ),
});
export type ResponsibleGambling = z.infer<typeof responsibleGambling>;
export const responsibleGamblingResponse = z.object({ success: z.literal(true), data: responsibleGambling });
export type ResponsibleGamblingResponse = z.infer<typeof responsibleGamblingResponse>;

export const timeOutPeriods = ['24h', '7d', '1m', '6w'] as const;
export const selfExclusionPeriods = ['6m', '1y', '5y'] as const;

/** `POST …/time-out`: 24 hours, 7 days, 1 calendar month (Bangkok), 6 weeks. */
export const timeOutRequest = z.object({ period: z.enum(timeOutPeriods, { error: 'invalid' }) });
/** `POST …/self-exclusion`: 6 months, 1 year, 5 years (calendar, Bangkok). */
export const selfExclusionRequest = z.object({ period: z.enum(selfExclusionPeriods, { error: 'invalid' }) });
/** The answer of a time-out or self-exclusion: when it ends. */
export const restrictionResponse = z.object({
  success: z.literal(true),
  data: z.object({ until: z.string() }),
});

/** `POST …/close-account`. */
export const closeAccountRequest = z.object({ password: anyPasswordSchema });
export const closeAccountResponse = z.object({
  success: z.literal(true),
  data: z.object({
    closed_at: z.string(),
    /** The withdrawal request the closure made of a balance below the minimum; null: none. */
    withdrawal_id: z.number().int().nullable(),
  }),
});

/** The restricted routes: no session, the phone and password (and the SMS code when asked) each time. */
export const restrictedRequest = z.object({
  phone: phoneSchema,
  password: anyPasswordSchema,
  otp: otpSchema.optional().nullable(),
});
export const restrictedWithdrawRequest = restrictedRequest.extend({ amount: bahtAmount({ strings: true }) });

export const restrictedStates = [
  'timed_out',
  'self_excluded',
  'return_required',
  'return_pending',
  'closed',
] as const;
export const restrictedStatus = z.object({
  state: z.enum(restrictedStates),
  /** When the state ends (the time-out, the exclusion, the return); null: closed, or the return not asked. */
  until: z.string().nullable(),
  /** The wallet, in baht. */
  balance: z.number(),
  /** What can be withdrawn now, in baht: the balance less a bonus whose turnover is not met. */
  withdrawable: z.number(),
  pending_withdrawal: z
    .object({ id: z.number().int(), amount: z.number(), created_at: z.string() })
    .nullable(),
  bank: z.object({ bank_code: z.string(), account_number_masked: z.string() }).nullable(),
});
export type RestrictedStatus = z.infer<typeof restrictedStatus>;
export const restrictedStatusResponse = z.object({ success: z.literal(true), data: restrictedStatus });
export const restrictedReturnResponse = z.object({
  success: z.literal(true),
  data: z.object({ returns_at: z.string() }),
});

/** `POST …/play-session/heartbeat`: the open game's play session, for the reality check. */
export const playHeartbeat = z.object({
  started_at: z.string(),
  /** Minutes this play session has been counted, rounded down. */
  played_minutes: z.number(),
  /** Wins − bets of this play session, in baht; negative: lost. */
  net_result: z.number(),
  reality_check_minutes: z.number().nullable(),
  /**
   * The reality check's due time: the latest one that has come (the site shows it once), or the
   * first while none has; null without a reality check.
   */
  next_reality_check_at: z.string().nullable(),
  today_minutes: z.number(),
  daily_limit_minutes: z.number().nullable(),
});
export type PlayHeartbeatAnswer = z.infer<typeof playHeartbeat>;
export const playHeartbeatResponse = z.object({ success: z.literal(true), data: playHeartbeat });

/** `POST …/play-session/end`: whether an open play session was ended. */
export const endPlaySessionResponse = z.object({
  success: z.literal(true),
  data: z.object({ ended: z.boolean() }),
});
