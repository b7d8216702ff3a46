import type { Database, Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { memberVip, members } from '@chaba/db/schema';
import { eq, sql } from 'drizzle-orm';
import { bangkokDate } from '../bangkok-time';
import { grantBonus } from '../promotions/grant-bonus';
import { decideLevel, isBirthday, type HeldLevel } from './decide-level';
import { listVipLevels, type VipLevel } from './save-vip-level';
import { windowAmounts, windowStart } from './window-amounts';

export interface VipRun {
  members: number;
  raised: number;
  lowered: number;
  bonuses: number;
}

/**
 * The job (`vip-levels`, decision 72): every member who holds a level or deposited or bet within the
 * longest window gets their level decided again (`decideLevel`), at most `limit` members a run, those
 * decided longest ago first (and not twice at one instant), with the bonuses it brings: each
 * level-up bonus of a level above the one held up to the one reached (once per member and level), and
 * the birthday bonus of the level held on the member's Bangkok birthday (once per member and year).
 * Safe to run anywhere at once: each member is decided in a transaction that holds their
 * `member_vip` row, and each bonus is paid once by its key (bonus_grant).
 */
export async function runVipLevels(db: Database, options: { now: Date; limit: number }): Promise<VipRun> {
  const levels = await listVipLevels(db, { activeOnly: true });
  const run: VipRun = { members: 0, raised: 0, lowered: 0, bonuses: 0 };
  if (levels.length === 0) return run;
  const since = windowStart(options.now, Math.max(...levels.map((level) => level.windowDays)));
  const candidates = await queryRows<{ member_id: string }>(
    db,
    sql`with candidates as (
          select member_id from member_vip where level_id is not null
          union select member_id from money_requests
            where type = 'deposit' and status = 'completed' and completed_at >= ${since.toISOString()}::timestamptz
          union select member_id from game_transactions
            where kind = 'bet' and status = 'applied' and created_at >= ${since.toISOString()}::timestamptz)
        select c.member_id::text from candidates c left join member_vip v on v.member_id = c.member_id
        where v.updated_at is null or v.updated_at < ${options.now.toISOString()}::timestamptz
        order by v.updated_at nulls first, c.member_id limit ${options.limit}`,
  );
  for (const { member_id } of candidates) {
    const outcome = await refreshMemberLevel(db, { memberId: Number(member_id), levels, now: options.now });
    run.members += 1;
    if (outcome.change === 'raised') run.raised += 1;
    if (outcome.change === 'lowered') run.lowered += 1;
    run.bonuses += outcome.bonuses;
  }
  return run;
}

/** Decides one member's level and pays what it brings, in one transaction holding their row. */
export async function refreshMemberLevel(
  db: Database,
  options: { memberId: number; levels: readonly VipLevel[]; now: Date },
): Promise<{ change: 'raised' | 'lowered' | 'kept'; bonuses: number }> {
  const { memberId, levels, now } = options;
  return db.transaction(async (tx) => {
    await tx.insert(memberVip).values({ memberId, updatedAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(memberVip).where(eq(memberVip.memberId, memberId)).for('update');
    const held: HeldLevel = {
      levelId: row?.levelId ?? null,
      reachedAt: row?.reachedAt ?? null,
      keptUntil: row?.keptUntil ?? null,
    };
    const amounts = await windowAmounts(tx, { memberId, levels, now });
    const next = decideLevel({ levels, amounts, held, now });
    await tx
      .update(memberVip)
      .set({ levelId: next.levelId, reachedAt: next.reachedAt, keptUntil: next.keptUntil, updatedAt: now })
      .where(eq(memberVip.memberId, memberId));
    const rankOf = (id: number | null) => levels.find((level) => level.id === id)?.rank ?? 0;
    let bonuses = 0;
    if (next.raisedFrom !== null) {
      const reached = rankOf(next.levelId);
      const passed = levels.filter((level) => level.rank > next.raisedFrom! && level.rank <= reached);
      for (const level of passed) bonuses += await payLevelUp(tx, { memberId, level, now });
    }
    const level = levels.find((candidate) => candidate.id === next.levelId);
    if (level) bonuses += await payBirthday(tx, { memberId, level, now });
    const change =
      next.raisedFrom !== null ? 'raised' : rankOf(next.levelId) < rankOf(held.levelId) ? 'lowered' : 'kept';
    return { change, bonuses };
  });
}

async function payLevelUp(
  tx: Executor,
  options: { memberId: number; level: VipLevel; now: Date },
): Promise<number> {
  const { memberId, level, now } = options;
  if (level.levelUpBonusSatang <= 0n) return 0;
  const { outcome } = await grantBonus(tx, {
    memberId,
    source: 'vip_level_up',
    key: `${level.id}:${memberId}`,
    amountSatang: level.levelUpBonusSatang,
    turnoverMultiplierHundredths: level.levelUpTurnoverHundredths,
    names: level.names,
    metadata: { vipLevelId: level.id },
    whenActive: 'join',
    now,
  });
  return outcome === 'granted' ? 1 : 0;
}

async function payBirthday(
  tx: Executor,
  options: { memberId: number; level: VipLevel; now: Date },
): Promise<number> {
  const { memberId, level, now } = options;
  if (level.birthdayBonusSatang <= 0n) return 0;
  const [member] = await tx
    .select({ dateOfBirth: members.dateOfBirth })
    .from(members)
    .where(eq(members.id, memberId));
  const today = bangkokDate(now);
  if (!member?.dateOfBirth || !isBirthday(member.dateOfBirth, today)) return 0;
  const { outcome } = await grantBonus(tx, {
    memberId,
    source: 'vip_birthday',
    key: `${today.slice(0, 4)}:${memberId}`,
    amountSatang: level.birthdayBonusSatang,
    turnoverMultiplierHundredths: level.birthdayTurnoverHundredths,
    names: {
      th: `โบนัสวันเกิด ${level.names.th}`,
      en: `${level.names.en} birthday bonus`,
      cn: `${level.names.cn} 生日奖金`,
    },
    metadata: { vipLevelId: level.id, year: today.slice(0, 4) },
    whenActive: 'join',
    now,
  });
  return outcome === 'granted' ? 1 : 0;
}
