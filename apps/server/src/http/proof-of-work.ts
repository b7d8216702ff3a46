import { checkProofOfWork } from '@chaba/core/auth/proof-of-work';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';

/**
 * The preHandler of every route that checks a password anybody may try (login, the registration's
 * password, the reset's new password): under a flood it requires the body's `altcha`, a solved
 * proof-of-work challenge, before any database work or hash (issue 24, decision 43). It runs after
 * the body is validated, so `altcha` is a string of bounded length or absent.
 */
export function proofOfWorkRequired(context: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body as { altcha?: string | null } | undefined;
    await checkProofOfWork(context.proofOfWork, { altcha: body?.altcha, now: context.clock.now() });
  };
}
