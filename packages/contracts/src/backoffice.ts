import { z } from 'zod';
import { tokenResponse } from './auth';
import { dateSchema, recordId } from './validation';

/**
 * The staff API's inputs and answers (the back office). Its request bodies (login, withdrawal
 * decisions, statement matching) are in `money.ts` beside the money they act on. Amounts are baht.
 */

export const recordIdParams = z.object({ id: recordId });

/** The staff login: the member login's token answer, plus the role and the one-time password flag. */
export const staffTokenResponse = tokenResponse.extend({
  role: z.string().meta({ description: 'owner, admin or cashier', examples: ['owner'] }),
  /** A console shows the password change first rather than discovering it from a 403. */
  must_change_password: z.boolean(),
});
export type StaffTokenResponse = z.infer<typeof staffTokenResponse>;

const listLimit = z.coerce.number().int().min(1).max(500).optional();
const moneyRequestStatus = z.enum(['pending', 'completed', 'cancelled', 'expired', 'rejected']);
const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });

export const withdrawalQueueQuery = z.object({
  status: z.enum(['pending', 'completed', 'rejected']).default('pending'),
  limit: listLimit,
});

/** A withdrawal in the operators' queue, oldest first. */
export const staffWithdrawal = z.object({
  id: z.number().int(),
  ref: z.string(),
  status: moneyRequestStatus,
  amount: z.number(),
  member_phone: z.string(),
  member_name: z
    .string()
    .nullable()
    .meta({ examples: ['สมชาย ใจดี'] }),
  bank: z
    .string()
    .nullable()
    .meta({ examples: ['SCB'] }),
  account_number: z.string().nullable(),
  bank_ref: z.string().nullable(),
  /** A rejection's cause, as staff wrote it. */
  cause: z
    .string()
    .nullable()
    .meta({ examples: ['ชื่อบัญชีไม่ตรงกับชื่อสมาชิก'] }),
  created_at: isoTime,
  completed_at: isoTime.nullable(),
});
export const withdrawalQueueResponse = z.object({ data: z.array(staffWithdrawal) });
export type WithdrawalQueueResponse = z.infer<typeof withdrawalQueueResponse>;

const statementLineStatus = z.enum(['unmatched', 'matched', 'credited']);
export const statementLinesQuery = z.object({
  status: statementLineStatus.default('unmatched'),
  limit: listLimit,
});

/**
 * A received transfer. `amount` is what was received; a line that completed a request shows what
 * the request asked for (`requested_amount`), which differs when an operator accepted another amount.
 */
export const staffStatementLine = z.object({
  id: z.number().int(),
  external_id: z.string(),
  account_number: z.string(),
  amount: z.number(),
  requested_amount: z.number().nullable(),
  occurred_at: isoTime,
  from_bank: z.string().nullable(),
  from_account: z.string().nullable(),
  from_name: z
    .string()
    .nullable()
    .meta({ examples: ['นาย สมชาย ใจดี'] }),
  status: statementLineStatus,
  request_id: z.number().int().nullable(),
  unmatched_reason: z
    .string()
    .nullable()
    .meta({ examples: ['no_pending_deposit'] }),
  created_at: isoTime,
});
export const statementLinesResponse = z.object({ data: z.array(staffStatementLine) });
export type StatementLinesResponse = z.infer<typeof statementLinesResponse>;

/** An unmatched line credited by an operator: the request it completed, received and asked amounts. */
export const matchStatementLineResponse = z.object({
  success: z.literal(true),
  data: z.object({ request_id: z.number().int(), amount: z.number(), requested_amount: z.number() }),
});
export type MatchStatementLineResponse = z.infer<typeof matchStatementLineResponse>;

/** Per affiliate: registrations, members with a first deposit, and their deposit total. */
export const affiliateReportResponse = z.object({
  data: z.array(
    z.object({
      affiliate_key: z.string(),
      name: z.string(),
      registrations: z.number().int(),
      first_deposits: z.number().int(),
      deposit_total: z.number(),
    }),
  ),
});
export type AffiliateReportResponse = z.infer<typeof affiliateReportResponse>;

/** The week to summarise (its Friday, Bangkok time); the latest Friday when absent. */
export const referralSummaryRequest = z.object({ week_end: dateSchema.optional() });

/** Whether this call ran the week, and what the week paid (whoever ran it), null when it never ran. */
export const referralSummaryResponse = z.object({
  success: z.literal(true),
  data: z.object({
    week_end: z.string().meta({ examples: ['2026-11-20'] }),
    ran: z.boolean(),
    total: z.number().nullable(),
  }),
});
export type ReferralSummaryResponse = z.infer<typeof referralSummaryResponse>;

/**
 * The server's periodic jobs as declared (interval, rows a run takes at most) and each one's last
 * run, as the job runners recorded it: all null for a job that never ran. A run under way shows a
 * `last_started_at` later than `last_finished_at`. `last_rows` is what an ok run handled.
 */
export const jobRunsResponse = z.object({
  data: z.array(
    z.object({
      name: z.string().meta({ examples: ['expire-deposits'] }),
      /** False when the server's settings leave the job off (e.g. postbacks without POSTBACK_URL). */
      enabled: z.boolean(),
      interval_seconds: z.number(),
      batch_size: z.number().int(),
      last_started_at: isoTime.nullable(),
      last_finished_at: isoTime.nullable(),
      last_result: z.enum(['ok', 'error']).nullable(),
      last_error: z
        .string()
        .nullable()
        .meta({ examples: ['Error: connection terminated'] }),
      last_rows: z.number().int().nullable(),
      last_duration_ms: z.number().int().nullable(),
    }),
  ),
});
export type JobRunsResponse = z.infer<typeof jobRunsResponse>;
