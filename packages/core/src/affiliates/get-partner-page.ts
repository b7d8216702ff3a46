import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { bangkokMidnight } from '../bangkok-time';
import { readSiteSetting } from '../site/site-settings';
import { openPeriod, type CommissionPeriodKind } from './commission-periods';
import type { AffiliateStatementRow } from './list-affiliate-statements';

/** One period of the partner page, in satang: a statement's figures, or the open period's so far. */
export type PartnerPeriodFigures = Pick<
  AffiliateStatementRow,
  | 'periodStart'
  | 'periodEnd'
  | 'clicks'
  | 'registrations'
  | 'firstDeposits'
  | 'activePlayers'
  | 'turnoverSatang'
  | 'ngrSatang'
  | 'carriedInSatang'
  | 'commissionSatang'
> & { status: 'open' | AffiliateStatementRow['status'] };

export interface PartnerPage {
  key: string;
  name: string;
  link: string;
  plan: { basis: 'ngr' | 'turnover'; period: CommissionPeriodKind; rateBp: number } | null;
  paidSatang: bigint;
  pendingSatang: bigint;
  periods: PartnerPeriodFigures[];
}

const statementLimit = 24;

type StatementRow = {
  period_start: string;
  period_end: string;
  clicks: number;
  registrations: number;
  first_deposits: number;
  active_players: number;
  turnover_satang: string;
  ngr_satang: string;
  carried_in_satang: string;
  carried_out_satang: string;
  commission_satang: string;
  status: 'paid' | 'held' | 'nothing_due';
};

/**
 * The partner page of a member who is an affiliate (undefined for one who is not): their link (the
 * site's address with their key), the open period's running estimate (the same figures and rule as
 * a statement, `affiliate_period_figures` and `affiliate_commission`, up to `now`), their last 24
 * statements newest first, what was paid and what is pending (held statements and the estimate).
 */
export async function getPartnerPage(
  db: Executor,
  options: { memberId: number; now: Date },
): Promise<PartnerPage | undefined> {
  const [affiliate] = await queryRows<{
    id: number;
    key: string;
    name: string;
    basis: 'ngr' | 'turnover' | null;
    period: CommissionPeriodKind | null;
    rate_bp: number | null;
    tiers: unknown;
    commission_from: string | null;
  }>(
    db,
    sql`select a.id, a.key, a.name, p.basis, p.period, p.rate_bp, p.tiers, a.commission_from::text
        from affiliates a left join affiliate_plans p on p.id = a.plan_id
        where a.member_id = ${options.memberId}`,
  );
  if (!affiliate) return undefined;
  const statements = await queryRows<StatementRow>(
    db,
    sql`select period_start::text, period_end::text, clicks, registrations, first_deposits, active_players,
               turnover_satang::text, ngr_satang::text, carried_in_satang::text, carried_out_satang::text,
               commission_satang::text, status
        from affiliate_statements where affiliate_id = ${affiliate.id}
        order by period_start desc limit ${statementLimit}`,
  );
  const closed = statements.map(presentStatement);
  // The open period is estimated only when it will have a statement: a plan that counts from it.
  const counted =
    affiliate.period !== null &&
    affiliate.commission_from !== null &&
    affiliate.commission_from <= openPeriod(affiliate.period, options.now).start;
  const open =
    affiliate.basis && affiliate.period && counted
      ? await estimateOpenPeriod(db, {
          affiliate: {
            ...affiliate,
            basis: affiliate.basis,
            period: affiliate.period,
            rate_bp: affiliate.rate_bp ?? 0,
          },
          carriedInSatang: BigInt(statements[0]?.carried_out_satang ?? 0),
          now: options.now,
        })
      : undefined;
  const [totals] = await queryRows<{ paid: string; held: string }>(
    db,
    sql`select coalesce(sum(commission_satang) filter (where status = 'paid'), 0)::text as paid,
               coalesce(sum(commission_satang) filter (where status = 'held'), 0)::text as held
        from affiliate_statements where affiliate_id = ${affiliate.id}`,
  );
  const site = await readSiteSetting(db, 'site');
  const origin = site ? new URL(site.referral).origin : '';
  return {
    key: affiliate.key,
    name: affiliate.name,
    link: `${origin}/?aff=${encodeURIComponent(affiliate.key)}`,
    plan:
      affiliate.basis && affiliate.period
        ? { basis: affiliate.basis, period: affiliate.period, rateBp: affiliate.rate_bp ?? 0 }
        : null,
    paidSatang: BigInt(totals?.paid ?? 0),
    pendingSatang: BigInt(totals?.held ?? 0) + (open?.commissionSatang ?? 0n),
    periods: open ? [open, ...closed] : closed,
  };
}

function presentStatement(row: StatementRow): PartnerPeriodFigures {
  return {
    periodStart: row.period_start,
    periodEnd: row.period_end,
    clicks: row.clicks,
    registrations: row.registrations,
    firstDeposits: row.first_deposits,
    activePlayers: row.active_players,
    turnoverSatang: BigInt(row.turnover_satang),
    ngrSatang: BigInt(row.ngr_satang),
    carriedInSatang: BigInt(row.carried_in_satang),
    commissionSatang: BigInt(row.commission_satang),
    status: row.status,
  };
}

/** The open period so far, worked out as its statement will be (the rule is the SQL one). */
async function estimateOpenPeriod(
  db: Executor,
  options: {
    affiliate: { key: string; basis: string; period: CommissionPeriodKind; rate_bp: number; tiers: unknown };
    carriedInSatang: bigint;
    now: Date;
  },
): Promise<PartnerPeriodFigures> {
  const { affiliate } = options;
  const period = openPeriod(affiliate.period, options.now);
  type EstimateRow = Omit<
    StatementRow,
    'period_start' | 'period_end' | 'status' | 'carried_in_satang' | 'carried_out_satang'
  >;
  const [row] = await queryRows<EstimateRow>(
    db,
    sql`select f.clicks, f.registrations, f.first_deposits, f.active_players, f.turnover_satang::text,
               (f.turnover_satang - f.wins_satang - f.bonus_satang)::text as ngr_satang,
               c.commission_satang::text
        from affiliate_period_figures(${affiliate.key}, ${bangkokMidnight(period.start).toISOString()}::timestamptz,
                                      ${options.now.toISOString()}::timestamptz) f
        cross join lateral affiliate_commission(${affiliate.basis}, ${affiliate.rate_bp},
          ${JSON.stringify(affiliate.tiers ?? [])}::jsonb, f.active_players,
          f.turnover_satang - f.wins_satang - f.bonus_satang, f.turnover_satang, ${options.carriedInSatang}) c`,
  );
  const estimate = presentStatement({
    ...row!,
    period_start: period.start,
    period_end: period.end,
    carried_in_satang: String(options.carriedInSatang),
    carried_out_satang: '0',
    status: 'nothing_due',
  });
  return { ...estimate, status: 'open' };
}
