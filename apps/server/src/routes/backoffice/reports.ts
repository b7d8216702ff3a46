import {
  affiliateReportResponse,
  referralSummaryRequest,
  referralSummaryResponse,
} from '@chaba/contracts/backoffice';
import {
  affiliateClickReportQuery,
  affiliateClickReportResponse,
  dailyReportQuery,
  dailyReportResponse,
  gameReportQuery,
  gameReportResponse,
  promotionReportQuery,
  promotionReportResponse,
  referralReportQuery,
  referralReportResponse,
  staffActionReportQuery,
  staffActionReportResponse,
} from '@chaba/contracts/backoffice-reports';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { affiliateReport } from '@chaba/core/affiliates/affiliate-report';
import { latestFridayMidnight } from '@chaba/core/bangkok-time';
import { runReferralSummary } from '@chaba/core/referrals/run-referral-summary';
import { affiliateClickReport } from '@chaba/core/reports/affiliate-click-report';
import { gameReport } from '@chaba/core/reports/game-report';
import { promotionReport } from '@chaba/core/reports/promotion-report';
import { readReportDays } from '@chaba/core/reports/read-report-days';
import { referralReport } from '@chaba/core/reports/referral-report';
import { maxExportRows, type ReportPage, type RowWindow } from '@chaba/core/reports/report-page';
import { staffActionReport } from '@chaba/core/reports/staff-action-report';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { authenticatedStaff, staffOnly } from '../../http/staff';
import { csvFileName, sendCsv } from '../../http/csv';
import {
  presentAffiliateClickRow,
  presentFigures,
  presentGameRow,
  presentPromotionRow,
  presentReferralRow,
  presentStaffActionRow,
} from '../../presenters/backoffice-reports';
import { presentAffiliateReportRow } from '../../presenters/referrals';
import { staffErrors, staffSchema, type StaffApp } from './schemas';

const csvNote =
  ' With `format=csv`: every row (at most 10,000) as a UTF-8 CSV file with a byte order mark (`text/csv`).';

/** The rows a paged report reads: the asked page, or all of them for a CSV file. */
const windowOf = (query: { format: 'json' | 'csv'; page: number; limit: number }): RowWindow =>
  query.format === 'csv'
    ? { offset: 0, limit: maxExportRows }
    : { offset: (query.page - 1) * query.limit, limit: query.limit };

/** A page of a paged report, or its CSV file. */
function pagedAnswer<Row, Presented extends Record<string, unknown>>(
  reply: FastifyReply,
  options: {
    query: { from: string; to: string; format: 'json' | 'csv'; page: number; limit: number };
    report: string;
    page: ReportPage<Row>;
    present: (row: Row) => Presented;
  },
) {
  const { query, page } = options;
  const data = page.rows.map(options.present);
  if (query.format === 'csv') return sendCsv(reply, csvFileName(options.report, query), data);
  return { data, page: query.page, limit: query.limit, total: page.total };
}

/**
 * Reports (issue 12): daily profit and loss, games, promotions, referral commissions, affiliates
 * and advertising clicks, staff actions, each over a range of Asia/Bangkok days and as CSV; the
 * affiliates' registrations and deposits, and the weekly referral summary.
 */
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
      const result = await runReferralSummary(db, {
        weekEnd,
        now: clock.now(),
        staffId,
        clientAddress: request.ip,
      });
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

  reportRangeRoutes(app, context);
}

/** The reports over a range of days, one route each, JSON or CSV: money, games and promotions here. */
function reportRangeRoutes(app: StaffApp, context: AppContext): void {
  const { db, clock } = context;
  app.get(
    '/api/backoffice/reports/daily',
    {
      schema: {
        ...staffSchema,
        summary: 'Profit and loss per Asia/Bangkok day, from the ledger' + csvNote,
        querystring: dailyReportQuery,
        response: { 200: dailyReportResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'reports.view' }),
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const period = await readReportDays(db, { range: { from, to }, now: clock.now() });
      const data = period.days.map((day) => ({ day: day.day, ...presentFigures(day) }));
      if (format === 'csv') return sendCsv(reply, csvFileName('daily', { from, to }), data);
      return { data, total: presentFigures(period.total) };
    },
  );

  app.get(
    '/api/backoffice/reports/games',
    {
      schema: {
        ...staffSchema,
        summary: 'Bets, wins, GGR, rounds and players per game (or per provider), from the ledger' + csvNote,
        querystring: gameReportQuery,
        response: { 200: gameReportResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'reports.view' }),
    },
    async (request, reply) => {
      const { query } = request;
      const page = await gameReport(db, { range: query, group: query.group, window: windowOf(query) });
      return pagedAnswer(reply, { query, report: `games-by-${query.group}`, page, present: presentGameRow });
    },
  );

  app.get(
    '/api/backoffice/reports/promotions',
    {
      schema: {
        ...staffSchema,
        summary: 'Promotions taken: members, bonus paid, turnover reached, withdrawals after' + csvNote,
        querystring: promotionReportQuery,
        response: { 200: promotionReportResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'reports.view' }),
    },
    async (request, reply) => {
      const { query } = request;
      const page = await promotionReport(db, { range: query, window: windowOf(query) });
      return pagedAnswer(reply, { query, report: 'promotions', page, present: presentPromotionRow });
    },
  );
  memberReportRoutes(app, context);
}

/** Referral payouts, affiliates and clicks, staff actions. */
function memberReportRoutes(app: StaffApp, context: AppContext): void {
  const { db } = context;
  app.get(
    '/api/backoffice/reports/referrals',
    {
      schema: {
        ...staffSchema,
        summary: 'Referral commissions paid, per week or per referrer' + csvNote,
        querystring: referralReportQuery,
        response: { 200: referralReportResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'reports.view' }),
    },
    async (request, reply) => {
      const { query } = request;
      const page = await referralReport(db, { range: query, group: query.group, window: windowOf(query) });
      return pagedAnswer(reply, {
        query,
        report: `referrals-by-${query.group}`,
        page,
        present: presentReferralRow,
      });
    },
  );

  app.get(
    '/api/backoffice/reports/affiliates',
    {
      schema: {
        ...staffSchema,
        summary:
          'Affiliates and advertising clicks: clicks, registrations, first deposits, revenue' + csvNote,
        querystring: affiliateClickReportQuery,
        response: { 200: affiliateClickReportResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'reports.view' }),
    },
    async (request, reply) => {
      const { query } = request;
      const page = await affiliateClickReport(db, { range: query, window: windowOf(query) });
      return pagedAnswer(reply, { query, report: 'affiliates', page, present: presentAffiliateClickRow });
    },
  );

  app.get(
    '/api/backoffice/reports/staff-actions',
    {
      schema: {
        ...staffSchema,
        summary: "Staff members' actions per kind, from the audit log" + csvNote,
        querystring: staffActionReportQuery,
        response: { 200: staffActionReportResponse, ...staffErrors },
      },
      ...staffOnly(context, { permission: 'reports.view' }),
    },
    async (request, reply) => {
      const { query } = request;
      const page = await staffActionReport(db, { range: query, window: windowOf(query) });
      return pagedAnswer(reply, { query, report: 'staff-actions', page, present: presentStaffActionRow });
    },
  );
}
