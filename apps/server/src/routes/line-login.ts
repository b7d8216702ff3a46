import { successResponse } from '@chaba/contracts/auth';
import { commonErrorResponses, domainErrorResponse, unauthenticatedResponse } from '@chaba/contracts/errors';
import {
  lineAccountResponse,
  lineLoginCallbackQuery,
  lineLoginStartRequest,
  lineLoginStartResponse,
} from '@chaba/contracts/line-login';
import {
  lineErrorCode,
  lineErrorParameter,
  lineOutcomeParameter,
} from '@chaba/contracts/line-login-outcomes';
import { DomainError } from '@chaba/core/errors';
import { finishLineLogin, type LineLoginOutcome } from '@chaba/core/line-login/finish-line-login';
import { readLineAccount, unlinkLineAccount } from '@chaba/core/line-login/line-accounts';
import type { LineLoginChannel } from '@chaba/core/line-login/line-login-protocol';
import { lineLoginRequestSeconds, startLineLogin } from '@chaba/core/line-login/start-line-login';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { authenticatedMember, isHttps, memberOnly, requireMember, setSessionCookie } from '../http/auth';
import { requestLanguage } from '../http/language';
import { apiTags, security } from '../http/openapi';
import { lineRegistrationCookie, lineRegistrationCookieOptions } from './line-registration-cookie';

/** Where LINE returns the browser: not under /api, whose reads refuse cross-site navigations. */
export const lineCallbackPath = '/line-login/callback';
/** The state of the browser's LINE Login under way (HttpOnly, sent back only to the callback). */
const stateCookie = 'chaba_line_state';

const offResponse = domainErrorResponse.describe('line_login_off: LINE Login is not configured');

/** LINE Login (issue 31, decision 70): start, LINE's return, the member's linked account. */
export function lineLoginRoutes(scope: FastifyInstance, context: AppContext): void {
  startRoute(scope, context);
  callbackRoute(scope, context);
  accountRoutes(scope, context);
}

/** The channel, or 404 `line_login_off` while LINE Login is not configured. */
function channelOf(context: AppContext): LineLoginChannel {
  if (!context.lineLogin) throw new DomainError('line_login_off');
  return context.lineLogin;
}

function startRoute(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/line-login/start',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Start a LINE Login: answers the address of LINE’s authorization page',
        description:
          'Sets an HttpOnly cookie with the request’s state; LINE returns the browser to ' +
          `\`${lineCallbackPath}\`, which finishes the login or the link and sends the browser on. ` +
          '`link` needs the member’s login (the cookie or a bearer token).',
        body: lineLoginStartRequest,
        response: {
          200: lineLoginStartResponse,
          ...commonErrorResponses,
          401: unauthenticatedResponse,
          404: offResponse,
          429: domainErrorResponse.describe(
            'too_many_line_logins: this address started too many LINE Logins within 10 minutes (retry-after)',
          ),
        },
      },
    },
    async (request, reply) => {
      const channel = channelOf(context);
      const { purpose } = request.body;
      const member = purpose === 'link' ? await requireMember(context, request) : undefined;
      const started = await startLineLogin(context.db, {
        channel,
        purpose,
        memberId: member?.memberId,
        redirectUri: `${siteOrigin(context, request)}${lineCallbackPath}`,
        language: requestLanguage(request),
        clientAddress: request.ip,
        now: context.clock.now(),
      });
      reply.setCookie(stateCookie, started.state, {
        path: lineCallbackPath,
        httpOnly: true,
        secure: isHttps(context),
        sameSite: 'lax',
        maxAge: lineLoginRequestSeconds,
      });
      return { authorize_url: started.authorizeUrl };
    },
  );
}

function callbackRoute(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    lineCallbackPath,
    // A browser's navigation, answered by a redirect: not part of the JSON API's document.
    { schema: { hide: true, querystring: lineLoginCallbackQuery } },
    async (request, reply) => {
      const channel = channelOf(context);
      const outcome = await finishLineLogin(context.db, {
        channel,
        callback: request.query,
        browserState: request.cookies?.[stateCookie],
        clientAddress: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 512),
        now: context.clock.now(),
        settings: context.authSettings,
      });
      reply.clearCookie(stateCookie, { path: lineCallbackPath, httpOnly: true, secure: isHttps(context) });
      return reply.redirect(nextPage(context, request, reply, outcome), 303);
    },
  );
}

/** Where the browser goes after LINE, in the language the login started in. */
function nextPage(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: LineLoginOutcome,
): string {
  const prefix = outcome.language === 'en' || outcome.language === 'cn' ? `/${outcome.language}` : '';
  switch (outcome.kind) {
    case 'logged_in':
      setSessionCookie(context, reply, {
        token: outcome.session.token,
        expiresInSeconds: outcome.session.expiresInSeconds,
      });
      return `${prefix}/`;
    case 'linked':
      return `${prefix}/u?${lineOutcomeParameter}=linked`;
    case 'register':
      reply.setCookie(
        lineRegistrationCookie,
        outcome.registrationKey,
        lineRegistrationCookieOptions(isHttps(context)),
      );
      return `${prefix}/register?${lineOutcomeParameter}=1`;
    case 'failed': {
      const reason = outcome.cause instanceof Error ? outcome.cause.message : outcome.code;
      request.log.warn({ purpose: outcome.purpose, reason }, 'LINE login did not complete');
      const page = outcome.purpose === 'link' ? 'u' : 'login';
      return `${prefix}/${page}?${lineErrorParameter}=${lineErrorCode(outcome.code)}`;
    }
  }
}

function accountRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/line-login/account',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'The LINE account the member linked',
        security: security.member,
        response: { 200: lineAccountResponse, 401: unauthenticatedResponse, 404: offResponse },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      channelOf(context);
      const account = await readLineAccount(context.db, authenticatedMember(request).memberId);
      return { linked: account !== null, display_name: account?.displayName ?? null };
    },
  );

  app.post(
    '/api/line-login/unlink',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Unlink the member’s LINE account (no account linked is no error)',
        security: security.member,
        response: { 200: successResponse, 401: unauthenticatedResponse, 404: offResponse },
      },
      preValidation: memberOnly(context),
    },
    async (request) => {
      channelOf(context);
      await unlinkLineAccount(context.db, { memberId: authenticatedMember(request).memberId });
      return { success: true as const };
    },
  );
}

/** The address members reach the site at: PUBLIC_URL, else (development, tests) the request's own. */
function siteOrigin(context: AppContext, request: FastifyRequest): string {
  const publicUrl = context.config.PUBLIC_URL;
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}
