import { domainErrorExample, domainErrorResponse } from '@chaba/contracts/errors';
import { refuseDuringMaintenance } from '@chaba/core/maintenance/read-maintenance';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A game launch or money request: refused with 503 `maintenance` while maintenance is on. */
    refusedDuringMaintenance?: boolean;
  }
}

/** The answer of a refused call during maintenance, for the route's response schemas. */
export const maintenanceRefusal = domainErrorResponse
  .describe(
    'maintenance: the site is under maintenance; `message` is the operator’s notice in the caller’s ' +
      'language, Retry-After the seconds until the expected end',
  )
  .meta({ examples: [domainErrorExample('maintenance', 'ปิดปรับปรุงระบบถึง 14:00 น.')] });

/**
 * Spread into the options of every game launch and money request:
 * `{ schema, preValidation, ...refusedDuringMaintenance }`. The guard (`installMaintenanceGuard`)
 * refuses them, after the login and the input are checked, while maintenance is on.
 */
export const refusedDuringMaintenance = { config: { refusedDuringMaintenance: true } } as const;

/**
 * The one maintenance guard of the member API: a route whose config says `refusedDuringMaintenance`
 * is refused while maintenance is on, read from the database on each such call, so every server
 * process follows a switch at once. Staff routes, webhooks and the game wallet are never refused.
 */
export function installMaintenanceGuard(app: FastifyInstance, context: AppContext): void {
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.refusedDuringMaintenance)
      await refuseDuringMaintenance(context.db, context.clock.now());
  });
}
