import { successResponse, updatePasswordRequest } from '@chaba/contracts/auth';
import {
  affiliateReportResponse,
  jobRunsResponse,
  matchStatementLineResponse,
  recordIdParams,
  referralSummaryRequest,
  referralSummaryResponse,
  staffTokenResponse,
  statementLinesQuery,
  statementLinesResponse,
  withdrawalQueueQuery,
  withdrawalQueueResponse,
} from '@chaba/contracts/backoffice';
import { commonErrorResponses, domainErrorResponse, unauthenticatedResponse } from '@chaba/contracts/errors';
import {
  approveWithdrawalRequest,
  matchStatementLineRequest,
  rejectWithdrawalRequest,
  satangToBahtNumber,
  staffLoginRequest,
} from '@chaba/contracts/money';
import { affiliateReport } from '@chaba/core/affiliates/affiliate-report';
import { changeStaffPassword } from '@chaba/core/backoffice/change-staff-password';
import { logInStaff } from '@chaba/core/backoffice/log-in-staff';
import { logOutStaff } from '@chaba/core/backoffice/log-out-staff';
import { latestFridayMidnight } from '@chaba/core/bangkok-time';
import { listStatementLines } from '@chaba/core/deposits/list-statement-lines';
import { matchStatementLine } from '@chaba/core/deposits/match-statement-line';
import { listJobRuns } from '@chaba/core/operations/list-job-runs';
import { runReferralSummary } from '@chaba/core/referrals/run-referral-summary';
import { decideWithdrawal } from '@chaba/core/withdrawals/decide-withdrawal';
import { listWithdrawals } from '@chaba/core/withdrawals/list-withdrawals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { bearerToken } from '../http/auth';
import { apiTags, security } from '../http/openapi';
import { authenticatedStaff, staffOnly } from '../http/staff';
import { serverJobs } from '../jobs';
import { presentStatementLine } from '../presenters/deposits';
import { presentWithdrawal } from '../presenters/withdrawals';
import { presentAffiliateReportRow } from '../presenters/referrals';

/** What every staff route but the login may answer besides its own. */
const staffErrors = {
  401: unauthenticatedResponse,
  403: domainErrorResponse.describe('staff_password_change_required: change the one-time password first'),
  ...commonErrorResponses,
} as const;
const notPending = domainErrorResponse.describe('request_not_pending: no pending withdrawal with this id');
const staffSchema = { tags: [apiTags.staff], security: security.staff };

