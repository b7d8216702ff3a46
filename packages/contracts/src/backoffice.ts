import { z } from 'zod';
import { tokenResponse } from './auth';
import { staffPermission, staffRole } from './staff-permissions';
import { dateSchema, recordId } from './validation';

/**
 * The staff API's inputs and answers (the back office); the money desks' and the members desk's are in
 * `backoffice-money.ts` and `backoffice-members.ts`. Its request bodies (login, withdrawal
 * decisions, statement matching) are in `money.ts` beside the money they act on. Amounts are baht.
 */

export const recordIdParams = z.object({ id: recordId });

/**
 * The staff login: the member login's token answer, the role, and what the session must do first:
 * change the one-time password, then set up the second factor (until both are done every other
 * staff call answers 403).
 */
export const staffTokenResponse = tokenResponse.extend({
  role: staffRole,
  /** What the role may do (as `GET /api/backoffice/me` answers it): the console's first desks. */
  permissions: z.array(staffPermission),
  /** A console shows the password change first rather than discovering it from a 403. */
  must_change_password: z.boolean(),
  /** No confirmed second factor: only `/api/backoffice/second-factor/*` (and the logout) work. */
  must_set_up_second_factor: z.boolean(),
});
export type StaffTokenResponse = z.infer<typeof staffTokenResponse>;

const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });

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
