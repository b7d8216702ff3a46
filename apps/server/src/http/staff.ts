import { authenticateStaff } from '@chaba/core/backoffice/authenticate-staff';
import { staffMustChangePassword } from '@chaba/core/backoffice/staff-must-change-password';
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
  if (!options.allowOneTimePassword && (await staffMustChangePassword(context.db, staff))) {
    throw new DomainError('staff_password_change_required');
  }
  return staff;
}
