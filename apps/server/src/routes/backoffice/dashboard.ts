import { dashboardQuery, dashboardResponse } from '@chaba/contracts/backoffice-reports';
import { addDays, bangkokDate } from '@chaba/core/bangkok-time';
import { readDashboard } from '@chaba/core/reports/read-dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { staffOnly } from '../../http/staff';
import { presentDashboard } from '../../presenters/backoffice-reports';
import { staffErrors, staffSchema } from './schemas';

/** Days in the dashboard's period when the console names none: the last week, today included. */
const defaultPeriodDays = 7;

/** The dashboard: today, a period and the last 30 days from the ledger, and the desks' queues. */
export function dashboardRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/backoffice/dashboard',
    {
      schema: {
        ...staffSchema,
        summary: 'Today, a period (Asia/Bangkok days) and the last 30 days from the ledger, and the queues',
        description:
          '`from` and `to` (YYYY-MM-DD, both or neither; at most 366 days) choose the period; without them the last 7 days.',
        querystring: dashboardQuery,
        response: { 200: dashboardResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'reports.view' }),
    },
    async (request) => {
      const now = clock.now();
      const today = bangkokDate(now);
      const { from, to } = request.query;
      const period =
        from !== undefined && to !== undefined
          ? { from, to }
          : { from: addDays(today, 1 - defaultPeriodDays), to: today };
      return { data: presentDashboard(await readDashboard(db, { period, now }), now) };
    },
  );
}
