import { z } from 'zod';
import { registrationBankCodes } from './banks';
import { accountNumberSchema, dateTimeSchema, recordId, requiredString, safeText } from './validation';

/**
 * The settings desk of the back office (issue 12): site information, the company bank accounts and
 * which members' deposits each receives, the PromptPay id, the payment gateway switch, and
 * maintenance mode. Every change is audited with before and after; the member site reads the new
 * values on its next call.
 */

/** The lower-case code of one of the 14 registration banks (the codes members' banks are stored in). */
const bankCode = z
  .string({ error: 'bank_unknown' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .transform((value) => value.toLowerCase())
  .pipe(
    z.enum(registrationBankCodes.map((code) => code.toLowerCase()) as [string, ...string[]], {
      error: 'bank_unknown',
    }),
  );

/** An http(s) address (a LINE link, the referral base), at most 255 characters. */
const webAddress = requiredString(255).refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
    } catch {
      return false;
    }
  },
  { error: 'invalid' },
);

/** A member tag as the members desk writes them: letters, digits, `-` and `_`, at most 32. */
const tagName = requiredString(32).refine((value) => /^[\p{L}\p{N}_-]+$/u.test(value), {
  error: 'invalid',
});

// ---- site information -----------------------------------------------------------------------------

/** `PUT /api/backoffice/settings/site`: the spec's site info (name, referral base link, LINE link). */
export const siteInfoRequest = z.strictObject({
  site_name: requiredString(60),
  referral_link: webAddress,
  line_link: webAddress,
});
export type SiteInfoRequest = z.input<typeof siteInfoRequest>;
export const siteInfoSettings = z.object({ name: z.string(), referral: z.string(), line: z.string() });

// ---- PromptPay and the payment gateway ------------------------------------------------------------

/**
 * `PUT /api/backoffice/settings/promptpay`: the PromptPay id (a mobile number, or a 13-digit
 * national or tax id), the name shown under the QR, and the company account its payments land in.
 */
export const promptPayRequest = z.strictObject({
  promptpay_id: z
    .string({ error: 'required' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'required', abort: true })
        .regex(/^(0[689]\d{8}|\d{13})$/, { error: 'invalid' }),
    ),
  promptpay_name: requiredString(100),
  account_number: accountNumberSchema,
});
export type PromptPayRequest = z.input<typeof promptPayRequest>;
export const promptPaySettings = z.object({ id: z.string(), name: z.string(), account_number: z.string() });

/**
 * Who deposits by PromptPay QR (the profile's `payment_gateway_status`): `off` nobody, `all`
 * everybody, `per_member` the members whose own switch is on.
 */
export const paymentGatewayModes = ['off', 'all', 'per_member'] as const;
export const paymentGatewayRequest = z.strictObject({
  mode: z.enum(paymentGatewayModes, { error: 'invalid' }),
});
export type PaymentGatewayRequest = z.input<typeof paymentGatewayRequest>;

// ---- company bank accounts ------------------------------------------------------------------------

/**
 * Which members' deposits an account receives: `all`; `banks`, members whose own bank is one of
 * `serves_banks`; `tag`, members with the tag `serves_tag`. A member pays into an account of the most
 * specific rule that matches them (tag, then bank, then all), spread evenly over the accounts of that
 * rule; a member no rule matches pays into any active account.
 */
export const companyAccountServesKinds = ['all', 'banks', 'tag'] as const;

export const companyAccountRequest = z
  .strictObject({
    bank: bankCode,
    account_number: accountNumberSchema,
    account_name: requiredString(100),
    active: z.boolean({ error: 'invalid' }).default(true),
    serves: z.enum(companyAccountServesKinds, { error: 'invalid' }).default('all'),
    serves_banks: z.array(bankCode).max(14, { error: 'too_long' }).default([]),
    serves_tag: safeText(32).nullable().default(null),
  })
  .superRefine((value, context) => {
    if (value.serves === 'banks' && value.serves_banks.length === 0)
      context.addIssue({ code: 'custom', path: ['serves_banks'], message: 'required' });
    if (value.serves === 'tag' && !tagName.safeParse(value.serves_tag ?? '').success)
      context.addIssue({
        code: 'custom',
        path: ['serves_tag'],
        message: value.serves_tag ? 'invalid' : 'required',
      });
  });
export type CompanyAccountRequest = z.input<typeof companyAccountRequest>;

export const companyAccount = z.object({
  id: z.number().int(),
  bank: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  active: z.boolean(),
  sort_order: z.number().int(),
  serves: z.enum(companyAccountServesKinds),
  serves_banks: z.array(z.string()),
  serves_tag: z.string().nullable(),
});
export type CompanyAccount = z.infer<typeof companyAccount>;
export const companyAccountResponse = z.object({ data: companyAccount });

/** `PUT /api/backoffice/settings/bank-accounts/order`: every account's id, in the new order. */
export const companyAccountOrderRequest = z.strictObject({
  ids: z.array(recordId).min(1, { error: 'required' }).max(100, { error: 'too_long' }),
});
export type CompanyAccountOrderRequest = z.input<typeof companyAccountOrderRequest>;

// ---- maintenance ----------------------------------------------------------------------------------

export const creditTransferChoices = ['at_once', 'when_ended'] as const;

/**
 * `PUT /api/backoffice/maintenance`: maintenance on or off, the message members read (Thai required;
 * an empty English or Chinese text shows the Thai one), the expected end, and whether transfers that
 * arrive meanwhile are credited at once or when maintenance ends.
 */
export const maintenanceRequest = z
  .strictObject({
    enabled: z.boolean({ error: 'invalid' }),
    message_th: safeText(500, { multiline: true }),
    message_en: safeText(500, { multiline: true }).default(''),
    message_cn: safeText(500, { multiline: true }).default(''),
    ends_at: dateTimeSchema.nullable().default(null),
    credit_transfers: z.enum(creditTransferChoices, { error: 'invalid' }).default('at_once'),
  })
  .superRefine((value, context) => {
    if (value.enabled && value.message_th.length === 0)
      context.addIssue({ code: 'custom', path: ['message_th'], message: 'required' });
  });
export type MaintenanceRequest = z.input<typeof maintenanceRequest>;

export const maintenanceSettings = z.object({
  enabled: z.boolean(),
  message_th: z.string(),
  message_en: z.string(),
  message_cn: z.string(),
  ends_at: z.string().nullable(),
  credit_transfers: z.enum(creditTransferChoices),
  /** Transfers recorded during maintenance and not credited yet. */
  held_transfers: z.number().int(),
});
export type MaintenanceSettings = z.infer<typeof maintenanceSettings>;
export const maintenanceResponse = z.object({
  data: maintenanceSettings.extend({
    /** Held transfers credited by this change (when maintenance ended). */
    released_transfers: z.number().int(),
  }),
});
export type MaintenanceResponse = z.infer<typeof maintenanceResponse>;

// ---- the whole desk -------------------------------------------------------------------------------

/** `GET /api/backoffice/settings`: everything the settings desk shows. */
export const settingsResponse = z.object({
  data: z.object({
    site: siteInfoSettings,
    promptpay: promptPaySettings.nullable(),
    payment_gateway: z.object({ mode: z.enum(paymentGatewayModes) }),
    bank_accounts: z.array(companyAccount),
    maintenance: maintenanceSettings,
  }),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;
