import { z } from 'zod';
import { hundredths } from './backoffice-content';
import { bahtNumber } from './baht';
import { clientSeedPattern } from './client-seed';
import { requiredString, safeText } from './validation';

/**
 * The lucky wheel and the daily check-in (issue 31, decision 73). Member routes under
 * /api/customers/wheel and /api/customers/checkin; the verify route is public; the console's under
 * /api/backoffice/wheel (`wheel.manage`). Amounts are baht, turnover multipliers a factor with two
 * decimals (×5 = 5), weights whole numbers (a prize's chance is its weight over the sum of the
 * weights of the prizes the day's budget still affords).
 */

const names = z.object({ th: z.string(), en: z.string(), cn: z.string() });
const prizeKind = z.enum(['bonus', 'try_again']);
const clientSeed = z
  .string({ error: 'invalid' })
  .regex(clientSeedPattern, { error: 'invalid' })
  .meta({ examples: ['my-lucky-seed'] });
const requestKey = z
  .string({ error: 'required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalid' })
  .meta({ examples: ['3f0c9b7e-2a41-4c55-9d0e-5b1f5a8c7e21'] });
const prizeKey = z.string().regex(/^[a-z0-9-]{1,32}$/, { error: 'invalid' });

/** A prize that could be drawn at a spin, in the wheel's order (the verify input). */
export const wheelChoice = z.object({
  key: prizeKey,
  kind: prizeKind,
  amount: z.number(),
  weight: z.number().int().min(1, { error: 'invalid' }).max(1_000_000, { error: 'invalid' }),
});

/** A spin, its server seed revealed: everything the verify page needs to recompute it. */
export const wheelSpinView = z.object({
  id: z.number().int(),
  created_at: z.string(),
  prize_key: z.string(),
  kind: prizeKind,
  names,
  amount: z.number(),
  server_seed: z.string(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  choices: z.array(wheelChoice),
  /** The index in `choices` the draw gave. */
  drawn: z.number().int(),
});
export type WheelSpinView = z.infer<typeof wheelSpinView>;

/** `GET /api/customers/wheel`: the prizes, the spins left, the committed seed's hash, the latest spins. */
export const memberWheelResponse = z.object({
  data: z.object({
    active: z.boolean(),
    prizes: z.array(
      z.object({
        key: z.string(),
        kind: prizeKind,
        names,
        amount: z.number(),
        turnover_multiplier: z.number(),
        /** False: withdrawn for today (the day's budget cannot pay it). */
        available: z.boolean(),
      }),
    ),
    spins_left: z.number().int(),
    /** How spins are earned: a deposit of at least `deposit_minimum` baht (null: off), a daily login. */
    earning: z.object({ deposit_minimum: z.number().nullable(), login: z.boolean() }),
    server_seed_hash: z.string(),
    client_seed: z.string(),
    nonce: z.number().int(),
    spins: z.array(wheelSpinView),
  }),
});
export type MemberWheelResponse = z.infer<typeof memberWheelResponse>;

/** `POST /api/customers/wheel/spin`: the request's key (the same key answers the same spin). */
export const wheelSpinRequest = z.object({ key: requestKey, client_seed: clientSeed.optional() });
export type WheelSpinRequest = z.input<typeof wheelSpinRequest>;
export const wheelSpinResponse = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: z.object({ spin: wheelSpinView, spins_left: z.number().int() }),
});
export type WheelSpinResponse = z.infer<typeof wheelSpinResponse>;

/** `POST /api/wheel/verify` (public): a spin recomputed from its revealed seeds. */
export const wheelVerifyRequest = z.object({
  server_seed: z.string({ error: 'required' }).regex(/^[0-9a-f]{64}$/, { error: 'invalid' }),
  client_seed: clientSeed,
  nonce: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }).max(1e9),
  choices: z
    .array(z.object({ key: prizeKey, weight: wheelChoice.shape.weight }), { error: 'invalid' })
    .min(1, { error: 'required' })
    .max(24, { error: 'invalid' }),
});
export type WheelVerifyRequest = z.input<typeof wheelVerifyRequest>;
export const wheelVerifyResponse = z.object({
  data: z.object({ server_seed_hash: z.string(), drawn: z.number().int(), prize_key: z.string() }),
});
export type WheelVerifyResponse = z.infer<typeof wheelVerifyResponse>;

/** `GET /api/customers/checkin`: the seven days' prizes, the streak, whether today is claimed. */
export const memberCheckinResponse = z.object({
  data: z.object({
    active: z.boolean(),
    days: z.array(z.object({ day: z.number().int(), amount: z.number(), turnover_multiplier: z.number() })),
    /** Days of the current streak already claimed (0–7). */
    streak: z.number().int(),
    claimed_today: z.boolean(),
    /** The streak day today's check-in pays; null once claimed. */
    next_day: z.number().int().nullable(),
  }),
});
export type MemberCheckinResponse = z.infer<typeof memberCheckinResponse>;

