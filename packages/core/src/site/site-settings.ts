import type { Executor } from '@chaba/db/client';
import { siteSettings } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { riskRulesSetting, staffAlertsSetting } from '@chaba/contracts/backoffice-risk';
import { withdrawAutoSetting, withdrawLimitsSetting } from '@chaba/contracts/withdrawal-rules';
import { z } from 'zod';

/** The typed site settings stored as JSON in site_settings, one schema per key. */
export const siteSettingSchemas = {
  site: z.object({ name: z.string(), referral: z.string(), line: z.string() }),
  /** The company PromptPay id, its display name, and the bank account its payments land in. */
  promptpay: z.object({ id: z.string(), name: z.string(), account_number: z.string() }),
  deposit_limits: z.object({
    min_satang: z.number().int().positive(),
    max_satang: z.number().int().positive(),
  }),
  /** Referral programme: percent per level in basis points, the basis, and the minimum to withdraw. */
  referral: z.object({
    percents_bp: z.tuple([z.number().int().min(0), z.number().int().min(0), z.number().int().min(0)]),
    basis: z.enum(['net_loss', 'turnover']),
    minimum_withdraw_satang: z.number().int().min(0),
  }),
  /** The member's withdrawal limits and the two-person amount (decision 51). */
  withdraw_limits: withdrawLimitsSetting,
  /** The automatic approval rules of withdrawals (decision 51); defaults in the contract. */
  withdraw_auto: withdrawAutoSetting,
  /**
   * Who deposits by PromptPay QR (the profile's `payment_gateway_status`): nobody, everybody, or the
   * members whose own `members.payment_gateway_status` is on (the default while the key is unset).
   */
  payment_gateway: z.object({ mode: z.enum(['off', 'all', 'per_member']) }),
  /**
   * Maintenance mode (core/maintenance): while `enabled`, game launches and money requests are
   * refused with `message` in the member's language (an empty en/cn falls back to Thai). Transfers
   * that arrive are recorded, and credited at once or, with `credit_transfers: 'when_ended'`, held
   * until maintenance ends.
   */
  maintenance: z.object({
    enabled: z.boolean(),
    message: z.object({ th: z.string(), en: z.string(), cn: z.string() }),
    ends_at: z.string().nullable(),
    credit_transfers: z.enum(['at_once', 'when_ended']),
  }),
  /** The risk rules (core/risk): each on or off with its thresholds; defaults in the contract. */
  risk_rules: riskRulesSetting,
  /** Where staff alerts go and which events send one (core/alerts); the secrets are in the environment. */
  staff_alerts: staffAlertsSetting,
} as const;

export type SiteSettingKey = keyof typeof siteSettingSchemas;
export type SiteSetting<Key extends SiteSettingKey> = z.infer<(typeof siteSettingSchemas)[Key]>;

export async function readSiteSetting<Key extends SiteSettingKey>(
  db: Executor,
  key: Key,
): Promise<SiteSetting<Key> | undefined> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  return row ? (siteSettingSchemas[key].parse(row.value) as SiteSetting<Key>) : undefined;
}

export async function writeSiteSetting<Key extends SiteSettingKey>(
  db: Executor,
  key: Key,
  value: SiteSetting<Key>,
  now: Date,
): Promise<void> {
  const parsed = siteSettingSchemas[key].parse(value);
  await db
    .insert(siteSettings)
    .values({ key, value: parsed, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: parsed, updatedAt: now } });
}
