import { maintenanceRequest, maintenanceResponse } from '@chaba/contracts/backoffice-settings';
import { countHeldTransfers } from '@chaba/core/maintenance/count-held-transfers';
import { readMaintenance } from '@chaba/core/maintenance/read-maintenance';
import { setMaintenance } from '@chaba/core/maintenance/set-maintenance';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import { maintenanceInput, presentMaintenance } from '../../presenters/backoffice-settings';
import { staffErrors, staffSchema } from './schemas';

/**
 * Maintenance mode (owner, admin): on or off, the members' notice in th/en/cn, the expected end and
 * what becomes of transfers that arrive meanwhile. Switching it off (or to "credit at once") credits
 * the held transfers before answering.
 */
export function maintenanceRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/backoffice/maintenance',
    {
      schema: {
        ...staffSchema,
        summary: 'Maintenance mode as set, with the transfers held meanwhile',
        response: { 200: maintenanceResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'settings.manage' }),
    },
    async () => {
      const [maintenance, held] = await Promise.all([
        readMaintenance(context.db),
        countHeldTransfers(context.db),
      ]);
      return { data: { ...presentMaintenance(maintenance, held), released_transfers: 0 } };
    },
  );
  app.put(
    '/api/backoffice/maintenance',
    {
      schema: {
        ...staffSchema,
        summary: 'Turn maintenance on or off, or change its notice, expected end or crediting choice',
        body: maintenanceRequest,
        response: { 200: maintenanceResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'settings.manage' }),
    },
    async (request) => {
      const result = await setMaintenance(context.db, {
        staffId: authenticatedStaff(request).staffId,
        clientAddress: request.ip,
        now: context.clock.now(),
        maintenance: maintenanceInput(request.body),
      });
      if (result.releasedTransfers > 0)
        request.log.info({ count: result.releasedTransfers }, 'credited transfers held during maintenance');
      return {
        data: {
          ...presentMaintenance(result.maintenance, result.heldTransfers),
          released_transfers: result.releasedTransfers,
        },
      };
    },
  );
}
