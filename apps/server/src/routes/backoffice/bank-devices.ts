import {
  bankDeviceResponse,
  bankDeviceSecretResponse,
  bankDevicesResponse,
  bankMessageGapsQuery,
  bankMessageGapsResponse,
  bankMessagesQuery,
  bankMessagesResponse,
  createBankDeviceRequest,
  manualStatementLineRequest,
  manualStatementLineResponse,
  quietBankDevicesResponse,
  updateBankDeviceRequest,
} from '@chaba/contracts/bank-devices';
import { recordIdParams } from '@chaba/contracts/backoffice';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { countPendingBankDeposits } from '@chaba/core/bank-devices/count-pending-bank-deposits';
import { createBankDevice } from '@chaba/core/bank-devices/create-bank-device';
import { listBankDevices } from '@chaba/core/bank-devices/list-bank-devices';
import { listBankMessageGaps } from '@chaba/core/bank-devices/list-bank-message-gaps';
import { listBankMessages } from '@chaba/core/bank-devices/list-bank-messages';
import { listQuietBankDevices } from '@chaba/core/bank-devices/list-quiet-bank-devices';
import { recordMessageStatementLine } from '@chaba/core/bank-devices/record-message-statement-line';
import { rotateBankDeviceSecret } from '@chaba/core/bank-devices/rotate-bank-device-secret';
import { updateBankDevice } from '@chaba/core/bank-devices/update-bank-device';
import { DomainError } from '@chaba/core/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import {
  presentBankDevice,
  presentBankDeviceSecret,
  presentBankMessage,
  presentBankMessageGap,
} from '../../presenters/bank-devices';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const settingsAccess = { permission: 'settings.manage' } as const;
/**
 * The messages hold members' names and account digits: only the money desks read them (owner,
 * admin, finance), not support, whose `deposits.view` shows the desk's lines without them.
 */
const messagesAccess = { permission: 'deposits.decide' } as const;
const notFound = domainErrorResponse.describe('not_found: no such device or message');

function actor(context: AppContext, request: FastifyRequest) {
  return {
    staffId: authenticatedStaff(request).staffId,
    clientAddress: request.ip,
    now: context.clock.now(),
  };
}

/**
 * The company phones that forward the bank's messages (issue 25): the devices (`settings.manage`,
 * every change audited, the secret shown only on registering and rotating) and the messages they
 * forwarded, the balance gaps found, and the manual statement line (`deposits.decide`, audited).
 */
export function bankDeviceRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  deviceRoutes(app, context);
  deviceChangeRoutes(app, context);
  messageRoutes(app, context);
}

async function presentOne(context: AppContext, deviceId: number) {
  const now = context.clock.now();
  const device = (await listBankDevices(context.db, { now })).find((row) => row.id === deviceId);
  if (!device) throw new DomainError('not_found');
  return presentBankDevice(context.config, device, now);
}

function deviceRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/bank-devices',
    {
      schema: {
        ...staffSchema,
        summary: 'The company phones: last heard, messages today (Bangkok), health, their addresses',
        response: { 200: bankDevicesResponse, ...staffErrors },
      },
      ...staffOnly(context, settingsAccess),
    },
    async () => {
      const now = context.clock.now();
      const devices = await listBankDevices(context.db, { now });
      return {
        data: devices.map((device) => presentBankDevice(context.config, device, now)),
        pending_deposits: await countPendingBankDeposits(context.db),
      };
    },
  );
  app.post(
    '/api/backoffice/bank-devices',
    {
      schema: {
        ...staffSchema,
        summary:
          'Register a company phone (audited); the answer is the only one with its secret besides a rotation',
        body: createBankDeviceRequest,
        response: { 200: bankDeviceSecretResponse, ...staffErrors },
      },
      ...staffOnly(context, settingsAccess),
    },
    async (request) => {
      const { device, secret } = await createBankDevice(context.db, {
        ...actor(context, request),
        name: request.body.name,
        sealKey: context.config.STAFF_TOTP_KEY,
      });
      return { data: presentBankDeviceSecret(context.config, device, secret) };
    },
  );
}

