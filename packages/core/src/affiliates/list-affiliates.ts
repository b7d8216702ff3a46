import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';

export interface AffiliateListRow {
  id: number;
  key: string;
  name: string;
  username: string;
  active: boolean;
  member: { id: number; phone: string; username: string | null; name: string | null } | null;
  plan: { id: number; name: string } | null;
  commissionFrom: string | null;
  /** What the last statement carried out (≤ 0), 0 without one. */
  carriedSatang: bigint;
  statements: number;
}

/** Every affiliate by key (or one, `affiliateId`), with its member, plan and statement count. */
export async function listAffiliates(
  db: Executor,
  options: { affiliateId?: number } = {},
): Promise<AffiliateListRow[]> {
  const rows = await queryRows<{
    id: number;
    key: string;
    name: string;
    username: string;
    active: boolean;
    member_id: number | null;
    phone: string | null;
    member_username: string | null;
    member_name: string | null;
    plan_id: number | null;
    plan_name: string | null;
    commission_from: string | null;
    carried: string | null;
    statements: number;
  }>(
    db,
    sql`select a.id, a.key, a.name, a.username, a.active, a.member_id, m.phone, m.username as member_username,
               m.name as member_name, a.plan_id, p.name as plan_name, a.commission_from::text,
               (select s.carried_out_satang::text from affiliate_statements s where s.affiliate_id = a.id
                order by s.period_start desc limit 1) as carried,
               (select count(*) from affiliate_statements s where s.affiliate_id = a.id)::integer as statements
        from affiliates a
        left join members m on m.id = a.member_id
        left join affiliate_plans p on p.id = a.plan_id
        where ${options.affiliateId === undefined ? sql`true` : sql`a.id = ${options.affiliateId}`}
        order by a.key`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    key: row.key,
    name: row.name,
    username: row.username,
    active: row.active,
    member:
      row.member_id === null
        ? null
        : {
            id: Number(row.member_id),
            phone: row.phone!,
            username: row.member_username,
            name: row.member_name,
          },
    plan: row.plan_id === null ? null : { id: Number(row.plan_id), name: row.plan_name! },
    commissionFrom: row.commission_from,
    carriedSatang: BigInt(row.carried ?? 0),
    statements: row.statements,
  }));
}
