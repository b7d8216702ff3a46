import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';

export interface AffiliateStatementRow {
  id: number;
  affiliate: { id: number; key: string; name: string };
  plan: { id: number; name: string };
  periodStart: string;
  periodEnd: string;
  clicks: number;
  registrations: number;
  firstDeposits: number;
  activePlayers: number;
  turnoverSatang: bigint;
  winsSatang: bigint;
  bonusSatang: bigint;
  ngrSatang: bigint;
  carriedInSatang: bigint;
  carriedOutSatang: bigint;
  basis: 'ngr' | 'turnover';
  rateBp: number;
  commissionSatang: bigint;
  status: 'paid' | 'held' | 'nothing_due';
  heldReason: string | null;
  closedAt: Date;
  paidAt: Date | null;
}

export const statementPageSize = 50;

/**
 * The statements newest period first, of one affiliate (`affiliateId`) or all, a page of 50 at a
 * time; or the one statement `statementId`. Answers the rows and how many there are in all.
 */
export async function listAffiliateStatements(
  db: Executor,
  options: { affiliateId?: number; statementId?: number; page?: number },
): Promise<{ rows: AffiliateStatementRow[]; total: number }> {
  const filters = [
    options.affiliateId === undefined ? sql`true` : sql`s.affiliate_id = ${options.affiliateId}`,
    options.statementId === undefined ? sql`true` : sql`s.id = ${options.statementId}`,
  ];
  const offset = ((options.page ?? 1) - 1) * statementPageSize;
  const rows = await queryRows<Record<string, string | number | null> & { total: string }>(
    db,
    sql`select s.id, s.affiliate_id, a.key, a.name as affiliate_name, s.plan_id, p.name as plan_name,
               s.period_start::text, s.period_end::text, s.clicks, s.registrations, s.first_deposits,
               s.active_players, s.turnover_satang::text, s.wins_satang::text, s.bonus_satang::text,
               s.ngr_satang::text, s.carried_in_satang::text, s.carried_out_satang::text, s.basis, s.rate_bp,
               s.commission_satang::text, s.status, s.held_reason, s.closed_at::text, s.paid_at::text,
               count(*) over ()::text as total
        from affiliate_statements s
        join affiliates a on a.id = s.affiliate_id
        join affiliate_plans p on p.id = s.plan_id
        where ${filters[0]} and ${filters[1]}
        order by s.period_start desc, a.key
        limit ${statementPageSize} offset ${offset}`,
  );
  return { rows: rows.map(toStatement), total: Number(rows[0]?.total ?? 0) };
}

function toStatement(row: Record<string, string | number | null>): AffiliateStatementRow {
  const money = (name: string) => BigInt(row[name] as string);
  return {
    id: Number(row.id),
    affiliate: { id: Number(row.affiliate_id), key: String(row.key), name: String(row.affiliate_name) },
    plan: { id: Number(row.plan_id), name: String(row.plan_name) },
    periodStart: String(row.period_start),
    periodEnd: String(row.period_end),
    clicks: Number(row.clicks),
    registrations: Number(row.registrations),
    firstDeposits: Number(row.first_deposits),
    activePlayers: Number(row.active_players),
    turnoverSatang: money('turnover_satang'),
    winsSatang: money('wins_satang'),
    bonusSatang: money('bonus_satang'),
    ngrSatang: money('ngr_satang'),
    carriedInSatang: money('carried_in_satang'),
    carriedOutSatang: money('carried_out_satang'),
    basis: row.basis as AffiliateStatementRow['basis'],
    rateBp: Number(row.rate_bp),
    commissionSatang: money('commission_satang'),
    status: row.status as AffiliateStatementRow['status'],
    heldReason: row.held_reason === null ? null : String(row.held_reason),
    closedAt: new Date(String(row.closed_at)),
    paidAt: row.paid_at === null ? null : new Date(String(row.paid_at)),
  };
}
