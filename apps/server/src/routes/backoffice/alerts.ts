import {
  sendTestAlertResponse,
  staffAlertOutboxResponse,
  staffAlertsRequest,
  staffAlertsResponse,
} from '@chaba/contracts/backoffice-risk';
import { listStaffAlerts } from '@chaba/core/alerts/list-staff-alerts';
import { readStaffAlerts } from '@chaba/core/alerts/queue-staff-alert';
import { sendTestAlert } from '@chaba/core/alerts/send-test-alert';
import { updateStaffAlerts } from '@chaba/core/alerts/update-staff-alerts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import { presentStaffAlert, presentStaffAlerts, storedStaffAlerts } from '../../presenters/backoffice-risk';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

/**
 * The staff alerts page (`settings.manage`): where alerts go (the signed webhook, Telegram), which
 * events send one, the large-withdrawal amount, and the latest alerts with how their sending went.
 * The secrets stay in the environment: the API says only whether each is configured.
 */
export function alertRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const configured = {
    webhook: Boolean(config.ALERT_WEBHOOK_SECRET),
    telegram: Boolean(config.TELEGRAM_BOT_TOKEN),
  };

  app.get(
    '/api/backoffice/alerts/settings',
    {
      schema: {
        ...staffSchema,
        summary: 'The staff alert settings, and whether each destination is configured on the server',
        response: { 200: staffAlertsResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'settings.manage' }),
    },
    async () => ({ data: presentStaffAlerts(await readStaffAlerts(db), configured) }),
  );
  app.put(
    '/api/backoffice/alerts/settings',
    {
      schema: {
        ...staffSchema,
        summary:
          'Replace the staff alert settings (audited with before and after); a webhook address that ' +
          'is not a public internet address is refused (outbound_address_refused on webhook_url)',
        body: staffAlertsRequest,
        response: { 200: staffAlertsResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'settings.manage' }),
    },
    async (request) => {
      const saved = await updateStaffAlerts(db, {
        staffId: authenticatedStaff(request).staffId,
        clientAddress: request.ip,
        now: context.clock.now(),
        settings: storedStaffAlerts(request.body),
        outbound: context.outbound,
      });
      return { data: presentStaffAlerts(saved, configured) };
    },
  );
  app.get(
    '/api/backoffice/alerts/outbox',
    {
      schema: {
        ...staffSchema,
        summary: 'The latest 100 staff alerts, newest first, and how their sending went',
        response: { 200: staffAlertOutboxResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'settings.manage' }),
    },
    async () => ({ data: (await listStaffAlerts(db, { limit: 100 })).map(presentStaffAlert) }),
  );
  testAlertRoute(app, context);
}

function testAlertRoute(app: StaffApp, context: AppContext): void {
  app.post(
    '/api/backoffice/alerts/test',
    {
      schema: {
        ...staffSchema,
        summary: 'Queue a test alert for each destination switched on (audited)',
        response: { 200: sendTestAlertResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'settings.manage' }),
    },
    async (request) => ({
      success: true as const,
      data: await sendTestAlert(context.db, {
        staffId: authenticatedStaff(request).staffId,
        clientAddress: request.ip,
        now: context.clock.now(),
      }),
    }),
  );
}