/** The minimal staff API (the back office screens come later). Every action is audited. */
export function backofficeRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock, events } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const staff = staffOnly(context);
  /** The password change and the logout: open to a staff member holding a one-time password. */
  const staffWithOneTimePassword = staffOnly(context, { allowOneTimePassword: true });

  app.post(
    '/api/backoffice/login',
    {
      schema: {
        tags: [apiTags.staff],
        summary: 'Log a staff member in',
        description:
          'A staff member created by `npm run staff -- create` gets `must_change_password: true`: ' +
          'every other staff call answers 403 until `/api/backoffice/password` changed it.',
        body: staffLoginRequest,
        response: { 200: staffTokenResponse, ...commonErrorResponses },
      },
    },
    async (request) => {
      const input = request.body;
      const session = await logInStaff(db, {
        username: input.username,
        password: input.password,
        clientAddress: request.ip,
        now: clock.now(),
        maxFailuresPerAddress: context.authSettings.loginMaxFailuresPerAddress,
      });
      return {
        access_token: session.token,
        token_type: 'Bearer' as const,
        expires_in: session.expiresInSeconds,
        role: session.role,
        must_change_password: session.mustChangePassword,
      };
    },
  );

  /** Also the first step of a staff member holding the staff command's one-time password. */
  app.post(
    '/api/backoffice/password',
    {
      schema: {
        ...staffSchema,
        summary: "Change the staff member's password (also the one-time password)",
        body: updatePasswordRequest,
        response: { 200: successResponse, ...staffErrors },
      },
      preValidation: staffWithOneTimePassword,
    },
    async (request) => {
      const { staffId } = authenticatedStaff(request);
      const input = request.body;
      await changeStaffPassword(db, {
        staffId,
        currentToken: bearerToken(request)!,
        oldPassword: input.old_password,
        newPassword: input.password,
        now: clock.now(),
      });
      return { success: true as const };
    },
  );

  /** Ends the staff session: the token stops working at once (issue 9). */
  app.post(
    '/api/backoffice/logout',
    {
      schema: {
        ...staffSchema,
        summary: 'Log out (the token stops working at once)',
        response: { 200: successResponse, ...staffErrors },
      },
      preValidation: staffWithOneTimePassword,
    },
    async (request) => {
      const { staffId } = authenticatedStaff(request);
      await logOutStaff(db, { staffId, token: bearerToken(request)!, now: clock.now() });
      return { success: true as const };
    },
  );

  app.get(
    '/api/backoffice/withdrawals',
    {
      schema: {
        ...staffSchema,
        summary: 'The withdrawal queue, oldest first',
        querystring: withdrawalQueueQuery,
        response: { 200: withdrawalQueueResponse, ...staffErrors },
      },
      preValidation: staff,
    },
    async (request) => ({ data: (await listWithdrawals(db, request.query)).map(presentWithdrawal) }),
  );

  app.post(
    '/api/backoffice/withdrawals/:id/approve',
    {
      schema: {
        ...staffSchema,
        summary: 'Approve a pending withdrawal with the bank transfer reference',
        params: recordIdParams,
        body: approveWithdrawalRequest,
        response: { 200: successResponse, ...staffErrors, 409: notPending },
      },
      preValidation: staff,
    },
    async (request) => {
      const decided = await decideWithdrawal(db, {
        staffId: authenticatedStaff(request).staffId,
        requestId: request.params.id,
        now: clock.now(),
        decision: { kind: 'approve', bankRef: request.body.bank_ref },
      });
      events.publish({ memberId: decided.memberId, reason: 'withdraw' });
      return { success: true as const };
    },
  );

  app.post(
    '/api/backoffice/withdrawals/:id/reject',
    {
      schema: {
        ...staffSchema,
        summary: 'Reject a pending withdrawal (the amount returns to the wallet)',
        params: recordIdParams,
        body: rejectWithdrawalRequest,
        response: { 200: successResponse, ...staffErrors, 409: notPending },
      },
      preValidation: staff,
    },
    async (request) => {
      const decided = await decideWithdrawal(db, {
        staffId: authenticatedStaff(request).staffId,
        requestId: request.params.id,
        now: clock.now(),
        decision: { kind: 'reject', cause: request.body.cause },
      });
      events.publish({ memberId: decided.memberId, reason: 'withdraw' });
      return { success: true as const };
    },
  );

  app.get(
    '/api/backoffice/bank-statements',
    {
      schema: {
        ...staffSchema,
        summary: 'Received transfers by status, oldest first',
        querystring: statementLinesQuery,
        response: { 200: statementLinesResponse, ...staffErrors },
      },
      preValidation: staff,
    },
    async (request) => ({ data: (await listStatementLines(db, request.query)).map(presentStatementLine) }),
  );

  app.post(
    '/api/backoffice/bank-statements/:id/match',
    {
      schema: {
        ...staffSchema,
        summary: 'Credit an unmatched transfer to a pending deposit or to a member by phone',
        params: recordIdParams,
        body: matchStatementLineRequest,
        response: {
          200: matchStatementLineResponse,
          ...staffErrors,
          409: domainErrorResponse.describe(
            'statement_line_not_unmatched, request_not_pending, or statement_amount_differs (send accept_amount: true)',
          ),
        },
      },
      preValidation: staff,
    },
    async (request) => {
      const input = request.body;
      const matched = await matchStatementLine(db, {
        staffId: authenticatedStaff(request).staffId,
        lineId: request.params.id,
        target: 'request_id' in input ? { requestId: input.request_id } : { memberPhone: input.member_phone },
        acceptOtherAmount: 'request_id' in input && input.accept_amount === true,
        now: clock.now(),
      });
      events.publish({ memberId: matched.memberId, reason: 'deposit' });
      return {
        success: true as const,
        data: {
          request_id: matched.requestId,
          amount: satangToBahtNumber(matched.receivedSatang),
          requested_amount: satangToBahtNumber(matched.expectedSatang),
        },
      };
    },
  );

  app.get(
    '/api/backoffice/affiliates/report',
    {
      schema: {
        ...staffSchema,
        summary: 'Registrations, first deposits and deposit totals per affiliate',
        response: { 200: affiliateReportResponse, ...staffErrors },
      },
      preValidation: staff,
    },
    async () => ({ data: (await affiliateReport(db)).map(presentAffiliateReportRow) }),
  );

  /** The server's jobs and each one's last run (any server process's), for the back office. */
  app.get(
    '/api/backoffice/jobs',
    {
      schema: {
        ...staffSchema,
        summary: "The periodic jobs and each one's last run and result",
        response: { 200: jobRunsResponse, ...staffErrors },
      },
      preValidation: staff,
    },
    async () => ({ data: await jobsWithLastRuns(context) }),
  );

  /** Runs the weekly referral summary now (idempotent per week); the job runs it every Friday 00:00. */
  app.post(
    '/api/backoffice/referrals/summary',
    {
      schema: {
        ...staffSchema,
        summary: "Run a week's referral summary now (idempotent per week)",
        body: referralSummaryRequest,
        response: { 200: referralSummaryResponse, ...staffErrors },
      },
      preValidation: staff,
    },
    async (request) => {
      const { staffId } = authenticatedStaff(request);
      const weekEnd = request.body.week_end ?? latestFridayMidnight(clock.now());
      const result = await runReferralSummary(db, { weekEnd, now: clock.now(), staffId });
      return {
        success: true as const,
        data: {
          week_end: weekEnd,
          ran: result.ran,
          // What the week paid, whether this call or an earlier one (or the Friday job) ran it.
          total: 'totalSatang' in result ? satangToBahtNumber(result.totalSatang) : null,
        },
      };
    },
  );
}

/** The declared jobs beside each one's last run, shaped for the staff API. */
async function jobsWithLastRuns(context: AppContext) {
  const runs = new Map((await listJobRuns(context.db)).map((run) => [run.name, run]));
  return serverJobs.map((job) => {
    const run = runs.get(job.name);
    return {
      name: job.name,
      enabled: job.enabled?.(context) ?? true,
      interval_seconds: job.intervalMs / 1000,
      batch_size: job.batchSize,
      last_started_at: run?.lastStartedAt.toISOString() ?? null,
      last_finished_at: run?.lastFinishedAt?.toISOString() ?? null,
      last_result: run?.lastResult ?? null,
      last_error: run?.lastError ?? null,
      last_rows: run?.lastRows ?? null,
      last_duration_ms: run?.lastDurationMs ?? null,
    };
  });
}
