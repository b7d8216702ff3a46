import { z } from 'zod';
import { bahtAmount } from './baht';
import { accountNumberSchema, dateTimeSchema, optionalText, recordId, requiredString } from './validation';

/**
 * The company phones that forward the bank's SMS and app notifications (issue 25, decision 47), and
 * the messages they forwarded. Devices: `settings.manage`; messages hold personal data and are read
 * only by the money desks (`deposits.decide`). Amounts are baht; times ISO 8601; lists newest first,
 * paged by `cursor` (the previous page's `next_cursor`; null on the last page).
 */

const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });
const nextCursor = z.number().int().nullable();

// ---- devices --------------------------------------------------------------------------------------

/**
 * How a device is doing: `ok` heard within the quiet time (BANK_DEVICE_QUIET_MINUTES), `quiet` not
 * heard for longer, or never heard since registered longer ago (an alert is raised while deposits
 * are pending), `never_heard` nothing yet since registered within the quiet time, `disabled`
 * switched off by staff (its posts are refused).
 */
export const bankDeviceHealths = ['ok', 'quiet', 'never_heard', 'disabled'] as const;
export const bankDeviceHealth = z.enum(bankDeviceHealths);
export type BankDeviceHealth = z.infer<typeof bankDeviceHealth>;

/** The two addresses a device posts to, one per forwarder app (absolute, from PUBLIC_URL when set). */
export const bankDeviceAddresses = z.object({
  sms_forwarder: z
    .string()
    .meta({ examples: ['https://www.example.com/api/integrations/bank-devices/1/sms-forwarder'] }),
  sms_gateway: z
    .string()
    .meta({ examples: ['https://www.example.com/api/integrations/bank-devices/1/sms-gateway'] }),
});

/** `POST /api/backoffice/bank-devices`: register a phone by its name. */
export const createBankDeviceRequest = z.strictObject({ name: requiredString(60) });
export type CreateBankDeviceRequest = z.input<typeof createBankDeviceRequest>;

/** `PATCH /api/backoffice/bank-devices/{id}`: rename, enable or disable (at least one of them). */
export const updateBankDeviceRequest = z
  .strictObject({ name: requiredString(60).optional(), enabled: z.boolean().optional() })
  .refine((value) => value.name !== undefined || value.enabled !== undefined, { error: 'required' });
export type UpdateBankDeviceRequest = z.input<typeof updateBankDeviceRequest>;

/** A device as the devices page lists it. */
export const bankDevice = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  created_at: isoTime,
  last_message_at: isoTime.nullable(),
  /** Messages stored since midnight, Bangkok time. */
  messages_today: z.number().int(),
  health: bankDeviceHealth,
  addresses: bankDeviceAddresses,
});
export type BankDevice = z.infer<typeof bankDevice>;
export const bankDevicesResponse = z.object({
  data: z.array(bankDevice),
  /** Bank-transfer deposits pending now: a `quiet` device is an alert (red) only while there are some. */
  pending_deposits: z.number().int(),
});
export type BankDevicesResponse = z.infer<typeof bankDevicesResponse>;
export const bankDeviceResponse = z.object({ data: bankDevice });
export type BankDeviceResponse = z.infer<typeof bankDeviceResponse>;

/**
 * The answer of registering a device and of rotating its secret: the only two answers that show the
 * secret. The forwarder app signs with it; the server keeps it encrypted.
 */
export const bankDeviceWithSecret = z.object({
  id: z.number().int(),
  name: z.string(),
  secret: z.string(),
  enabled: z.boolean(),
  created_at: isoTime,
  addresses: bankDeviceAddresses,
});
export type BankDeviceWithSecret = z.infer<typeof bankDeviceWithSecret>;
export const bankDeviceSecretResponse = z.object({ data: bankDeviceWithSecret });
export type BankDeviceSecretResponse = z.infer<typeof bankDeviceSecretResponse>;

/**
 * `GET /api/backoffice/bank-messages/quiet-devices` (`deposits.decide`): the enabled devices silent
 * longer than BANK_DEVICE_QUIET_MINUTES (or never heard since registered) while bank deposits are
 * pending, for the deposit desk to show in red; empty while none is pending.
 */
export const quietBankDevice = z.object({
  id: z.number().int(),
  name: z.string(),
  last_message_at: isoTime.nullable(),
});
export const quietBankDevicesResponse = z.object({
  data: z.array(quietBankDevice),
  pending_deposits: z.number().int(),
});
export type QuietBankDevicesResponse = z.infer<typeof quietBankDevicesResponse>;

// ---- messages -------------------------------------------------------------------------------------

export const bankMessageProtocols = ['sms-forwarder', 'sms-gateway'] as const;
export const bankMessageProtocol = z.enum(bankMessageProtocols);
export type BankMessageProtocol = z.infer<typeof bankMessageProtocol>;

/** What the text says: only `incoming` can become a statement line. */
export const bankMessageKinds = ['incoming', 'outgoing', 'otp', 'advert', 'unknown'] as const;
export const bankMessageKind = z.enum(bankMessageKinds);

