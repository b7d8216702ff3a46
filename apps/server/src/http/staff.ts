import { authenticateStaff } from '@chaba/core/backoffice/authenticate-staff';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { bearerToken } from './auth';

/** The staff member behind the request's token; 401 "Unauthenticated." otherwise. */
export async function requireStaff(context: AppContext, request: FastifyRequest) {
  return authenticateStaff(context.db, { token: bearerToken(request), now: context.clock.now() });
}
