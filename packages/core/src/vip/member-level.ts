import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { vipLevels } from '@chaba/db/schema';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { DomainError } from '../errors';

/** A member's VIP level as other features read it (the lucky wheel's spins, segments, coupons). */
export interface MemberVipLevel {
  levelId: number;
  rank: number;
  names: { th: string; en: string; cn: string };
  badge: string;
  /** The level is not lowered before this instant (null: the job has not set one). */
  keptUntil: Date | null;
}

/**
 * The member's level now, or null: the `vip_member_level` SQL function (the level the job last gave
 * them, while that level is active). The one lookup for other features, e.g. spins by VIP level.
 */
export async function memberVipLevel(db: Executor, memberId: number): Promise<MemberVipLevel | null> {
  const [row] = await queryRows<{
    id: string;
    rank: number;
    names: MemberVipLevel['names'];
    badge: string;
    kept_until_ms: number | null;
  }>(
    db,
    sql`select l.id::text, l.rank, l.names, l.badge,
        floor(extract(epoch from v.kept_until) * 1000)::float8 as kept_until_ms
      from vip_levels l join member_vip v on v.member_id = ${memberId}
      where l.id = vip_member_level(${memberId})`,
  );
  return row
    ? {
        levelId: Number(row.id),
        rank: row.rank,
        names: row.names,
        badge: row.badge,
        keptUntil: row.kept_until_ms === null ? null : new Date(Number(row.kept_until_ms)),
      }
    : null;
}

/**
 * SQL that is true for the member id expression `memberId` (e.g. `members.id`) when that member's
 * level is one of `levelIds`: a segment by VIP level (LINE messages, lists). An empty list: false.
 */
export function atVipLevels(memberId: SQL, levelIds: readonly number[]): SQL {
  if (levelIds.length === 0) return sql`false`;
  return sql`${memberId} in (select v.member_id from vip_members_at_levels(${sql.param([...levelIds])}::bigint[]) v)`;
}

/** How many members hold each level now, by level id. */
export async function membersPerLevel(db: Executor): Promise<Map<number, number>> {
  const rows = await queryRows<{ level_id: string; n: number }>(
    db,
    sql`select level_id::text, count(*)::int as n from member_vip where level_id is not null group by level_id`,
  );
  return new Map(rows.map((row) => [Number(row.level_id), row.n]));
}

/**
 * Every level another feature names exists (the wheel's spins by level, a coupon's levels); a
 * switched-off level may be named: it counts for nobody while off.
 *
 * @throws DomainError vip_level_unknown (on `field`)
 */
export async function requireKnownVipLevels(db: Executor, levelIds: number[], field: string): Promise<void> {
  const ids = [...new Set(levelIds)];
  if (ids.length === 0) return;
  const known = await db.select({ id: vipLevels.id }).from(vipLevels).where(inArray(vipLevels.id, ids));
  if (known.length !== ids.length) throw new DomainError('vip_level_unknown', { field });
}
