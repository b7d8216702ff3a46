import { z } from 'zod';

/**
 * Chaba's payout agent protocol (issue 27, decision 51): what an operator's payout agent (a bank
 * robot, a gateway's payout API behind a small adapter) receives and sends. Every call both ways is
 * signed like the bank webhook: `X-Timestamp` (Unix seconds) and `X-Signature: sha256=<hex
 * HMAC-SHA256 of "<timestamp>.<raw body>">` with PAYOUT_AGENT_SECRET (a GET's body is empty).
 */

/**
 * `POST {PAYOUT_AGENT_URL}/transfers`: pay this. `id` is the idempotency key: the same order may
 * come again (a timeout, a restart) with the same id and must not be paid twice. The agent answers
 * 202 (accepted), 409 (it has this id already: the same as the first time) or another 4xx (refused:
 * not paid, the member's money returns). A timeout or a 5xx is unknown: Chaba asks again later.
 */
export const payoutTransferRequest = z.object({
  id: z.string().meta({ examples: ['wd-1042'] }),
  /** Baht, at most two decimals. */
  amount: z.number().meta({ examples: [500] }),
  /** The member's bank, lower-case code (DESIGN.md §6: kbank, scb …). */
  to_bank: z.string(),
  to_account_number: z.string(),
  to_name: z.string(),
  /** The company account to pay from; null when the agent chooses. */
  from_account_number: z.string().nullable(),
  created_at: z.string().meta({ examples: ['2026-11-29T08:00:00.000Z'] }),
});

/** `GET {PAYOUT_AGENT_URL}/transfers/{id}`: what the agent knows of an order (404: it never got it). */
export const payoutTransferStatus = z.object({
  status: z.enum(['accepted', 'pending', 'paid', 'failed']),
  bank_ref: z.string().nullish(),
  reason: z.string().nullish(),
});

/**
 * `POST /api/integrations/payouts/{id}/result`: the agent's report of an order's outcome. Sent again,
 * it is answered 200 with the outcome Chaba recorded first; one that contradicts it (failed after
 * paid, paid after failed, another bank reference) moves no money and raises a staff alert.
 */
export const payoutResultRequest = z.strictObject({
  status: z.enum(['paid', 'failed']),
  bank_ref: z.string().trim().max(128).nullish(),
  reason: z.string().trim().max(500).nullish(),
});
export const payoutResultResponse = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.string(),
    /** The outcome recorded: the first one reported, whatever a later report says. */
    status: z.enum(['paid', 'failed']),
    /** This report came after the outcome was already recorded. */
    replayed: z.boolean(),
  }),
});
export type PayoutResultResponse = z.infer<typeof payoutResultResponse>;
