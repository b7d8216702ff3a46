import { z } from 'zod';
import { bahtAmount, bahtNumber, maxBaht } from './baht';
import {
  anyPasswordSchema,
  dateTimeSchema,
  optionalText,
  phoneSchema,
  requiredString,
  safeText,
} from './validation';

export { bahtAmount, bahtNumber, bahtToSatang, satangToBahtNumber } from './baht';

/** A positive baht amount from a member form, as a JSON number or a numeric string, to satang. */
export const amountSchema = bahtAmount({ strings: true });

const optionalId = z
  .union([
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ])
  .optional()
  .nullable();

export const prepareDepositRequest = z.object({ amount: amountSchema, promotion_id: optionalId });
export type PrepareDepositRequest = z.infer<typeof prepareDepositRequest>;

export const withdrawRequest = z.object({ phone: phoneSchema, amount: amountSchema });
export type WithdrawRequest = z.infer<typeof withdrawRequest>;

/** The answer to both deposit calls (bank transfer and QR). Amounts are baht. */
export const preparedDeposit = z.object({
  id: z.number().int(),
  type: z.literal('deposit'),
  /** The reference to write in the transfer's note (bank mode). */
  ref: z.string(),
  /** Exactly what to transfer: satang may have been added to keep it unique. */
  amount: z.number(),
  requested_amount: z.number(),
  amount_adjusted: z.boolean(),
  /** Lower-case bank code of the account to transfer to; null in QR mode. */
  to_bank: z.string().nullable(),
  to_account_number: z.string().nullable(),
  to_name: z.string().nullable(),
  created_at: z.string(),
  /** When the pending deposit expires on the server (15 minutes after created_at). */
  expires_at: z.string().nullable(),
  method: z.enum(['bank', 'qr']),
  /** QR mode: the PromptPay QR as a base64 PNG. */
  qr_code: z.string().nullable(),
  qr_code_name: z.string().nullable(),
});
export type PreparedDeposit = z.infer<typeof preparedDeposit>;
export const prepareDepositResponse = z.object({ success: z.literal(true), data: preparedDeposit });
export type PrepareDepositResponse = z.infer<typeof prepareDepositResponse>;

/** `POST /api/requests/deposit/:id/cancel`: the member's own pending deposit. */
export const depositParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** The answer to a withdraw request: the amount is now held until staff pay it out or reject it. */
export const requestedWithdrawal = z.object({
  id: z.number().int(),
  type: z.literal('withdraw'),
  ref: z.string(),
  amount: z.number(),
  created_at: z.string(),
  /** The automatic rules approved it: the payout agent is paying it (decision 51). */
  automatic: z.boolean(),
});
export type RequestedWithdrawal = z.infer<typeof requestedWithdrawal>;
export const withdrawResponse = z.object({ success: z.literal(true), data: requestedWithdrawal });
export type WithdrawResponse = z.infer<typeof withdrawResponse>;

/** One line of POST /api/integrations/bank-statements, from a statement reader or an SMS forwarder. */
export const bankStatementLine = z.object({
  id: z.union([
    safeText(128).min(1, { error: 'required' }),
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).transform(String),
  ]),
  account_number: safeText(32)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{10,12}$/, { error: 'account_number_format' })),
  amount: bahtNumber({ max: maxBaht }),
  occurred_at: dateTimeSchema,
  from_bank: optionalText(32),
  from_account: optionalText(32),
  from_name: optionalText(128),
});
export type BankStatementLine = z.infer<typeof bankStatementLine>;

/**
 * The batch's envelope only: its lines are checked one by one (`bankStatementLine`), so one bad line
 * is refused alone and the good ones beside it are applied (issue 9). A bad envelope is a 422.
 */
export const bankStatementWebhook = z.object({ lines: z.array(z.unknown()).min(1).max(500) });
export type BankStatementWebhook = z.infer<typeof bankStatementWebhook>;

/** The staff login: `otp` is the authenticator's code or a recovery code (absent before the second factor is set up). */
export const staffLoginRequest = z.object({
  username: requiredString(64),
  /** Not trimmed: a staff passphrase may begin or end with a space (issue 30). */
  password: anyPasswordSchema,
  otp: safeText(32).optional(),
});
export const approveWithdrawalRequest = z.object({ bank_ref: requiredString(64) });
/** A rejection's cause is written by staff in a text box: line breaks are fine, NUL is not. */
export const rejectWithdrawalRequest = z.object({
  cause: safeText(255, { multiline: true }).min(1, { error: 'required', abort: true }),
});
export const matchStatementLineRequest = z.union([
  z.object({
    request_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    /** Required as `true` when the transfer's amount differs from the deposit's (issue 9). */
    accept_amount: z.boolean().optional(),
  }),
  z.object({ member_phone: phoneSchema }),
]);

/**
 * `POST /api/requests/deposit/slip` (multipart: file `slip`, optional field `deposit_id`): what
 * became of the slip. `credited`: the amount (baht) is on the wallet, `deposit_id` the deposit it
 * completed; `waiting`: the bank has not confirmed it yet, the server asks again and the wallet
 * updates live when it settles. Refusals are errors with their code.
 */
export const depositSlipResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('credited'), amount: z.number(), deposit_id: z.number().int().nullable() }),
  z.object({ status: z.literal('waiting') }),
]);
export type DepositSlipResult = z.infer<typeof depositSlipResult>;
export const depositSlipResponse = z.object({ success: z.literal(true), data: depositSlipResult });
export type DepositSlipResponse = z.infer<typeof depositSlipResponse>;
