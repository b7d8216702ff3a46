import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import type { BonusSource } from '@chaba/db/schema';
import { sql } from 'drizzle-orm';
import { bonusName } from '../promotions/current-promotion';

/** How many bonus rows the member page shows, newest first. */
const historyLimit = 200;

export interface MemberBonus {
  id: number;
  source: BonusSource;
  status: 'active' | 'completed' | 'cleared' | 'cancelled' | 'joined';
  names: { th: string; en: string; cn: string };
  bonusSatang: bigint;
  depositSatang: bigint;
  turnoverRequiredSatang: bigint;
  startedAt: Date;
  endedAt: Date | null;
  /** A staff bonus: who granted it (and who approved it above the threshold), and why. */
  grantedBy: string | null;
  approvedBy: string | null;
  reason: string | null;
  /** A coupon's code. */
  couponCode: string | null;
}

/**
 * The member's bonus history (decision 59): every member_promotions row of any source, newest first,
 * with its name, status and turnover; a staff bonus with who granted it and the reason; a coupon with
 * its code.
 */
export async function listMemberBonuses(db: Executor, options: { memberId: number }): Promise<MemberBonus[]> {
  const rows = await queryRows<{
    id: string;
    source: BonusSource;
    status: MemberBonus['status'];
    name_th: string;
    name_en: string;
    name_cn: string;
    bonus_satang: string;
    deposit_satang: string | null;
    turnover_required_satang: string;
    started_at: string | Date;
    ended_at: string | Date | null;
    granted_by: string | null;
    approved_by: string | null;
    reason: string | null;
    coupon_code: string | null;
  }>(
    db,
    sql`select mp.id::text, mp.source, mp.status, ${bonusName.th} as name_th, ${bonusName.en} as name_en,
          ${bonusName.cn} as name_cn, mp.bonus_satang::text, mp.deposit_satang::text,
          mp.turnover_required_satang::text, mp.started_at, mp.ended_at,
          maker.username as granted_by, decider.username as approved_by, sa.note as reason,
          c.code as coupon_code
        from member_promotions mp
        left join promotions p on p.id = mp.promotion_id
        left join staff_adjustments sa on sa.member_promotion_id = mp.id
        left join staff_accounts maker on maker.id = sa.created_by_staff_id
        left join staff_accounts decider on decider.id = sa.decided_by_staff_id
        left join coupon_redemptions cr on cr.member_promotion_id = mp.id
        left join coupons c on c.id = cr.coupon_id
        where mp.member_id = ${options.memberId}
        order by mp.id desc
        limit ${historyLimit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    source: row.source,
    status: row.status,
    names: { th: row.name_th, en: row.name_en, cn: row.name_cn },
    bonusSatang: BigInt(row.bonus_satang),
    depositSatang: BigInt(row.deposit_satang ?? '0'),
    turnoverRequiredSatang: BigInt(row.turnover_required_satang),
    startedAt: new Date(row.started_at),
    endedAt: row.ended_at === null ? null : new Date(row.ended_at),
    grantedBy: row.granted_by,
    approvedBy: row.approved_by,
    reason: row.reason,
    couponCode: row.coupon_code,
  }));
}
