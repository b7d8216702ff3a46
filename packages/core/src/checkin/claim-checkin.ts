import type { Database, Executor } from '@chaba/db/client';
import { checkinClaims, members, type BonusNames } from '@chaba/db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { addDays, bangkokDate } from '../bangkok-time';
import { DomainError } from '../errors';
import { grantBonus } from '../promotions/grant-bonus';
import { readWheelSettings } from '../wheel/wheel-settings';

export type CheckinClaim = typeof checkinClaims.$inferSelect;

/** The streak's length: day 7 claimed, the next claim starts again at day 1. */
export const checkinStreakDays = 7;

/** The bonus's name on the member's bonuses (decision 58: a source that no promotion names). */
const checkinNames = (streakDay: number): BonusNames => ({
  th: `เช็กอินรายวัน วันที่ ${streakDay}`,
  en: `Daily check-in, day ${streakDay}`,
  cn: `每日签到 第${streakDay}天`,
});

/**
 * The streak day a claim on `day` is (1–7): the day after the last claim continues its streak (after
 * day 7, day 1 again); any other day — a missed day, or the first claim — starts at day 1.
 */
export function streakDayOf(last: { day: string; streakDay: number } | undefined, day: string): number {
  if (!last || addDays(last.day, 1) !== day) return 1;
  return (last.streakDay % checkinStreakDays) + 1;
}

/**
 * A member checks in on today's Bangkok day (decision 73): once a day. The member's row is locked
 * first, so concurrent claims run one after the other and the later ones find the day claimed; the
 * unique (member, day) index holds it too. The day's prize is paid by bonus_grant, source `checkin`,
 * key member:day, its turnover joining an active requirement; a day whose prize is 0 keeps the streak.
 *
 * @throws DomainError checkin_closed, checkin_already_claimed, bonus_refused_restricted
 */
export async function claimCheckin(
  db: Database,
  options: { memberId: number; now: Date },
): Promise<CheckinClaim> {
  const { memberId, now } = options;
  return db.transaction(async (tx) => {
    const settings = await readWheelSettings(tx);
    if (!settings.checkinActive || settings.checkinDays.length !== checkinStreakDays) {
      throw new DomainError('checkin_closed');
    }
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const day = bangkokDate(now);
    const last = await lastClaim(tx, memberId);
    if (last?.day === day) throw new DomainError('checkin_already_claimed');
    const streakDay = streakDayOf(last, day);
    const prize = settings.checkinDays[streakDay - 1]!;
    const amountSatang = BigInt(prize.amountSatang);
    let memberPromotionId: number | null = null;
    if (amountSatang > 0n) {
      const granted = await grantBonus(tx, {
        memberId,
        source: 'checkin',
        key: `${memberId}:${day}`,
        amountSatang,
        turnoverMultiplierHundredths: prize.turnoverMultiplierHundredths,
        names: checkinNames(streakDay),
        metadata: { day, streakDay },
        whenActive: 'join',
        now,
      });
      if (granted.outcome !== 'granted') throw new DomainError('bonus_refused_restricted');
      memberPromotionId = granted.memberPromotionId;
    }
    const [claim] = await tx
      .insert(checkinClaims)
      .values({ memberId, day, streakDay, amountSatang, memberPromotionId, createdAt: now })
      .returning();
    return claim!;
  });
}

/** The member's latest check-in. */
export async function lastClaim(tx: Executor, memberId: number): Promise<CheckinClaim | undefined> {
  const [row] = await tx
    .select()
    .from(checkinClaims)
    .where(and(eq(checkinClaims.memberId, memberId)))
    .orderBy(desc(checkinClaims.day))
    .limit(1);
  return row;
}

/** What a member sees of the check-in: the seven prizes, the streak so far and whether today is claimed. */
export async function readMemberCheckin(db: Database, options: { memberId: number; now: Date }) {
  const settings = await readWheelSettings(db);
  const today = bangkokDate(options.now);
  const last = await lastClaim(db, options.memberId);
  const claimedToday = last?.day === today;
  const kept = last !== undefined && (claimedToday || addDays(last.day, 1) === today);
  return {
    active: settings.checkinActive && settings.checkinDays.length === checkinStreakDays,
    days: settings.checkinDays,
    /** Streak days already claimed in the current run (0–7); today's claim is the next one. */
    streak: kept ? last.streakDay : 0,
    claimedToday,
    nextDay: claimedToday ? null : streakDayOf(last, today),
  };
}
