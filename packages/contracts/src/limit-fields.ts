import { bahtAmount } from './baht';

/**
 * The fields of the member's limits without the request objects around them, so that the member
 * site's forms can check them in the browser: building a zod object probes `new Function`, which
 * the site's Content-Security-Policy reports as an eval (browser-hardening test).
 */

/** The highest limit a member may set, in baht (the core holds the same in satang). */
export const maxLimitBaht = 10_000_000;

/** A limit from the member's form: baht, at most two decimals, more than 0, at most 10,000,000; null: none. */
export const limitAmountSchema = bahtAmount({ strings: true, max: maxLimitBaht }).nullable().optional();

export const limitKinds = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
] as const;
