import { phoneSchema } from '@chaba/contracts/validation';
import { listSmsOutbox } from '@chaba/core/notifications/list-sms-outbox';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';

/** Development helpers; registered only with the console SMS sender. */
export function devRoutes(app: FastifyInstance, context: AppContext): void {
  const query = z.object({ phone: phoneSchema });
  app.get('/api/dev/sms-outbox', async (request) => {
    const { phone } = query.parse(request.query ?? {});
    return { data: await listSmsOutbox(context.db, { phone }) };
  });
}
