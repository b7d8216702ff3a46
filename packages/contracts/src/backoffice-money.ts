import { z } from 'zod';
import { listPage, listQuery } from './list-query';
import { manualReasons } from './withdrawal-rules';
import { riskRule } from './backoffice-risk';
import { bahtAmount } from './money';
import { recordId, requiredString, safeText } from './validation';

/**
 * The money desks of the back office (issue 11): deposits (pending deposits, received transfers,
 * matching and refunds), withdrawals (the queue with what a decision needs, four eyes) and manual
 * adjustments. Amounts are baht; times ISO 8601. Lists are newest or oldest first as each says, and
 * paged by `cursor` (the previous page's `next_cursor`) where they can grow without bound.
 */

const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });
const deskLimit = z.coerce.number().int().min(1).max(200).default(50);
export const staffRef = z.object({ staff_id: z.number().int(), username: z.string() });
/**
 * Who is working an open item of a desk (a pending withdrawal or deposit, an unmatched statement
 * line; issue 30) and until when the claim holds; null when nobody is (or the claim lapsed).
 */
export const deskClaim = z.object({ staff: staffRef, claimed_at: isoTime, expires_at: isoTime });
export type DeskClaim = z.infer<typeof deskClaim>;

// ---------------------------------------------------------------------------------------------
// Deposits desk

/** `GET /api/backoffice/deposits/pending`: pending deposits, the one closest to expiry first. */
export const pendingDepositsQuery = z.object({ limit: deskLimit });
export const deskPendingDeposit = z.object({
  id: z.number().int(),
  ref: z.string(),
  member_id: z.number().int(),
  member_phone: z.string(),
  member_name: z.string().nullable(),
  /** What the member transfers (with the satang added to make it unique). */
  amount: z.number(),
  requested_amount: z.number(),
  method: z.enum(['bank', 'qr', 'payout']),
  company_account_number: z.string().nullable(),
  member_bank: z.string().nullable(),
  member_account_number: z.string().nullable(),
  created_at: isoTime,
  expires_at: isoTime.nullable(),
  /** Seconds until the deposit expires, at the server's clock (0 when due). */
  seconds_left: z.number().int(),
});
export const pendingDepositsResponse = z.object({
  data: z.array(deskPendingDeposit),
  total: z.number().int(),
});
export type PendingDepositsResponse = z.infer<typeof pendingDepositsResponse>;

