import { pendingDepositsQuery, pendingDepositsResponse } from '@chaba/contracts/backoffice-money';
import { listPendingDeposits } from '@chaba/core/deposits/list-pending-deposits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { staffOnly } from '../../http/staff';
import { presentDeskPendingDeposit } from '../../presenters/backoffice-money';
import { claimRoutes } from './claim-routes';
import { staffErrors, staffSchema } from './schemas';

/** The deposit desk's pending deposits, with the time each has left; a claim on one (issue 30). */
export function depositDeskRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/backoffice/deposits/pending',
    {
      schema: {
        ...staffSchema,
        summary: 'Pending deposits, the one closest to expiry first, with the seconds each has left',
        querystring: pendingDepositsQuery,
        response: { 200: pendingDepositsResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'deposits.view' }),
    },
    async (request) => {
      const { total, deposits } = await listPendingDeposits(db, { limit: request.query.limit });
      const now = clock.now();
      return { data: deposits.map((row) => presentDeskPendingDeposit(row, now)), total };
    },
  );
  claimRoutes(app, context, {
    kind: 'deposit',
    base: '/api/backoffice/deposits',
    permission: 'deposits.match',
  });
}