function deviceChangeRoutes(app: StaffApp, context: AppContext): void {
  app.patch(
    '/api/backoffice/bank-devices/:id',
    {
      schema: {
        ...staffSchema,
        summary: 'Rename a device, or switch it on or off (a disabled device is refused); audited',
        params: recordIdParams,
        body: updateBankDeviceRequest,
        response: { 200: bankDeviceResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, settingsAccess),
    },
    async (request) => {
      await updateBankDevice(context.db, {
        ...actor(context, request),
        deviceId: request.params.id,
        name: request.body.name,
        enabled: request.body.enabled,
      });
      return { data: await presentOne(context, request.params.id) };
    },
  );
  app.post(
    '/api/backoffice/bank-devices/:id/secret',
    {
      schema: {
        ...staffSchema,
        summary: 'Give a device a new secret (the old one stops at once); audited; the answer shows it once',
        params: recordIdParams,
        response: { 200: bankDeviceSecretResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, settingsAccess),
    },
    async (request) => {
      const { device, secret } = await rotateBankDeviceSecret(context.db, {
        ...actor(context, request),
        deviceId: request.params.id,
        sealKey: context.config.STAFF_TOTP_KEY,
      });
      return { data: presentBankDeviceSecret(context.config, device, secret) };
    },
  );
}

function messageRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/bank-messages',
    {
      schema: {
        ...staffSchema,
        summary: 'Forwarded bank messages, newest first: by device, account digits, outcome, time received',
        querystring: bankMessagesQuery,
        response: { 200: bankMessagesResponse, ...staffErrors },
      },
      ...staffOnly(context, messagesAccess),
    },
    async (request) => {
      const query = request.query;
      const { messages, nextCursor } = await listBankMessages(context.db, {
        deviceId: query.device_id,
        account: query.account,
        outcome: query.outcome,
        from: query.from === undefined ? undefined : new Date(query.from),
        to: query.to === undefined ? undefined : new Date(query.to),
        cursor: query.cursor,
        limit: query.limit,
      });
      return { data: messages.map(presentBankMessage), next_cursor: nextCursor };
    },
  );
  app.get(
    '/api/backoffice/bank-messages/gaps',
    {
      schema: {
        ...staffSchema,
        summary: 'Balance jumps the forwarded messages do not explain (a message was missed), newest first',
        querystring: bankMessageGapsQuery,
        response: { 200: bankMessageGapsResponse, ...staffErrors },
      },
      ...staffOnly(context, messagesAccess),
    },
    async (request) => ({
      data: (await listBankMessageGaps(context.db, { limit: request.query.limit })).map(
        presentBankMessageGap,
      ),
    }),
  );
  quietDevicesRoute(app, context);
  manualLineRoute(app, context);
}

function quietDevicesRoute(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/bank-messages/quiet-devices',
    {
      schema: {
        ...staffSchema,
        summary: 'The company phones silent too long while bank deposits are pending, for the deposit desk',
        response: { 200: quietBankDevicesResponse, ...staffErrors },
      },
      ...staffOnly(context, messagesAccess),
    },
    async () => {
      const { devices, pendingDeposits } = await listQuietBankDevices(context.db, {
        now: context.clock.now(),
        quietMs: context.config.BANK_DEVICE_QUIET_MINUTES * 60_000,
      });
      return {
        data: devices.map((device) => ({
          id: device.id,
          name: device.name,
          last_message_at: device.lastMessageAt?.toISOString() ?? null,
        })),
        pending_deposits: pendingDeposits,
      };
    },
  );
}

function manualLineRoute(app: StaffApp, context: AppContext): void {
  app.post(
    '/api/backoffice/bank-messages/:id/statement-line',
    {
      schema: {
        ...staffSchema,
        summary:
          'Make a message a statement line by hand (account, amount, time, sender): credited as a ' +
          'parsed one would be; audited. 409 statement_line_not_unmatched when it already is one',
        params: recordIdParams,
        body: manualStatementLineRequest,
        response: {
          200: manualStatementLineResponse,
          ...staffErrors,
          404: notFound,
          409: domainErrorResponse.describe('statement_line_not_unmatched: the message already is a line'),
        },
      },
      ...staffOnly(context, { permission: 'deposits.decide' }),
    },
    async (request) => {
      const body = request.body;
      const outcome = await recordMessageStatementLine(context.db, {
        ...actor(context, request),
        messageId: request.params.id,
        accountNumber: body.account_number,
        amountSatang: body.amount,
        occurredAt: new Date(body.occurred_at),
        fromBank: body.from_bank,
        fromAccount: body.from_account,
        fromName: body.from_name,
      });
      const { messages } = await listBankMessages(context.db, { messageId: request.params.id, limit: 1 });
      return {
        success: true as const,
        data: {
          message: presentBankMessage(messages[0]!),
          line_status: outcome.status,
          request_id: outcome.requestId,
        },
      };
    },
  );
}
