import { authenticateMember } from '@chaba/core/auth/authenticate-member';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';

/** The bearer token of a request, if it sent one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/** The member behind the request's token; a 401 "Unauthenticated." otherwise. */
export async function requireMember(context: AppContext, request: FastifyRequest) {
  return authenticateMember(context.db, { token: bearerToken(request), now: context.clock.now() });
}
