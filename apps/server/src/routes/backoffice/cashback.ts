import { recordIdParams } from '@chaba/contracts/backoffice';
import {
  cashbackPayoutResponse,
  cashbackPayoutsResponse,
  cashbackProgrammeInput,
  cashbackRunsQuery,
  cashbackRunsResponse,
  staffCashbackProgrammeResponse,
  staffCashbackProgrammesResponse,
} from '@chaba/contracts/cashback';
import { domainErrorResponse } from '@chaba/contracts/errors';
import { listCashbackPayouts, listCashbackRuns } from '@chaba/core/cashback/list-cashback-runs';
import { reverseCashbackPayout } from '@chaba/core/cashback/reverse-cashback-payout';
import { listCashbackProgrammes, saveCashbackProgramme } from '@chaba/core/cashback/save-cashback-programme';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { staffActor, staffOnly } from '../../http/staff';
import {
  presentRun,
  presentStaffPayout,
  presentStaffProgramme,
  programmeSettings,
} from '../../presenters/cashback';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const manage = { permission: 'cashback.manage' } as const;
const notFound = domainErrorResponse.describe('not_found: no such programme, run or payout');

/**
 * Cashback and rebate (issue 29, decision 60): the programmes, the runs the job closed, their
 * payouts, and reversing one payout. Everything under `cashback.manage`; changes are audited.
 */
export function cashbackDeskRoutes(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  programmeRoutes(app, context);
  runRoutes(app, context);
}

function programmeRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/cashback/programmes',
    {
      schema: {
        ...staffSchema,
        summary: 'The cashback and rebate programmes, newest first',
        response: { 200: staffCashbackProgrammesResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async () => ({ data: (await listCashbackProgrammes(context.db)).map(presentStaffProgramme) }),
  );
  app.post(
    '/api/backoffice/cashback/programmes',
    {
      schema: {
        ...staffSchema,
        summary: 'Create a cashback or rebate programme (counts from today, Bangkok)',
        body: cashbackProgrammeInput,
        response: { 200: staffCashbackProgrammeResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const settings = programmeSettings(request.body);
      const saved = await saveCashbackProgramme(context.db, { ...staffActor(context, request), settings });
      return { data: presentStaffProgramme(saved) };
    },
  );
  app.put(
    '/api/backoffice/cashback/programmes/:id',
    {
      schema: {
        ...staffSchema,
        summary: 'Change a programme (its kind, period and week day stay once a period is closed)',
        params: recordIdParams,
        body: cashbackProgrammeInput,
        response: { 200: staffCashbackProgrammeResponse, ...staffErrors, 404: notFound },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const saved = await saveCashbackProgramme(context.db, {
        ...staffActor(context, request),
        programmeId: request.params.id,
        settings: programmeSettings(request.body),
      });
      return { data: presentStaffProgramme(saved) };
    },
  );
}

function runRoutes(app: StaffApp, context: AppContext): void {
  app.get(
    '/api/backoffice/cashback/runs',
    {
      schema: {
        ...staffSchema,
        summary: 'The closed periods (runs), newest first: members paid and the total',
        querystring: cashbackRunsQuery,
        response: { 200: cashbackRunsResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const runs = await listCashbackRuns(context.db, { programmeId: request.query.programme_id });
      return { data: runs.map(presentRun) };
    },
  );
  app.get(
    '/api/backoffice/cashback/runs/:id/payouts',
    {
      schema: {
        ...staffSchema,
        summary: "A run's payouts, one per member",
        params: recordIdParams,
        response: { 200: cashbackPayoutsResponse, ...staffErrors },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const now = context.clock.now();
      const payouts = await listCashbackPayouts(context.db, { runId: request.params.id });
      return { data: payouts.map((row) => presentStaffPayout(row, now)) };
    },
  );
  app.post(
    '/api/backoffice/cashback/payouts/:id/reverse',
    {
      schema: {
        ...staffSchema,
        summary: 'Reverse a paid payout: back from the wallet, at most what it holds (once)',
        description:
          'Moves what the payout paid from the member wallet back to the expense account, at most the ' +
          "wallet's balance. A reversed payout answers as it is. Not paid: 409 `cashback_payout_not_reversible`.",
        params: recordIdParams,
        response: {
          200: cashbackPayoutResponse,
          ...staffErrors,
          404: notFound,
          409: domainErrorResponse.describe('cashback_payout_not_reversible: claimable, refused'),
        },
      },
      ...staffOnly(context, manage),
    },
    async (request) => {
      const actor = staffActor(context, request);
      await reverseCashbackPayout(context.db, { ...actor, payoutId: request.params.id });
      const [row] = await listCashbackPayouts(context.db, { payoutId: request.params.id });
      return { success: true as const, data: presentStaffPayout(row!, actor.now) };
    },
  );
}
