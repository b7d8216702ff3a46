import {
  devBankDeviceResponse,
  devStaffTokenResponse,
  pendingDepositResponse,
  phoneQuery,
  smsOutboxResponse,
  staffTokenRequest,
} from '@chaba/contracts/dev';
import { commonErrorResponses } from '@chaba/contracts/errors';
import { openDevelopmentStaffSession } from '@chaba/core/backoffice/open-development-staff-session';
import { findPendingDeposit } from '@chaba/core/deposits/find-pending-deposit';
import { demoBankDevice } from '@chaba/core/demo/demo-bank-device';
import { listSmsOutbox } from '@chaba/core/notifications/list-sms-outbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { userAgentOf } from '../http/staff';
import { presentPendingDeposit } from '../presenters/deposits';
import { bankDeviceAddresses } from '../presenters/bank-devices';

const devTag = 'development';

/** Development helpers; registered only with CHABA_ENV=development (app.ts). */
export function devRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/dev/sms-outbox',
    {
      schema: {
        tags: [devTag],
        summary: 'Development only: the newest SMS the console sender "sent" to a phone',
        querystring: phoneQuery,
        response: { 200: smsOutboxResponse, ...commonErrorResponses },
      },
    },
    async (request) => ({ data: await listSmsOutbox(context.db, { phone: request.query.phone }) }),
  );
  app.post(
    '/api/dev/staff-token',
    {
      schema: {
        tags: [devTag],
        summary: 'Development only: a staff token without password or second factor (npm run staff -- token)',
        body: staffTokenRequest,
        response: { 200: devStaffTokenResponse, ...commonErrorResponses },
      },
    },
    async (request) => {
      const session = await openDevelopmentStaffSession(context.db, {
        username: request.body.username,
        clientAddress: request.ip,
        userAgent: userAgentOf(request),
        now: context.clock.now(),
      });
      return {
        access_token: session.token,
        token_type: 'Bearer' as const,
        expires_in: session.expiresInSeconds,
        role: session.role,
      };
    },
  );
}

/** Used by `npm run simulate`: the pending deposit a member should pay, to play the bank. */
export function devMoneyRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/dev/pending-deposit',
    {
      schema: {
        tags: [devTag],
        summary: "Development only: a phone's pending deposit, to play the bank",
        querystring: phoneQuery,
        response: { 200: pendingDepositResponse, ...commonErrorResponses },
      },
    },
    async (request) => {
      const pending = await findPendingDeposit(context.db, { phone: request.query.phone });
      return { data: pending && presentPendingDeposit(pending) };
    },
  );
  app.get(
    '/api/dev/bank-device',
    {
      schema: {
        tags: [devTag],
        summary:
          "Development only: the demo company phone's id, secret and addresses (npm run simulate -- sms)",
        response: { 200: devBankDeviceResponse, ...commonErrorResponses },
      },
    },
    async () => {
      const device = await demoBankDevice(context.db, { sealKey: context.config.STAFF_TOTP_KEY });
      return { data: device && { ...device, addresses: bankDeviceAddresses(context.config, device.id) } };
    },
  );
}