export const deskStatementLineStatus = z.enum(['unmatched', 'matched', 'credited', 'refunded', 'duplicate']);
/** `GET /api/backoffice/bank-statements`: received transfers by status, oldest first. */
export const deskStatementLinesQuery = z.object({
  status: deskStatementLineStatus.default('unmatched'),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
export const deskStatementLine = z.object({
  id: z.number().int(),
  external_id: z.string(),
  account_number: z.string(),
  amount: z.number(),
  requested_amount: z.number().nullable(),
  occurred_at: isoTime,
  from_bank: z.string().nullable(),
  from_account: z.string().nullable(),
  from_name: z.string().nullable(),
  status: deskStatementLineStatus,
  request_id: z.number().int().nullable(),
  unmatched_reason: z.string().nullable(),
  refund_ref: z.string().nullable(),
  resolved_at: isoTime.nullable(),
  created_at: isoTime,
});
export const deskStatementLinesResponse = z.object({
  data: z.array(deskStatementLine),
  total: z.number().int(),
});
export type DeskStatementLinesResponse = z.infer<typeof deskStatementLinesResponse>;

/**
 * `GET /api/backoffice/bank-statements/:id/candidates`: members the line could belong to. Without
 * `q`: members with a pending deposit of the line's amount made within `window_minutes` before the
 * line (`amount_time`), members whose account number ends with the digits the bank shows of the
 * sender's account (`account`) and whose name starts like the sender's (`name`). With `q`: members
 * by phone, name or account number (prefix), as the member search.
 */
export const statementLineCandidatesQuery = z.object({
  q: safeText(64).min(1).optional(),
  window_minutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const statementLineCandidate = z.object({
  member_id: z.number().int(),
  phone: z.string(),
  name: z.string().nullable(),
  bank: z.string().nullable(),
  account_number: z.string().nullable(),
  /** The member's pending deposit, to match the line with by `request_id`. */
  pending_deposit: z
    .object({ request_id: z.number().int(), amount: z.number(), created_at: isoTime })
    .nullable(),
  reasons: z.array(z.enum(['amount_time', 'account', 'name', 'search'])),
});
export const statementLineCandidatesResponse = z.object({ data: z.array(statementLineCandidate) });
export type StatementLineCandidatesResponse = z.infer<typeof statementLineCandidatesResponse>;

/**
 * `POST /api/backoffice/bank-statements/:id/refund`: the transfer was sent back to its sender with
 * this bank reference. Repeating it with the same reference answers the same (idempotent); the line
 * leaves the unmatched queue.
 */
export const refundStatementLineRequest = z.object({
  refund_ref: requiredString(64),
  note: safeText(500, { multiline: true }).optional(),
});
export const refundStatementLineResponse = z.object({
  success: z.literal(true),
  data: z.object({ id: z.number().int(), status: z.literal('refunded'), refund_ref: z.string() }),
});

/** `GET /api/backoffice/bank-statements/:id`: a line, what it was matched with, and by whom. */
export const statementLineDetailResponse = z.object({
  data: z.object({
    line: deskStatementLine,
    /** The deposit the line completed, and its member. */
    request: z
      .object({
        id: z.number().int(),
        ref: z.string(),
        status: z.string(),
        amount: z.number(),
        member_id: z.number().int(),
        member_phone: z.string(),
        member_name: z.string().nullable(),
      })
      .nullable(),
    /** Who resolved it by hand (match or refund) and when; null when it matched automatically or waits. */
    resolved_by: staffRef.extend({ action: z.string(), at: isoTime }).nullable(),
  }),
});
export type StatementLineDetailResponse = z.infer<typeof statementLineDetailResponse>;

// ---------------------------------------------------------------------------------------------
// Withdrawals desk

export const deskWithdrawalStatus = z.enum(['pending', 'awaiting_second_approval', 'completed', 'rejected']);
/**
 * `GET /api/backoffice/withdrawals`: `pending` lists every undecided withdrawal (parked ones too,
 * marked), `awaiting_second_approval` only those a first approver parked. Oldest first.
 */
export const withdrawalDeskQuery = z.object({
  status: deskWithdrawalStatus.default('pending'),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/**
 * A rejection's cause: a code the member reads in their own language (the member site translates
 * it), or `other` with the text as staff wrote it.
 */
export const withdrawalRejectCauses = [
  'withdraw_account_name_mismatch',
  'withdraw_bank_account_invalid',
  'withdraw_turnover_incomplete',
  'withdraw_suspicious_activity',
  'withdraw_duplicate_account',
] as const;
export const withdrawalRejectCause = z.enum(withdrawalRejectCauses);

export const deskWithdrawal = z.object({
  id: z.number().int(),
  ref: z.string(),
  status: z.enum(['pending', 'awaiting_second_approval', 'completed', 'cancelled', 'expired', 'rejected']),
  amount: z.number(),
  member_id: z.number().int(),
  member_phone: z.string(),
  member_name: z.string().nullable(),
  bank: z.string().nullable(),
  account_number: z.string().nullable(),
  bank_ref: z.string().nullable(),
  cause: z.string().nullable(),
  created_at: isoTime,
  completed_at: isoTime.nullable(),
  /** Above the second-approval amount: a second, different staff member must pay it. */
  needs_second_approval: z.boolean(),
  first_approved_by: staffRef.nullable(),
  first_approved_at: isoTime.nullable(),
  /** The member's credit and what their pending withdrawal holds, now. */
  wallet_balance: z.number(),
  hold_balance: z.number(),
  /** The active promotion's turnover, or null without one. */
  turnover: z
    .object({ promotion: z.string(), required: z.number(), done: z.number(), remaining: z.number() })
    .nullable(),
  /** The member's last completed deposits, newest first (at most 5). */
  last_deposits: z.array(
    z.object({ id: z.number().int(), amount: z.number(), completed_at: isoTime.nullable() }),
  ),
  /** The rules of the member's open risk flags (the risk desk has the details), by rule name. */
  risk_flags: z.array(riskRule),
  /** `automatic_payout` when the automatic rules approved it (decision 51); null otherwise. */
  decided_by_rule: z.string().nullable(),
  /** Why the automatic rules sent it to a person (`first_withdrawal` …); null when they did not. */
  manual_reason: z.enum(manualReasons).nullable(),
  /**
   * Who is working this pending withdrawal (issue 30) and until when the claim holds; null when
   * nobody is (or the claim lapsed). Another staff member decides it only after taking it over.
   */
  claim: deskClaim.nullable(),
  /** Its payout order, when the payout agent pays or paid it. */
  payout: z
    .object({
      id: z.string(),
      status: z.enum(['sending', 'accepted', 'paid', 'failed', 'held']),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
      bank_ref: z.string().nullable(),
      reason: z.string().nullable(),
      first_settled_by: z.number().int().nullable(),
      created_at: isoTime,
    })
    .nullable(),
});
export const withdrawalDeskResponse = z.object({
  data: z.array(deskWithdrawal),
  /** The second-approval amount in force, baht; null when every withdrawal needs one approval. */
  second_approval_above: z.number().nullable(),
});
export type WithdrawalDeskResponse = z.infer<typeof withdrawalDeskResponse>;

/** `POST /api/backoffice/withdrawals/:id/reject`: a cause code, or `cause` as free text, or both. */
export const deskRejectWithdrawalRequest = z
  .object({
    cause_code: withdrawalRejectCause.optional(),
    cause: safeText(255, { multiline: true }).min(1, { error: 'required', abort: true }).optional(),
  })
  .refine((body) => body.cause_code !== undefined || body.cause !== undefined, {
    error: 'required',
    path: ['cause'],
  });

/**
 * `POST /api/backoffice/withdrawals/:id/approve`: with `bank_ref`, staff paid it themselves; without,
 * the payout agent pays it (when PAYOUT_AGENT_URL is set).
 */
export const deskApproveWithdrawalRequest = z.object({ bank_ref: requiredString(64).optional() });

/** The most withdrawals one `approve-many` call decides. */
export const approveManyLimit = 50;

/**
 * `POST /api/backoffice/withdrawals/approve-many`: up to 50 pending withdrawals, each approved as one
 * approval is: with its own `bank_refs[id]`, staff paid it themselves; without, the payout agent pays
 * it (or it is parked for a second approver). A reference for an id not in `ids` is `invalid`.
 */
export const approveManyWithdrawalsRequest = z
  .object({
    ids: z
      .array(recordId)
      .min(1, { error: 'required' })
      .max(approveManyLimit, { error: 'too_long' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'invalid' }),
    bank_refs: z
      .record(z.string().regex(/^[1-9]\d{0,14}$/, { error: 'invalid' }), requiredString(64))
      .optional()
      .meta({
        description: "Each id's own bank reference (the id as the key), where staff paid it themselves.",
      }),
  })
  .superRefine((body, context) => {
    const ids = new Set(body.ids.map(String));
    if (Object.keys(body.bank_refs ?? {}).some((id) => !ids.has(id)))
      context.addIssue({ code: 'custom', message: 'invalid', path: ['bank_refs'] });
  });
export type ApproveManyWithdrawalsRequest = z.infer<typeof approveManyWithdrawalsRequest>;

/** Which were approved (and what became of each) and which were refused, with the code and the reason. */
export const approveManyWithdrawalsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    approved: z.array(
      z.object({
        id: z.number().int(),
        status: z.enum(['completed', 'awaiting_second_approval', 'paying']),
      }),
    ),
    refused: z.array(z.object({ id: z.number().int(), code: z.string(), message: z.string() })),
  }),
});
export type ApproveManyWithdrawalsResponse = z.infer<typeof approveManyWithdrawalsResponse>;

/** `POST /api/backoffice/withdrawals/:id/claim`: `take_over` takes a live claim from another staff member. */
export const claimWithdrawalRequest = z.object({ take_over: z.boolean().optional() });
export const claimWithdrawalResponse = z.object({
  success: z.literal(true),
  data: z.object({ claimed_at: isoTime, expires_at: isoTime }),
});

/** An approval paid the withdrawal (`completed`), handed it to the payout agent (`paying`) or parked it. */
export const approveWithdrawalResponse = z.object({
  success: z.literal(true),
  data: z.object({ status: z.enum(['completed', 'awaiting_second_approval', 'paying']) }),
});

/**
 * `POST /api/backoffice/withdrawals/:id/settle-payout`: staff settle a stuck payout by hand: `paid`
 * with the bank's reference, or `failed` (the money never left: the hold returns).
 */
export const settlePayoutRequest = z.discriminatedUnion('status', [
  z.object({ status: z.literal('paid'), bank_ref: requiredString(64) }),
  z.object({ status: z.literal('failed'), reason: requiredString(255) }),
]);
export const settlePayoutResponse = z.object({
  success: z.literal(true),
  data: z.object({ status: z.enum(['paid', 'failed', 'awaiting_second_approval']) }),
});
export type ApproveWithdrawalResponse = z.infer<typeof approveWithdrawalResponse>;

// ---------------------------------------------------------------------------------------------
// Manual adjustments

export const adjustmentReasons = [
  'deposit_correction',
  'withdrawal_correction',
  'game_dispute',
  'bonus_correction',
  'goodwill',
  'other',
] as const;
export const adjustmentReason = z.enum(adjustmentReasons);

/**
 * `POST /api/backoffice/adjustments`: a credit or debit of a member's wallet. `idempotency_key` is
 * chosen by the console once per form (a UUID): a repeat with the same key and inputs answers the
 * first adjustment; the same key with other inputs is refused (409 `idempotency_conflict`).
 */
export const createAdjustmentRequest = z.object({
  member_id: recordId,
  direction: z.enum(['credit', 'debit']),
  amount: bahtAmount(),
  reason: adjustmentReason,
  note: requiredString(500),
  idempotency_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalid' })
    .meta({ examples: ['3f0c9b7e-2a41-4c55-9d0e-5b1f5a8c7e21'] }),
});
export type CreateAdjustmentRequest = z.input<typeof createAdjustmentRequest>;

export const adjustmentStatus = z.enum(['awaiting_approval', 'posted', 'rejected']);
export const deskAdjustment = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_phone: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.number(),
  /** `staff_bonus` for a staff bonus (kind `bonus`, decision 59): its reason is in `note`. */
  reason: z.union([adjustmentReason, z.literal('staff_bonus')]),
  note: z.string(),
  status: adjustmentStatus,
  /** `bonus`: a staff bonus paid through bonus_grant with `turnover_multiplier` (×5 = 5). */
  kind: z.enum(['adjustment', 'bonus']),
  turnover_multiplier: z.number().nullable(),
  created_by: staffRef,
  decided_by: staffRef.nullable(),
  decided_at: isoTime.nullable(),
  reject_cause: z.string().nullable(),
  /** The adjustment this one reverses, and the one that reversed this one. */
  reverses_id: z.number().int().nullable(),
  reversed_by_id: z.number().int().nullable(),
  created_at: isoTime,
});
export const adjustmentResponse = z.object({ success: z.literal(true), data: deskAdjustment });
export type AdjustmentResponse = z.infer<typeof adjustmentResponse>;

