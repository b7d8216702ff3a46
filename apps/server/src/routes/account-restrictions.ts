import { commonErrorResponses, domainErrorResponse, unauthenticatedResponse } from '@chaba/contracts/errors';
import {
  closeAccountRequest,
  closeAccountResponse,
  restrictedRequest,
  restrictedReturnResponse,
  restrictedStatusResponse,
  restrictedWithdrawRequest,
  restrictionResponse,
  selfExclusionRequest,
  timeOutRequest,
} from '@chaba/contracts/responsible-gambling';
import { withdrawResponse } from '@chaba/contracts/money';
import { closeAccount } from '@chaba/core/restricted-accounts/close-account';
import { restrictAccount } from '@chaba/core/restricted-accounts/restrict-account';
import {
  askToReturn,
  readRestrictedAccount,
  restrictedWithdraw,
} from '@chaba/core/restricted-accounts/restricted-account';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { authenticatedMember, clearSessionCookie, memberOnly, sessionsEnded } from '../http/auth';
import { requestLanguage } from '../http/language';
import { refusedDuringMaintenance } from '../http/maintenance-guard';
import { apiTags, security } from '../http/openapi';
import { presentRestrictedStatus } from '../presenters/account-restrictions';
import { presentWithdrawRequest } from '../presenters/withdrawals';

const base = '/api/customers/responsible-gambling';
const refusals = { ...commonErrorResponses, 403: domainErrorResponse, 409: domainErrorResponse };

/**
 * Time-out, self-exclusion and closure (the member's session), and the restricted account (no
 * session: phone and password in every body, limited like the login) (issue 13, decision 23).
 */
export function accountRestrictionRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    `${base}/time-out`,
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Take a time-out: 24h, 7d, 1m (a calendar month, Bangkok), 6w; logs out everywhere',
        description:
          'Applies at once and cannot be shortened (`restriction_cannot_shorten`); a longer one extends it.',
        security: security.member,
        body: timeOutRequest,
        response: { 200: restrictionResponse, 401: unauthenticatedResponse, ...refusals },
      },
      preValidation: memberOnly(context),
    },
    async (request, reply) => {
      const { memberId } = authenticatedMember(request);
      const { until } = await restrictAccount(db, {
        memberId,
        kind: 'time_out',
        period: request.body.period,
        now: clock.now(),
      });
      await sessionsEnded(context, request, { memberId });
      clearSessionCookie(context, reply);
      return { success: true as const, data: { until: until.toISOString() } };
    },
  );

  app.post(
    `${base}/self-exclusion`,
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Self-exclude for 6m, 1y or 5y; logs out everywhere, ends every game session',
        description:
          'Cannot be shortened nor lifted by staff. When it ends the account stays closed until the member ' +
          'asks to return (`restricted/return`) and 24 more hours pass.',
        security: security.member,
        body: selfExclusionRequest,
        response: { 200: restrictionResponse, 401: unauthenticatedResponse, ...refusals },
      },
      preValidation: memberOnly(context),
    },
    async (request, reply) => {
      const { memberId } = authenticatedMember(request);
      const { until } = await restrictAccount(db, {
        memberId,
        kind: 'self_exclusion',
        period: request.body.period,
        now: clock.now(),
      });
      await sessionsEnded(context, request, { memberId });
      clearSessionCookie(context, reply);
      return { success: true as const, data: { until: until.toISOString() } };
    },
  );

  closeAccountRoute(scope, context);
  restrictedAccountRoutes(scope, context);
}

/** The restricted account: no session, the phone and password in every body. */
function restrictedAccountRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const credentials = (
    request: FastifyRequest,
    body: { phone: string; password: string; otp?: string | null },
  ) => ({
    phone: body.phone,
    password: body.password,
    otp: body.otp ?? null,
    clientAddress: request.ip,
    language: requestLanguage(request),
    now: clock.now(),
    settings: context.authSettings,
    sms: context.sms,
  });
  const restrictedNote =
    'No session: the phone and password each time, limited like the login. Only for an account in a ' +
    'time-out, a self-exclusion (or waiting to return) or closed; others get `not_restricted` (log in).';

  app.post(
    `${base}/restricted/status`,
    {
      schema: {
        tags: [apiTags.member],
        summary: "A restricted account's state, balance, pending withdrawal and registered bank account",
        description: restrictedNote,
        body: restrictedRequest,
        response: { 200: restrictedStatusResponse, ...refusals },
      },
    },
    async (request) => {
      const account = await readRestrictedAccount(db, credentials(request, request.body));
      return { success: true as const, data: presentRestrictedStatus(account) };
    },
  );

  app.post(
    `${base}/restricted/withdraw`,
    {
      schema: {
        tags: [apiTags.member],
        summary: 'A restricted account asks to withdraw to its registered bank account',
        description:
          `${restrictedNote} The normal withdrawal rules apply (one pending request, minimum, maximum), ` +
          'except the turnover rule: an active promotion whose turnover is not met is given up first. A ' +
          'closed account may withdraw its whole balance below the minimum.',
        body: restrictedWithdrawRequest,
        response: { 200: withdrawResponse, ...refusals },
      },
      ...refusedDuringMaintenance,
    },
    async (request) => {
      const created = await restrictedWithdraw(db, {
        ...credentials(request, request.body),
        amountSatang: request.body.amount,
      });
      return { success: true as const, data: presentWithdrawRequest(created, false) };
    },
  );

  app.post(
    `${base}/restricted/return`,
    {
      schema: {
        tags: [apiTags.member],
        summary: 'After a self-exclusion ended: ask to return; login works 24 hours later',
        description: restrictedNote,
        body: restrictedRequest,
        response: { 200: restrictedReturnResponse, ...refusals },
      },
    },
    async (request) => {
      const { returnsAt } = await askToReturn(db, credentials(request, request.body));
      return { success: true as const, data: { returns_at: returnsAt.toISOString() } };
    },
  );
}

/** Closing the account, with the password (the balance paid out first). */
function closeAccountRoute(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    `${base}/close-account`,
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Close the account (the balance is paid out first); logs out everywhere',
        description:
          'Refused with `close_account_balance` while a balance of at least the minimum withdrawal remains: ' +
          'withdraw it first. A smaller balance becomes one withdrawal request on closing.',
        security: security.member,
        body: closeAccountRequest,
        response: { 200: closeAccountResponse, 401: unauthenticatedResponse, ...refusals },
      },
      preValidation: memberOnly(context),
    },
    async (request, reply) => {
      const { memberId } = authenticatedMember(request);
      const closed = await closeAccount(db, {
        memberId,
        password: request.body.password,
        clientAddress: request.ip,
        now: clock.now(),
        settings: context.authSettings,
      });
      await sessionsEnded(context, request, { memberId });
      clearSessionCookie(context, reply);
      return {
        success: true as const,
        data: { closed_at: closed.closedAt.toISOString(), withdrawal_id: closed.withdrawalRequestId },
      };
    },
  );
}
