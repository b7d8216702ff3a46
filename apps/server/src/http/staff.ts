import { authenticateStaff } from '@chaba/core/backoffice/authenticate-staff';
import { DomainError } from '@chaba/core/errors';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { bearerToken } from './auth';

/**
 * The staff member behind the request's token; 401 "Unauthenticated." otherwise. A staff member
 * still holding the staff command's one-time password is refused (403) everywhere but the password
 * change, so that the printed password never becomes a working long-lived one.
 */
export async function requireStaff(
  context: AppContext,
  request: FastifyRequest,
  options: { allowOneTimePassword?: boolean } = {},
) {
  const staff = await authenticateStaff(context.db, {
    token: bearerToken(request),
    now: context.clock.now(),
  });
  if (!options.allowOneTimePassword && staff.mustChangePassword) {
    throw new DomainError('staff_password_change_required');
  }
  return staff;
}

type AuthenticatedStaff = Awaited<ReturnType<typeof requireStaff>>;
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `staffOnly` before the route's schema validation. */
    authenticatedStaff?: AuthenticatedStaff;
  }
}

/**
 * A route's `preValidation` hook for staff routes with a declared request schema: the token (and
 * the one-time password rule) is checked before the input, so a caller without a staff login gets
 * 401 and a staff member who must change the password 403, never a 422 that describes the input.
 * `allowOneTimePassword`: the password change and the logout only.
 */
export function staffOnly(context: AppContext, options: { allowOneTimePassword?: boolean } = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    request.authenticatedStaff = await requireStaff(context, request, options);
  };
}

/** The staff member `staffOnly` authenticated. */
export function authenticatedStaff(request: FastifyRequest): AuthenticatedStaff {
  if (!request.authenticatedStaff) throw new DomainError('unauthenticated');
  return request.authenticatedStaff;
}