/** `GET /api/backoffice/adjustments`: newest first; by status and member. */
export const adjustmentsQuery = z.object({
  status: adjustmentStatus.optional(),
  member_id: recordId.optional(),
  cursor: recordId.optional(),
  limit: deskLimit,
});
export const adjustmentsResponse = z.object({
  data: z.array(deskAdjustment),
  next_cursor: z.number().int().nullable(),
  /** The second-approval amount in force, baht; null when no adjustment needs one. */
  second_approval_above: z.number().nullable(),
});
export type AdjustmentsResponse = z.infer<typeof adjustmentsResponse>;

export const rejectAdjustmentRequest = z.object({ cause: requiredString(255) });
/** `POST /api/backoffice/adjustments/:id/reverse`: why; the reversal posts at once, once only. */
export const reverseAdjustmentRequest = z.object({ note: requiredString(500) });

/** The withdrawals list's sortable columns (issue 30). */
export const withdrawalListSortColumns = ['id', 'created_at', 'completed_at', 'amount', 'status'] as const;
/**
 * `GET /api/backoffice/lists/withdrawals`: every withdrawal, any status (decision 64). `from`/`to`
 * the day it was asked, `min`/`max` its amount, `status`, `bank` the member's bank it goes to,
 * `staff` the staff member who approved it first (a two-step approval), `q` any part of the account
 * number it goes to or of the member's phone (`1234`, `x1234`, `123-4`), else its reference.
 */
export const withdrawalListQuery = listQuery({
  sortColumns: withdrawalListSortColumns,
  defaultSort: 'id',
  statuses: ['pending', 'completed', 'cancelled', 'expired', 'rejected'],
});
export const withdrawalListRow = deskWithdrawal
  .pick({
    id: true,
    ref: true,
    amount: true,
    member_id: true,
    member_phone: true,
    member_name: true,
    bank: true,
    account_number: true,
    bank_ref: true,
    created_at: true,
    completed_at: true,
  })
  .extend({ status: z.string(), first_approved_by_staff_id: z.number().int().nullable() });
export const withdrawalListResponse = listPage(withdrawalListRow, z.object({ amount: z.number() }));
export type WithdrawalListResponse = z.infer<typeof withdrawalListResponse>;
