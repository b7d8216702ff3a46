import { z } from 'zod';
import { dateSchema, requiredString } from './validation';

/**
 * The deposit desk's transfer slips (issue 26): what members attached, what the QR and the
 * verifier said, and the staff's decision on a held slip. Amounts are baht; times ISO 8601.
 */

const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });

/** held: waits for staff; waiting: for the verifier; credited: credited or attached to a transfer credited once; refused. */
export const slipDeskStatus = z.enum(['held', 'waiting', 'credited', 'refused']);

/** `GET /api/backoffice/deposit-slips`: slips of one group, attached on one Bangkok day when `date` is given. */
export const depositSlipsQuery = z.object({
  status: slipDeskStatus.default('held'),
  date: dateSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const slipParty = z.object({
  bank: z.string().nullable(),
  /** As the bank masks it (`xxx-x-x5366-x`). */
  account: z.string().nullable(),
  name: z.string().nullable(),
});

export const deskDepositSlip = z.object({
  id: z.number().int(),
  status: z.enum(['verifying', 'credited', 'attached', 'held', 'refused']),
  /** Why it was refused, or, for a held one, why it was held. */
  reason: z.string().nullable(),
  member: z.object({ id: z.number().int(), phone: z.string(), name: z.string().nullable() }),
  /** What the slip's mini-QR says: the sending bank's code and the transaction reference. */
  qr: z.object({ sending_bank: z.string(), trans_ref: z.string() }),
  /** What the verifier answered last (null before it answered). */
  verifier: z
    .object({
      status: z.enum(['verified', 'pending', 'refused']),
      /** pending or refused: why. */
      reason: z.string().nullable(),
      amount: z.number().nullable(),
      occurred_at: isoTime.nullable(),
      receiver: slipParty.nullable(),
      sender: slipParty.nullable(),
    })
    .nullable(),
  /** The deposit the slip named or completed. */
  deposit: z
    .object({ id: z.number().int(), ref: z.string(), status: z.string(), amount: z.number() })
    .nullable(),
  /** The statement line that holds the transfer's money (the slip's own, or the one it is a duplicate of). */
  statement_line: z
    .object({ id: z.number().int(), status: z.string(), unmatched_reason: z.string().nullable() })
    .nullable(),
  /** Whether staff may credit it now: held, verified, and its money still waits on suspense. */
  can_credit: z.boolean(),
  /** False once the image was deleted after the retention period, and for a slip scanned by camera (its QR sent as text). */
  has_image: z.boolean(),
  decision: z.object({ by: z.string().nullable(), at: isoTime, reason: z.string().nullable() }).nullable(),
  created_at: isoTime,
});
export type DeskDepositSlip = z.infer<typeof deskDepositSlip>;

export const depositSlipsResponse = z.object({
  data: z.array(deskDepositSlip),
  total: z.number().int(),
});
export type DepositSlipsResponse = z.infer<typeof depositSlipsResponse>;

/** `POST /api/backoffice/deposit-slips/:id/refuse`: the reason, kept and audited. */
export const refuseDepositSlipRequest = z.object({ reason: requiredString(500) });

/** The answer to a credit or a refusal; `replayed`: an earlier call had already done it. */
export const decideDepositSlipResponse = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.number().int(),
    status: z.enum(['credited', 'refused']),
    /** Credited: the amount received, and the deposit completed or made for it. */
    amount: z.number().nullable(),
    deposit_id: z.number().int().nullable(),
    replayed: z.boolean(),
  }),
});
