import { maintenanceNoticeResponse } from '@chaba/contracts/maintenance';
import { maintenanceMessages, readMaintenance } from '@chaba/core/maintenance/read-maintenance';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { apiTags } from '../http/openapi';

/** The member site's maintenance notice (public): read from the database on every call, never cached. */
export function maintenanceNoticeRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/maintenance',
    {
      schema: {
        tags: [apiTags.member],
        summary: 'Whether the site is under maintenance, with the notice and the expected end (public)',
        response: { 200: maintenanceNoticeResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const maintenance = await readMaintenance(context.db);
      return {
        data: {
          active: maintenance.enabled,
          message: maintenance.enabled ? maintenanceMessages(maintenance) : { th: '', en: '', cn: '' },
          ends_at: maintenance.enabled ? maintenance.ends_at : null,
        },
      };
    },
  );
}
