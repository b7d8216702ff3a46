import { z } from 'zod';
import { bahtNumber } from './baht';

/**
 * The bank operations desk (issue 27, decision 52): how each company account is used today. Amounts
 * in baht, as everywhere in the API; the server keeps satang.
 */
export const companyAccountRoles = ['deposits', 'payouts', 'both'] as const;
export const companyAccountStatuses = ['active', 'paused', 'frozen', 'retired'] as const;
/** The statuses staff set on the desk's form; `frozen` has its own action (it moves what the account holds). */
export const settableAccountStatuses = ['active', 'paused', 'retired'] as const;

const isoTime = z.string().meta({ examples: ['2026-11-29T10:00:00.000Z'] });
const optionalCap = bahtNumber({ max: 100_000_000 }).nullable().default(null);

export const bankOperationsAccount = z.object({
  id: z.number().int(),
  bank: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  role: z.enum(companyAccountRoles),
  status: z.enum(companyAccountStatuses),
  /** The last balance the bank told or staff entered; null: unknown. */
  balance: z.number().nullable(),
  balance_at: isoTime.nullable(),
  balance_source: z.enum(['bank_message', 'staff']).nullable(),
  /** The last known balance less the payouts it may not show yet (open, or paid after it was told). */
  available: z.number().nullable(),
  /** Deposits credited into it since Bangkok midnight. */
  today_in: z.number(),
  /** Payouts ordered from it since Bangkok midnight, not failed. */
  today_out: z.number(),
  daily_in_cap: z.number().nullable(),
  daily_out_cap: z.number().nullable(),
});
export type BankOperationsAccount = z.infer<typeof bankOperationsAccount>;

export const bankOperationsResponse = z.object({ data: z.array(bankOperationsAccount) });
export type BankOperationsResponse = z.infer<typeof bankOperationsResponse>;
export const bankOperationsAccountResponse = z.object({ data: bankOperationsAccount });

/** `PUT /api/backoffice/bank-operations/{id}`: role, status and the daily caps (null: none). */
export const bankOperationsRequest = z.strictObject({
  role: z.enum(companyAccountRoles, { error: 'invalid' }),
  status: z.enum(settableAccountStatuses, { error: 'invalid' }),
  daily_in_cap: optionalCap,
  daily_out_cap: optionalCap,
});
export type BankOperationsRequest = z.input<typeof bankOperationsRequest>;

/** `POST /api/backoffice/bank-operations/{id}/balance`: the balance the bank shows now. */
export const accountBalanceRequest = z.strictObject({
  balance: bahtNumber({ allowZero: true, max: 100_000_000_000 }),
});
export type AccountBalanceRequest = z.input<typeof accountBalanceRequest>;

/** `POST /api/backoffice/bank-operations/{id}/freeze`: the account frozen, and what moved off it. */
export const freezeAccountResponse = z.object({
  data: bankOperationsAccount,
  /** Pending bank deposits now to be paid into another account (their members see it at once). */
  moved_deposits: z.number().int(),
  /** Pending bank deposits left on it: no other account receives deposits for their member. */
  deposits_left: z.number().int(),
  /** Payouts not yet accepted by the agent, now paid from another account. */
  moved_payouts: z.number().int(),
  /** Payouts no other account could pay: held for a person to settle by hand. */
  held_payouts: z.number().int(),
});
export type FreezeAccountResponse = z.infer<typeof freezeAccountResponse>;
