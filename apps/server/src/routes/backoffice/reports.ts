import {
  affiliateReportResponse,
  referralSummaryRequest,
  referralSummaryResponse,
} from '@chaba/contracts/backoffice';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { affiliateReport } from '@chaba/core/affiliates/affiliate-report';
import { latestFridayMidnight } from '@chaba/core/bangkok-time';
import { runReferralSummary } from '@chaba/core/referrals/run-referral-summary';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import { presentAffiliateReportRow } from '../../presenters/referrals';
import { staffErrors, staffSchema } from './schemas';

/** Reports: the affiliates' registrations and deposits, and the weekly referral summary. */
export function reportRoutes(scope: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/backoffice/affiliates/report',
    {
      schema: {
        ...staffSchema,
        summary: 'Registrations, first deposits and deposit totals per affiliate',
        response: { 200: affiliateReportResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'reports.view' }),
    },
    async () => ({ data: (await affiliateReport(db)).map(presentAffiliateReportRow) }),
  );

  /** Runs the weekly referral summary now (idempotent per week); the job runs it every Friday 00:00. */
  app.post(
    '/api/backoffice/referrals/summary',
    {
      schema: {
        ...staffSchema,
        summary: "Run a week's referral summary now (idempotent per week)",
        body: referralSummaryRequest,
        response: { 200: referralSummaryResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'referrals.run' }),
    },
    async (request) => {
      const { staffId } = authenticatedStaff(request);
      const weekEnd = request.body.week_end ?? latestFridayMidnight(clock.now());
      const result = await runReferralSummary(db, { weekEnd, now: clock.now(), staffId });
      return {
        success: true as const,
        data: {
          week_end: weekEnd,
          ran: result.ran,
          // What the week paid, whether this call or an earlier one (or the Friday job) ran it.
          total: 'totalSatang' in result ? satangToBahtNumber(result.totalSatang) : null,
        },
      };
    },
  );
}
