import {
  domainErrorResponse,
  errorResponse,
  unauthenticatedResponse,
  validationErrorResponse,
} from '@chaba/contracts/errors';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { maintenanceRefusal } from './maintenance-guard';

/**
 * The answers a route gives because of what runs around it, not in it (issue 24): Fastify's own
 * refusals of a body, the login and CSRF checks, the input guard, the maintenance guard, the
 * not-found handler and the error handler. Each is added to the route's declared answers unless the
 * route describes it itself, so that the OpenAPI document lists every status a route can answer and
 * each answer is validated like the others. The statuses only a use case gives (409, 429, 503 …)
 * stay declared on the route; the walk and the fuzz tests (openapi-statuses, bad-requests) fail on
 * one that is not.
 */
export function documentCommonAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as
      { hide?: boolean; response?: Record<string, unknown>; security?: unknown[] } | undefined;
    if (!schema?.response || schema.hide) return;
    schema.response = { ...commonAnswers(route, schema.security), ...schema.response };
  });
}

const refusedOrNotFound = z.union([domainErrorResponse, errorResponse]);

function commonAnswers(route: RouteOptions, security: unknown[] | undefined): Record<string, unknown> {
  const methods = [route.method].flat();
  const takesBody = methods.some((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method));
  const api = route.url.startsWith('/api/') || route.url.startsWith('/lobby/api/');
  return {
    400: errorResponse.describe('Malformed request: bad JSON, bad URL encoding'),
    ...(security && security.length > 0
      ? { 401: unauthenticatedResponse.describe('No login, or one that ended') }
      : {}),
    ...(api
      ? {
          403: domainErrorResponse.describe(
            'cross_origin_request: called with the login cookie from another site (decision 0009)',
          ),
        }
      : {}),
    ...(route.url.includes(':')
      ? { 404: refusedOrNotFound.describe('not_found: nothing of that name or id') }
      : {}),
    ...(takesBody
      ? {
          413: errorResponse.describe('The body is larger than the route accepts (256 KB; an upload 2 MB)'),
          415: errorResponse.describe('The body is neither JSON nor a form'),
        }
      : {}),
    // The input guard refuses a control character in any parameter, query or body (issue 9).
    422: z
      .union([domainErrorResponse, validationErrorResponse])
      .describe('Invalid input (per field) or refused'),
    ...((route.config as { refusedDuringMaintenance?: boolean } | undefined)?.refusedDuringMaintenance
      ? { 503: maintenanceRefusal }
      : {}),
    500: errorResponse.describe('An unexpected error; nothing was changed by it'),
  };
}
