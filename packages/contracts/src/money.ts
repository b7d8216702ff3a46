import { z } from 'zod';
import { phoneSchema, requiredString } from './validation';

/**
 * The API speaks baht as numbers with at most two decimals (DESIGN.md §3); inside, money is integer
 * satang. This is the one place where baht from outside become satang.
 */
export function bahtToSatang(baht: number): bigint {
  const satang = Math.round(baht * 100);
  if (!Number.isFinite(baht) || Math.abs(baht * 100 - satang) > 1e-6)
    throw new RangeError(`not a baht amount: ${baht}`);
  return BigInt(satang);
}

export function satangToBahtNumber(satang: bigint): number {
  return Number(satang) / 100;
}

const maxBaht = 100_000_000;

/** A positive baht amount, as a JSON number or a numeric string ("500", "500.25"), to satang. */
export const amountSchema = z
  .union([z.number(), z.string().trim()], {
    error: (issue) => (issue.input == null ? 'required' : 'amount_format'),
  })
  .transform((value, context) => {
    if (value === '') {
      context.addIssue({ code: 'custom', message: 'required' });
      return z.NEVER;
    }
    const baht =
      typeof value === 'number' ? value : /^\d+(\.\d{1,2})?$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isFinite(baht) || Math.abs(Math.round(baht * 100) - baht * 100) > 1e-6) {
      context.addIssue({ code: 'custom', message: 'amount_format' });
      return z.NEVER;
    }
    if (baht <= 0) {
      context.addIssue({ code: 'custom', message: 'amount_positive' });
      return z.NEVER;
    }
    if (baht > maxBaht) {
      context.addIssue({ code: 'custom', message: 'amount_format' });
      return z.NEVER;
    }
    return bahtToSatang(baht);
  });

const optionalId = z
  .union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)])
  .optional()
  .nullable();

export const prepareDepositRequest = z.object({ amount: amountSchema, promotion_id: optionalId });
export type PrepareDepositRequest = z.infer<typeof prepareDepositRequest>;

export const withdrawRequest = z.object({ phone: phoneSchema, amount: amountSchema });
export type WithdrawRequest = z.infer<typeof withdrawRequest>;

/** POST /api/integrations/bank-statements: lines from a statement reader or an SMS forwarder. */
export const bankStatementLine = z.object({
  id: z.union([z.string().trim().min(1).max(128), z.number().int().transform(String)]),
  account_number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{10,12}$/)),
  amount: z.number().positive().max(maxBaht),
  occurred_at: z.iso.datetime({ offset: true }),
  from_bank: z.string().trim().max(32).optional().nullable(),
  from_account: z.string().trim().max(32).optional().nullable(),
  from_name: z.string().trim().max(128).optional().nullable(),
});
export const bankStatementWebhook = z.object({ lines: z.array(bankStatementLine).min(1).max(500) });
export type BankStatementWebhook = z.infer<typeof bankStatementWebhook>;

export const staffLoginRequest = z.object({ username: requiredString(64), password: requiredString(255) });
export const approveWithdrawalRequest = z.object({ bank_ref: requiredString(64) });
export const rejectWithdrawalRequest = z.object({ cause: requiredString(255) });
export const matchStatementLineRequest = z.union([
  z.object({
    request_id: z.number().int().positive(),
    /** Required as `true` when the transfer's amount differs from the deposit's (issue 9). */
    accept_amount: z.boolean().optional(),
  }),
  z.object({ member_phone: phoneSchema }),
]);
