import type {
  AffiliatePlan,
  AffiliateStatement,
  AffiliateSummary,
  PartnerPage as PartnerPageAnswer,
} from '@chaba/contracts/affiliates';
import { satangToBahtNumber } from '@chaba/contracts/money';
import type { PartnerPage } from '@chaba/core/affiliates/get-partner-page';
import type { AffiliatePlanRow } from '@chaba/core/affiliates/list-affiliate-plans';
import type { AffiliateStatementRow } from '@chaba/core/affiliates/list-affiliate-statements';
import type { AffiliateListRow } from '@chaba/core/affiliates/list-affiliates';

/* Affiliate commission as the console and the partner page read it: baht, ISO times (decision 61). */

export function presentAffiliatePlan(plan: AffiliatePlanRow): AffiliatePlan {
  return {
    id: plan.id,
    name: plan.name,
    basis: plan.basis,
    period: plan.period,
    rate_bp: plan.rateBp,
    tiers: plan.tiers,
    affiliates: plan.affiliates,
    updated_at: plan.updatedAt.toISOString(),
  };
}

export function presentAffiliate(row: AffiliateListRow): AffiliateSummary {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    username: row.username,
    active: row.active,
    member: row.member,
    plan: row.plan,
    commission_from: row.commissionFrom,
    carried: satangToBahtNumber(row.carriedSatang),
    statements: row.statements,
  };
}

export function presentAffiliateStatement(row: AffiliateStatementRow): AffiliateStatement {
  const baht = satangToBahtNumber;
  return {
    id: row.id,
    affiliate: row.affiliate,
    plan: row.plan,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    clicks: row.clicks,
    registrations: row.registrations,
    first_deposits: row.firstDeposits,
    active_players: row.activePlayers,
    turnover: baht(row.turnoverSatang),
    wins: baht(row.winsSatang),
    bonus: baht(row.bonusSatang),
    ngr: baht(row.ngrSatang),
    carried_in: baht(row.carriedInSatang),
    carried_out: baht(row.carriedOutSatang),
    basis: row.basis,
    rate_bp: row.rateBp,
    commission: baht(row.commissionSatang),
    status: row.status,
    held_reason: row.heldReason,
    closed_at: row.closedAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

export function presentPartnerPage(page: PartnerPage): PartnerPageAnswer {
  return {
    key: page.key,
    name: page.name,
    link: page.link,
    basis: page.plan?.basis ?? null,
    period: page.plan?.period ?? null,
    rate_bp: page.plan?.rateBp ?? null,
    paid: satangToBahtNumber(page.paidSatang),
    pending: satangToBahtNumber(page.pendingSatang),
    periods: page.periods.map((period) => ({
      period_start: period.periodStart,
      period_end: period.periodEnd,
      clicks: period.clicks,
      registrations: period.registrations,
      first_deposits: period.firstDeposits,
      active_players: period.activePlayers,
      turnover: satangToBahtNumber(period.turnoverSatang),
      revenue: satangToBahtNumber(period.ngrSatang),
      carried_in: satangToBahtNumber(period.carriedInSatang),
      commission: satangToBahtNumber(period.commissionSatang),
      status: period.status,
    })),
  };
}
