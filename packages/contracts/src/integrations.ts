import { z } from 'zod';

/**
 * The answers of the signed integration webhooks (bank statement readers, payment gateways). Their
 * requests: `bankStatementWebhook` and `bankStatementLine` in `money.ts`; a gateway's own body is
 * read by its adapter.
 */

/**
 * One entry per line, in the batch's order: what was done with it, or why it was refused
 * (`rejected`, with the reasons per field; the other lines are applied all the same).
 */
export const statementLineOutcome = z.object({
  index: z.number().int().min(0),
  /** The line's own id; null for a refused line without a usable one. */
  id: z.string().nullable(),
  /** `refunded`: a replay of a line staff sent back to its sender. */
  status: z.enum(['matched', 'unmatched', 'credited', 'refunded', 'duplicate', 'conflict', 'rejected']),
  request_id: z.number().int().nullable(),
  errors: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .meta({ examples: [{ amount: ['จำนวนเงินไม่ถูกต้อง'] }] }),
});
export const bankStatementWebhookResponse = z.object({
  success: z.literal(true),
  data: z.array(statementLineOutcome),
});
export type BankStatementWebhookResponse = z.infer<typeof bankStatementWebhookResponse>;

/** A gateway's payment notice: the QR deposit it completed, a replay of it, or an unknown ref. */
export const gatewayWebhookResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** `held`: player protection refused the credit; the payment waits in suspense for staff. */
    status: z.enum(['completed', 'held', 'replayed', 'unknown_ref']),
    request_id: z.number().int().nullable(),
  }),
});
export type GatewayWebhookResponse = z.infer<typeof gatewayWebhookResponse>;
