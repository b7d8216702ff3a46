import { recordIdParams } from '@chaba/contracts/backoffice';
import {
  companyAccountOrderRequest,
  companyAccountRequest,
  companyAccountResponse,
  paymentGatewayRequest,
  promptPayRequest,
  settingsResponse,
  siteInfoRequest,
} from '@chaba/contracts/backoffice-settings';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { getSettings } from '@chaba/core/settings/get-settings';
import { orderCompanyAccounts } from '@chaba/core/settings/order-company-accounts';
import { saveCompanyAccount } from '@chaba/core/settings/save-company-account';
import { updatePaymentGateway } from '@chaba/core/settings/update-payment-gateway';
import { updatePromptPay } from '@chaba/core/settings/update-promptpay';
import { updateSiteInfo } from '@chaba/core/settings/update-site-info';
import { updateWithdrawalSettings } from '@chaba/core/withdrawals/update-withdrawal-settings';
import { withdrawalSettingsRequest, withdrawalSettingsResponse } from '@chaba/contracts/withdrawal-rules';
import { withdrawalRulesOf } from '../../payouts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { staffActor, staffOnly } from '../../http/staff';
import {
  companyAccountInput,
  presentCompanyAccount,
  presentMaintenance,
  presentWithdrawalSettings,
  withdrawalSettingsInput,
} from '../../presenters/backoffice-settings';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const settingsAccess = { permission: 'settings.manage' } as const;
const notFound = domainErrorResponse.describe('not_found: no such company account');

/**
 * The settings desk (owner, admin): site information, PromptPay, the payment gateway switch and the
 * company bank accounts. Each change is one audited use case; the member site reads the new value on
 * its next call (no cache on the server's side; the member site's own is a second).
 */
export function settingsRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  settingsReadRoute(app, context);
  siteSettingsRoutes(app, context);
  companyAccountRoutes(app, context);
  withdrawalSettingsRoutes(app, context);
}

/** The withdrawal panel as the desk shows it: what is in force, in baht and minutes. */
async function currentWithdrawalSettings(context: AppContext) {
  return {
    data: presentWithdrawalSettings(
      await withdrawalRulesOf(context),
      context.payoutAgent.rail() !== undefined,
    ),
  };
}

function withdrawalSettingsRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/settings/withdrawals',
    {
      schema: {
        ...staffSchema,
        summary: 'Withdrawal limits, the two-person amount and the automatic approval rules in force',
        response: { 200: withdrawalSettingsResponse, ...staffErrors },
      },
      ...staffOnly(context, settingsAccess),
    },
    async () => currentWithdrawalSettings(context),
  );
  app.put(
    '/api/backoffice/settings/withdrawals',
    {
      schema: {
        ...staffSchema,
        summary: 'Set the withdrawal limits, the two-person amount and the automatic approval rules',
        description:
          'Audited. A two-person amount at or above the maximum per request could never be reached: ' +
          '422 `second_approval_never_reached` on `second_approval_above`.',
        body: withdrawalSettingsRequest,
        response: { 200: withdrawalSettingsResponse, ...staffErrors },
      },
      ...staffOnly(context, settingsAccess),
    },
    async (request) => {
      await updateWithdrawalSettings(context.db, {
        ...staffActor(context, request),
        ...withdrawalSettingsInput(request.body),
      });
      return currentWithdrawalSettings(context);
    },
  );
}

async function currentSettings(context: AppContext) {
  const settings = await getSettings(context.db);
  return {
    data: {
      site: settings.site,
      promptpay: settings.promptpay,
      payment_gateway: { mode: settings.paymentGatewayMode },
      bank_accounts: settings.accounts.map(presentCompanyAccount),
      maintenance: presentMaintenance(settings.maintenance, settings.heldTransfers),
    },
  };
}

function settingsReadRoute(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/settings',
    {
      schema: {
        ...staffSchema,
        summary: 'The settings desk: site info, PromptPay, the QR switch, company accounts, maintenance',
        response: { 200: settingsResponse, ...staffErrors },
      },
      ...staffOnly(context, settingsAccess),
    },
    async () => currentSettings(context),
  );
}

function siteSettingsRoutes(app: StaffApp, context: AppContext): void {
  app.put(
    '/api/backoffice/settings/site',
    {
      schema: {
        ...staffSchema,
        summary: 'Set the site name, referral base link and LINE contact link',
        body: siteInfoRequest,
        response: { 200: settingsResponse, ...staffErrors },
      },
      ...staffOnly(context, settingsAccess),
    },
    async (request) => {
      const { site_name, referral_link, line_link } = request.body;
      await updateSiteInfo(context.db, {
        ...staffActor(context, request),
        site: { name: site_name, referral: referral_link, line: line_link },
      });
      return currentSettings(context);
    },
  );
  app.put(
    '/api/backoffice/settings/promptpay',
    {
      schema: {
        ...staffSchema,
        summary: 'Set the PromptPay id, its name and the company account its payments land in',
        body: promptPayRequest,
        response: { 200: settingsResponse, ...staffErrors },
      },
      ...staffOnly(context, settingsAccess),
    },
    async (request) => {
      const { promptpay_id, promptpay_name, account_number } = request.body;
      await updatePromptPay(context.db, {
        ...staffActor(context, request),
        promptpay: { id: promptpay_id, name: promptpay_name, account_number },
      });
      return currentSettings(context);
    },
  );
  app.put(
    '/api/backoffice/settings/payment-gateway',
    {
      schema: {
        ...staffSchema,
        summary: 'Switch deposits by PromptPay QR: off, for everybody, or per member',
        body: paymentGatewayRequest,
        response: { 200: settingsResponse, ...staffErrors },
      },
      ...staffOnly(context, settingsAccess),
    },
    async (request) => {
      await updatePaymentGateway(context.db, { ...staffActor(context, request), mode: request.body.mode });
      return currentSettings(context);
    },
  );
}

function companyAccountRoutes(app: StaffApp, context: AppContext): void {
  app.post(
    '/api/backoffice/settings/bank-accounts',
    {
      schema: {
        ...staffSchema,
        summary: 'Add a company bank account (last in the order) and the members whose deposits it receives',
        body: companyAccountRequest,
        response: { 200: companyAccountResponse, ...staffErrors },
      },
      ...staffOnly(context, settingsAccess),
    },
    async (request) => {
      const saved = await saveCompanyAccount(context.db, {
        ...staffActor(context, request),
        account: companyAccountInput(request.body),
      });
      return { data: presentCompanyAccount(saved) };
    },
  );
  app.put(
    '/api/backoffice/settings/bank-accounts/order',
    {
      schema: {
        ...staffSchema,
        summary: 'Put the company accounts in a new order (every id once)',
        body: companyAccountOrderRequest,
        response: { 200: settingsResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, settingsAccess),
    },
    async (request) => {
      await orderCompanyAccounts(context.db, { ...staffActor(context, request), ids: request.body.ids });
      return currentSettings(context);
    },
  );
  app.put(
    '/api/backoffice/settings/bank-accounts/:id',
    {
      schema: {
        ...staffSchema,
        summary: 'Change a company bank account: its details, active or not, the members it serves',
        params: recordIdParams,
        body: companyAccountRequest,
        response: { 200: companyAccountResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, settingsAccess),
    },
    async (request) => {
      const saved = await saveCompanyAccount(context.db, {
        ...staffActor(context, request),
        accountId: request.params.id,
        account: companyAccountInput(request.body),
      });
      return { data: presentCompanyAccount(saved) };
    },
  );
}
