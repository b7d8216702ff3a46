import { recordIdParams } from '@chaba/contracts/backoffice';
import { bahtToSatang } from '@chaba/contracts/baht';
import {
  accountBalanceRequest,
  bankOperationsAccountResponse,
  bankOperationsRequest,
  bankOperationsResponse,
  freezeAccountResponse,
} from '@chaba/contracts/bank-operations';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { freezeCompanyAccount } from '@chaba/core/bank-operations/freeze-company-account';
import { listBankOperations } from '@chaba/core/bank-operations/list-bank-operations';
import { recordAccountBalance } from '@chaba/core/bank-operations/record-account-balance';
import { updateBankOperations } from '@chaba/core/bank-operations/update-bank-operations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { staffActor, staffOnly } from '../../http/staff';
import { bankOperationsInput, presentBankOperationsAccount } from '../../presenters/bank-operations';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const access = { permission: 'settings.manage' } as const;
const notFound = domainErrorResponse.describe('not_found: no such company account');

/** One account as the desk shows it after a change: with today's figures, read after the commit. */
async function presentOne(context: AppContext, accountId: number) {
  const accounts = await listBankOperations(context.db, { now: context.clock.now() });
  const account = accounts.find((row) => row.id === accountId);
  if (!account) throw new Error(`company account ${accountId} vanished after its change`);
  return presentBankOperationsAccount(account);
}

/**
 * The bank operations desk (owner, admin; decision 52): every company account's role, status,
 * balance and today's money against its caps; change the role, status and caps, enter a balance,
 * freeze an account in one step. Each change is one audited use case.
 */
export function bankOperationsRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/backoffice/bank-operations',
    {
      schema: {
        ...staffSchema,
        summary: 'Every company account: role, status, last known balance, today in and out, daily caps',
        response: { 200: bankOperationsResponse, ...staffErrors },
      },
      ...staffOnly(context, access),
    },
    async () => {
      const accounts = await listBankOperations(context.db, { now: context.clock.now() });
      return { data: accounts.map(presentBankOperationsAccount) };
    },
  );
  changeRoutes(app, context);
  freezeRoute(app, context);
}

function changeRoutes(app: StaffApp, context: AppContext): void {
  app.put(
    '/api/backoffice/bank-operations/:id',
    {
      schema: {
        ...staffSchema,
        summary: 'Set a company account’s role, status (active, paused, retired) and daily caps',
        description:
          'Audited as `bank_account.operations`. Making a frozen account active unfreezes it; freezing ' +
          'is `POST …/freeze`. Caps are baht per Bangkok day, null for none.',
        params: recordIdParams,
        body: bankOperationsRequest,
        response: { 200: bankOperationsAccountResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, access),
    },
    async (request) => {
      const { id } = request.params;
      await updateBankOperations(context.db, {
        ...staffActor(context, request),
        accountId: id,
        operations: bankOperationsInput(request.body),
      });
      return { data: await presentOne(context, id) };
    },
  );
  app.post(
    '/api/backoffice/bank-operations/:id/balance',
    {
      schema: {
        ...staffSchema,
        summary: 'Enter a company account’s balance as the bank shows it now',
        description: 'Audited as `bank_account.balance`; a newer balance told by a bank message replaces it.',
        params: recordIdParams,
        body: accountBalanceRequest,
        response: { 200: bankOperationsAccountResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, access),
    },
    async (request) => {
      const { id } = request.params;
      await recordAccountBalance(context.db, {
        ...staffActor(context, request),
        accountId: id,
        balanceSatang: bahtToSatang(request.body.balance),
      });
      return { data: await presentOne(context, id) };
    },
  );
}

function freezeRoute(app: StaffApp, context: AppContext): void {
  app.post(
    '/api/backoffice/bank-operations/:id/freeze',
    {
      schema: {
        ...staffSchema,
        summary: 'Freeze a company account: deposits and unsent payouts move to other accounts',
        description:
          'Audited as `bank_account.freeze`, in one transaction: the account is given to no member and ' +
          'pays nothing; pending bank deposits into it move to the account each member’s rules give ' +
          '(the member’s page shows it at once); payouts the agent has not accepted move to an account ' +
          'that can pay them, or are held for a person. Freezing a frozen account moves what is left.',
        params: recordIdParams,
        response: { 200: freezeAccountResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, access),
    },
    async (request) => {
      const { id } = request.params;
      const frozen = await freezeCompanyAccount(context.db, {
        ...staffActor(context, request),
        accountId: id,
      });
      return {
        data: await presentOne(context, id),
        moved_deposits: frozen.movedDeposits,
        deposits_left: frozen.depositsLeft,
        moved_payouts: frozen.movedPayouts,
        held_payouts: frozen.heldPayouts,
      };
    },
  );
}