/**
 * What was done with a message: `statement_line` it is (or is the same transfer as) a statement line,
 * credited or waiting on the deposit desk as that line's status says; `no_account` no company account
 * has the digits shown; `several_accounts` more than one has; `no_account_digits` the text shows none;
 * `not_incoming` an outgoing transfer, an OTP or an advert, kept and never credited; `unparsed` no
 * parser knows the text; `pending` stored but the database could not record the line (503): either
 * app's retry of the post records it (SmsForwarder's retry re-sends its `sign`, accepted for the
 * message stored with it), or staff do. Every
 * outcome but `statement_line` can be made a line by staff
 * (`POST /api/backoffice/bank-messages/{id}/statement-line`).
 */
export const bankMessageOutcomes = [
  'statement_line',
  'no_account',
  'several_accounts',
  'no_account_digits',
  'not_incoming',
  'unparsed',
  'pending',
] as const;
export const bankMessageOutcome = z.enum(bankMessageOutcomes);
export type BankMessageOutcome = z.infer<typeof bankMessageOutcome>;

/** `GET /api/backoffice/bank-messages`: filters, all optional; `from`/`to` bound the time received. */
export const bankMessagesQuery = z.object({
  device_id: recordId.optional(),
  /** Digits of the receiving account as the message shows them (or a company account number). */
  account: z
    .string()
    .regex(/^\d{1,12}$/, { error: 'invalid' })
    .optional(),
  outcome: bankMessageOutcome.optional(),
  from: dateTimeSchema.optional(),
  to: dateTimeSchema.optional(),
  cursor: recordId.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type BankMessagesQuery = z.input<typeof bankMessagesQuery>;

export const bankMessage = z.object({
  id: z.number().int(),
  device_id: z.number().int(),
  device_name: z.string(),
  protocol: bankMessageProtocol,
  /** The sender as the phone showed it: an SMS short name or an app's package name. */
  sender: z.string(),
  /** The text; null once BANK_MESSAGE_RETENTION_DAYS removed it (the parsed fields stay). */
  text: z.string().nullable(),
  received_at: isoTime,
  created_at: isoTime,
  kind: bankMessageKind,
  bank: z.string().nullable(),
  amount: z.number().nullable(),
  occurred_at: isoTime.nullable(),
  account_digits: z.string().nullable(),
  from_bank: z.string().nullable(),
  from_account: z.string().nullable(),
  from_name: z.string().nullable(),
  balance_after: z.number().nullable(),
  outcome: bankMessageOutcome,
  /** The company account the digits matched, when exactly one did. */
  account_number: z.string().nullable(),
  statement_line_id: z.number().int().nullable(),
  /** The line's status on the deposit desk (`unmatched`, `matched`, `credited`, `refunded`). */
  statement_line_status: z.string().nullable(),
});
export type BankMessage = z.infer<typeof bankMessage>;
export const bankMessagesResponse = z.object({ data: z.array(bankMessage), next_cursor: nextCursor });
export type BankMessagesResponse = z.infer<typeof bankMessagesResponse>;

/**
 * `POST /api/backoffice/bank-messages/{id}/statement-line` (`deposits.decide`, audited): staff read a
 * message no parser could and make it a statement line, which is credited exactly as a parsed one.
 */
export const manualStatementLineRequest = z.strictObject({
  account_number: accountNumberSchema,
  amount: bahtAmount(),
  occurred_at: dateTimeSchema,
  from_bank: optionalText(32),
  from_account: optionalText(32),
  from_name: optionalText(128),
});
export type ManualStatementLineRequest = z.input<typeof manualStatementLineRequest>;
export const manualStatementLineResponse = z.object({
  success: z.literal(true),
  data: z.object({
    message: bankMessage,
    /** The line's status as the crediting path answered: `matched` credited a member, else `unmatched`. */
    line_status: z.enum(['matched', 'unmatched', 'credited', 'refunded', 'duplicate', 'conflict']),
    request_id: z.number().int().nullable(),
  }),
});
export type ManualStatementLineResponse = z.infer<typeof manualStatementLineResponse>;

/**
 * `GET /api/backoffice/bank-messages/gaps`: balance jumps the messages do not explain (a message was
 * missed), newest first. `unexplained_amount` = reported balance - (previous balance + the incoming
 * - the outgoing since); positive: money arrived that no message told.
 */
export const bankMessageGap = z.object({
  id: z.number().int(),
  account_number: z.string(),
  device_id: z.number().int(),
  message_id: z.number().int(),
  previous_balance: z.number(),
  reported_balance: z.number(),
  unexplained_amount: z.number(),
  detected_at: isoTime,
});
export type BankMessageGap = z.infer<typeof bankMessageGap>;
export const bankMessageGapsQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
export const bankMessageGapsResponse = z.object({ data: z.array(bankMessageGap) });
export type BankMessageGapsResponse = z.infer<typeof bankMessageGapsResponse>;

// ---- the forwarder webhooks ----------------------------------------------------------------------

/** What a forwarder webhook answers for a stored (or already stored) message. */
export const bankMessageWebhookResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** The stored message's id; null for an event that is not a message (`system:ping`, `sms:sent`). */
    message_id: z.number().int().nullable(),
    /** True when this message was stored before (a forwarder's retry): nothing changed. */
    duplicate: z.boolean(),
    outcome: bankMessageOutcome.nullable(),
  }),
});
export type BankMessageWebhookResponse = z.infer<typeof bankMessageWebhookResponse>;