/** `POST /api/customers/checkin`: today's check-in, paid once. */
export const checkinClaimResponse = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: z.object({ day: z.string(), streak_day: z.number().int(), amount: z.number() }),
});
export type CheckinClaimResponse = z.infer<typeof checkinClaimResponse>;

// ---------------------------------------------------------------------------------------------
// The console

const prizeInput = z.object({
  key: prizeKey.optional(),
  kind: prizeKind,
  name_th: requiredString(60),
  name_en: safeText(60).default(''),
  name_cn: safeText(60).default(''),
  amount: bahtNumber({ allowZero: true, max: 1_000_000 }).default(0),
  turnover_multiplier: hundredths(100).default(0),
  weight: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(0, { error: 'invalid' })
    .max(1_000_000),
});
const vipDailySpinsInput = z.object({
  level_id: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .positive({ error: 'invalid' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'invalid' }),
  spins: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(0, { error: 'invalid' })
    .max(10, { error: 'invalid' }),
});
const checkinDayInput = z.object({
  amount: bahtNumber({ allowZero: true, max: 1_000_000 }),
  turnover_multiplier: hundredths(100).default(0),
});

/**
 * `PUT /api/backoffice/wheel`: the whole wheel and check-in, from the `version` read (an older one is
 * 409 wheel_settings_changed). A bonus prize pays `amount` (more than 0); "try again" pays nothing.
 * `deposit_minimum` null: deposits earn no spin. `vip_daily_spins`: per VIP level (each once, a level
 * that exists), the spins a member at that level earns each Bangkok day (0–10); a level not listed
 * earns none. `checkin_days`: seven, day 1 first.
 */
export const saveWheelRequest = z
  .object({
    version: z.number({ error: 'required' }).int().min(1),
    active: z.boolean(),
    daily_budget: bahtNumber({ allowZero: true }),
    deposit_minimum: bahtNumber().nullable(),
    login_rule: z.boolean(),
    vip_daily_spins: z
      .array(vipDailySpinsInput, { error: 'invalid' })
      .max(50, { error: 'invalid' })
      .default([]),
    prizes: z.array(prizeInput, { error: 'invalid' }).max(12, { error: 'invalid' }),
    checkin_active: z.boolean(),
    checkin_days: z.array(checkinDayInput, { error: 'invalid' }).length(7, { error: 'invalid' }),
  })
  .superRefine((value, context) => {
    value.prizes.forEach((prize, index) => {
      if (prize.kind === 'bonus' && prize.amount <= 0) {
        context.addIssue({ code: 'custom', path: ['prizes', index, 'amount'], message: 'amount_positive' });
      }
    });
    const keys = value.prizes.map((prize, index) => prize.key ?? `prize-${index + 1}`);
    if (new Set(keys).size !== keys.length) {
      context.addIssue({ code: 'custom', path: ['prizes'], message: 'invalid' });
    }
    const levels = value.vip_daily_spins.map((entry) => entry.level_id);
    if (new Set(levels).size !== levels.length) {
      context.addIssue({ code: 'custom', path: ['vip_daily_spins'], message: 'invalid' });
    }
    if (value.active && !value.prizes.some((prize) => prize.weight > 0)) {
      context.addIssue({ code: 'custom', path: ['prizes'], message: 'required' });
    }
  });
export type SaveWheelRequest = z.input<typeof saveWheelRequest>;
export type SaveWheelValues = z.output<typeof saveWheelRequest>;

/** The wheel and check-in as the console edits them, with today's spending. */
export const deskWheel = z.object({
  version: z.number().int(),
  active: z.boolean(),
  daily_budget: z.number(),
  deposit_minimum: z.number().nullable(),
  login_rule: z.boolean(),
  vip_daily_spins: z.array(z.object({ level_id: z.number().int(), spins: z.number().int() })),
  prizes: z.array(
    z.object({
      key: z.string(),
      kind: prizeKind,
      name_th: z.string(),
      name_en: z.string(),
      name_cn: z.string(),
      amount: z.number(),
      turnover_multiplier: z.number(),
      weight: z.number().int(),
    }),
  ),
  checkin_active: z.boolean(),
  checkin_days: z.array(z.object({ amount: z.number(), turnover_multiplier: z.number() })),
  today: z.object({ day: z.string(), spent: z.number(), spins: z.number().int() }),
  updated_at: z.string(),
});
export type DeskWheel = z.infer<typeof deskWheel>;
export const deskWheelResponse = z.object({ data: deskWheel });
export const saveWheelResponse = z.object({ success: z.literal(true), data: deskWheel });
