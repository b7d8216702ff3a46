import type { Executor, Transaction } from '@chaba/db/client';
import { members, playTimeChanges, playTimeDays, playTimeSettings } from '@chaba/db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { DomainError } from '../errors';

/*
 * The rules of play time (issue 13, docs/decisions/0022-play-time.md): the day is the Bangkok
 * calendar day, a heartbeat adds at most `heartbeatCapSeconds`, a session without a heartbeat for
 * `sessionIdleSeconds` is over.
 */

/** The reality-check intervals a member may choose, in minutes. */
export const realityCheckIntervals = [15, 30, 60, 120] as const;
/** The daily play-time limit's bounds, in minutes. */
export const minDailyLimitMinutes = 15;
export const maxDailyLimitMinutes = 24 * 60;
/** The most one heartbeat adds: the site beats every 60 s, so a closed tab stops counting after this. */
export const heartbeatCapSeconds = 90;
/** A play session whose last heartbeat is older than this is over. */
export const sessionIdleSeconds = 5 * 60;

const bangkokOffsetMs = 7 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** The Bangkok calendar day of a moment, `YYYY-MM-DD` (UTC+7, no daylight saving). */
export function bangkokDay(at: Date): string {
  return new Date(at.getTime() + bangkokOffsetMs).toISOString().slice(0, 10);
}

/** The first moment of the Bangkok day after the one `at` is in. */
export function nextBangkokMidnight(at: Date): Date {
  const local = at.getTime() + bangkokOffsetMs;
  return new Date(Math.floor(local / dayMs) * dayMs + dayMs - bangkokOffsetMs);
}

export type PlayTimeSettingsRow = typeof playTimeSettings.$inferSelect;

/** The member's play-time settings; undefined: none set ever (no limit, no reality check). */
export async function readPlayTimeSettings(
  db: Executor,
  memberId: number,
): Promise<PlayTimeSettingsRow | undefined> {
  const [row] = await db.select().from(playTimeSettings).where(eq(playTimeSettings.memberId, memberId));
  return row;
}

/** Writes the member's settings row (created on the first change), with the fields given. */
export async function savePlayTimeSettings(
  tx: Transaction,
  memberId: number,
  changes: Partial<Omit<PlayTimeSettingsRow, 'memberId'>> & { updatedAt: Date },
): Promise<void> {
  await tx
    .insert(playTimeSettings)
    .values({ memberId, ...changes })
    .onConflictDoUpdate({ target: playTimeSettings.memberId, set: changes });
}

/** One entry of the member's history of play-time settings. */
export async function recordPlayTimeChange(
  tx: Transaction,
  values: Omit<typeof playTimeChanges.$inferInsert, 'id'>,
): Promise<void> {
  await tx.insert(playTimeChanges).values(values);
}

/** The seconds the member played on the Bangkok day of `now`. */
export async function todayPlayedSeconds(db: Executor, memberId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ playedSeconds: playTimeDays.playedSeconds })
    .from(playTimeDays)
    .where(and(eq(playTimeDays.memberId, memberId), eq(playTimeDays.day, bangkokDay(now))));
  return row?.playedSeconds ?? 0;
}

/** What the member's page shows of play time: the settings, the waiting raise, today's minutes. */
export async function readPlayTimeState(db: Executor, memberId: number, now: Date) {
  const settings = await readPlayTimeSettings(db, memberId);
  return {
    realityCheckMinutes: settings?.realityCheckMinutes ?? null,
    dailyLimitMinutes: settings?.dailyLimitMinutes ?? null,
    pending:
      settings?.pendingRequestedAt && settings.pendingConfirmableAt
        ? {
            minutes: settings.pendingDailyMinutes,
            requestedAt: settings.pendingRequestedAt,
            confirmableAt: settings.pendingConfirmableAt,
          }
        : null,
    todaySeconds: await todayPlayedSeconds(db, memberId, now),
    dayResetsAt: nextBangkokMidnight(now),
  };
}

/** The member's latest changes of the play-time settings, newest first. */
export async function readPlayTimeHistory(db: Executor, memberId: number, count: number) {
  return db
    .select()
    .from(playTimeChanges)
    .where(eq(playTimeChanges.memberId, memberId))
    .orderBy(desc(playTimeChanges.id))
    .limit(count);
}

/** Locks the member's row, as `checkPlayerProtection` does: one play-time change of a member at a time. */
export async function lockMember(tx: Transaction, memberId: number): Promise<void> {
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update');
  if (!member) throw new DomainError('unauthenticated');
}
