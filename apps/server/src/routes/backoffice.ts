import {
  approveWithdrawalRequest,
  matchStatementLineRequest,
  rejectWithdrawalRequest,
  staffLoginRequest,
} from '@chaba/contracts/money';
import { logInStaff } from '@chaba/core/backoffice/log-in-staff';
import { logOutStaff } from '@chaba/core/backoffice/log-out-staff';
import { changeStaffPassword } from '@chaba/core/backoffice/change-staff-password';
import { updatePasswordRequest } from '@chaba/contracts/auth';
import { bearerToken } from '../http/auth';
import { recordAudit } from '@chaba/core/backoffice/record-audit';
import { listStatementLines } from '@chaba/core/deposits/list-statement-lines';
import { matchStatementLine } from '@chaba/core/deposits/match-statement-line';
import { decideWithdrawal } from '@chaba/core/withdrawals/decide-withdrawal';
import { affiliateReport } from '@chaba/core/affiliates/affiliate-report';
import { latestFridayMidnight } from '@chaba/core/bangkok-time';
import { runReferralSummary } from '@chaba/core/referrals/run-referral-summary';
import { listWithdrawals } from '@chaba/core/withdrawals/list-withdrawals';
import { satangToBahtNumber } from '@chaba/contracts/money';
import type { FastifyInstance } from 'fastify';
import { dateSchema, recordId } from '@chaba/contracts/validation';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { requireStaff } from '../http/staff';

const idParams = z.object({ id: recordId });
const summaryRequest = z.object({ week_end: dateSchema.optional() });
const withdrawalQuery = z.object({
  status: z.enum(['pending', 'completed', 'rejected']).default('pending'),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
const statementQuery = z.object({
  status: z.enum(['unmatched', 'matched', 'credited']).default('unmatched'),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** The minimal staff API (the back office screens come later). Every action is audited. */
export function backofficeRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, clock, events } = context;

  app.post('/api/backoffice/login', async (request) => {
    const input = staffLoginRequest.parse(request.body ?? {});
    const session = await logInStaff(db, {
      username: input.username,
      password: input.password,
      clientAddress: request.ip,
      now: clock.now(),
      maxFailuresPerAddress: context.authSettings.loginMaxFailuresPerAddress,
    });
    await recordAudit(db, { staffId: session.staffId, action: 'staff.login', now: clock.now() });
    return {
      access_token: session.token,
      token_type: 'Bearer',
      expires_in: session.expiresInSeconds,
      role: session.role,
      // A console shows the password change first rather than discovering it from a 403.
      must_change_password: session.mustChangePassword,
    };
  });

  /** Also the first step of a staff member holding the staff command's one-time password. */
  app.post('/api/backoffice/password', async (request) => {
    const staff = await requireStaff(context, request, { allowOneTimePassword: true });
    const input = updatePasswordRequest.parse(request.body ?? {});
    await changeStaffPassword(db, {
      staffId: staff.staffId,
      currentToken: bearerToken(request)!,
      oldPassword: input.old_password,
      newPassword: input.password,
      now: clock.now(),
    });
    await recordAudit(db, { staffId: staff.staffId, action: 'staff.password_change', now: clock.now() });
    return { success: true };
  });

  /** Ends the staff session: the token stops working at once (issue 9). */
  app.post('/api/backoffice/logout', async (request) => {
    const staff = await requireStaff(context, request, { allowOneTimePassword: true });
    await logOutStaff(db, { token: bearerToken(request)!, now: clock.now() });
    await recordAudit(db, { staffId: staff.staffId, action: 'staff.logout', now: clock.now() });
    return { success: true };
  });

  app.get('/api/backoffice/withdrawals', async (request) => {
    await requireStaff(context, request);
    const query = withdrawalQuery.parse(request.query ?? {});
    return { data: await listWithdrawals(db, query) };
  });

  app.post('/api/backoffice/withdrawals/:id/approve', async (request) => {
    const staff = await requireStaff(context, request);
    const { id } = idParams.parse(request.params);
    const input = approveWithdrawalRequest.parse(request.body ?? {});
    const decided = await decideWithdrawal(db, {
      staffId: staff.staffId,
      requestId: id,
      now: clock.now(),
      decision: { kind: 'approve', bankRef: input.bank_ref },
    });
    events.publish({ memberId: decided.memberId, reason: 'withdraw' });
    return { success: true };
  });

  app.post('/api/backoffice/withdrawals/:id/reject', async (request) => {
    const staff = await requireStaff(context, request);
    const { id } = idParams.parse(request.params);
    const input = rejectWithdrawalRequest.parse(request.body ?? {});
    const decided = await decideWithdrawal(db, {
      staffId: staff.staffId,
      requestId: id,
      now: clock.now(),
      decision: { kind: 'reject', cause: input.cause },
    });
    events.publish({ memberId: decided.memberId, reason: 'withdraw' });
    return { success: true };
  });

  app.get('/api/backoffice/bank-statements', async (request) => {
    await requireStaff(context, request);
    const query = statementQuery.parse(request.query ?? {});
    return { data: await listStatementLines(db, query) };
  });

  app.post('/api/backoffice/bank-statements/:id/match', async (request) => {
    const staff = await requireStaff(context, request);
    const { id } = idParams.parse(request.params);
    const input = matchStatementLineRequest.parse(request.body ?? {});
    const matched = await matchStatementLine(db, {
      staffId: staff.staffId,
      lineId: id,
      target: 'request_id' in input ? { requestId: input.request_id } : { memberPhone: input.member_phone },
      acceptOtherAmount: 'request_id' in input && input.accept_amount === true,
      now: clock.now(),
    });
    events.publish({ memberId: matched.memberId, reason: 'deposit' });
    return {
      success: true,
      data: {
        request_id: matched.requestId,
        amount: satangToBahtNumber(matched.receivedSatang),
        requested_amount: satangToBahtNumber(matched.expectedSatang),
      },
    };
  });

  app.get('/api/backoffice/affiliates/report', async (request) => {
    await requireStaff(context, request);
    return { data: await affiliateReport(db) };
  });

  /** Runs the weekly referral summary now (idempotent per week); the job runs it every Friday 00:00. */
  app.post('/api/backoffice/referrals/summary', async (request) => {
    const staff = await requireStaff(context, request);
    const input = summaryRequest.parse(request.body ?? {});
    const weekEnd = input.week_end ?? latestFridayMidnight(clock.now());
    const result = await runReferralSummary(db, { weekEnd, now: clock.now() });
    await recordAudit(db, {
      staffId: staff.staffId,
      action: 'referral.summary',
      targetId: weekEnd,
      details: { ran: result.ran },
      now: clock.now(),
    });
    return {
      success: true,
      data: {
        week_end: weekEnd,
        ran: result.ran,
        // What the week paid, whether this call or an earlier one (or the Friday job) ran it.
        total: 'totalSatang' in result ? satangToBahtNumber(result.totalSatang) : null,
      },
    };
  });
}
