import { phoneSchema } from '@chaba/contracts/validation';
import { findPendingDeposit } from '@chaba/core/deposits/find-pending-deposit';
import { listSmsOutbox } from '@chaba/core/notifications/list-sms-outbox';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';

/** Development helpers; registered only with CHABA_ENV=development (app.ts). */
export function devRoutes(app: FastifyInstance, context: AppContext): void {
  const query = z.object({ phone: phoneSchema });
  app.get('/api/dev/sms-outbox', async (request) => {
    const { phone } = query.parse(request.query ?? {});
    return { data: await listSmsOutbox(context.db, { phone }) };
  });
}

/** Used by `npm run simulate`: the pending deposit a member should pay, to play the bank. */
export function devMoneyRoutes(app: FastifyInstance, context: AppContext): void {
  const query = z.object({ phone: phoneSchema });
  app.get('/api/dev/pending-deposit', async (request) => {
    const { phone } = query.parse(request.query ?? {});
    return { data: await findPendingDeposit(context.db, { phone }) };
  });
}
