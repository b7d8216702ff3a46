import type { Executor, Transaction } from '@chaba/db/client';
import { gameTransactions, playSessions, playTimeDays } from '@chaba/db/schema';
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { bangkokDay, heartbeatCapSeconds, nextBangkokMidnight, sessionIdleSeconds } from './play-time';

/*
 * The member's play session (docs/decisions/0022-play-time.md). Callers hold the member's row lock
 * (checkPlayerProtection, or the heartbeat's own), so the one open session is found or started once;
 * the partial unique index `play_sessions_one_open` backs that up.
 */

export type PlaySessionRow = typeof playSessions.$inferSelect;

/**
 * The member's open play session, locked; a new one from `now` when none is open or the open one's
 * heartbeats stopped more than `sessionIdleSeconds` ago (that one ends at its last heartbeat).
 */
export async function continuePlaySession(
  tx: Transaction,
  memberId: number,
  now: Date,
): Promise<PlaySessionRow> {
  const open = await openPlaySession(tx, memberId);
  if (open && !isIdle(open, now)) return open;
  if (open) await closePlaySession(tx, open, open.lastBeatAt);
  const [started] = await tx
    .insert(playSessions)
    .values({ memberId, startedAt: now, lastBeatAt: now, playedSeconds: 0 })
    .returning();
  return started!;
}

/** The member's open play session, locked for the update of its time; undefined when none. */
export async function openPlaySession(
  tx: Transaction,
  memberId: number,
): Promise<PlaySessionRow | undefined> {
  const [open] = await tx
    .select()
    .from(playSessions)
    .where(and(eq(playSessions.memberId, memberId), isNull(playSessions.endedAt)))
    .for('update');
  return open;
}

export function isIdle(session: PlaySessionRow, now: Date): boolean {
  return now.getTime() - session.lastBeatAt.getTime() > sessionIdleSeconds * 1000;
}

/**
 * A heartbeat: adds the time since the session's last heartbeat, at most `heartbeatCapSeconds`, to
 * the session and to the Bangkok day(s) it fell in (split at midnight). A clock behind the last
 * heartbeat adds nothing.
 */
export async function advancePlaySession(
  tx: Transaction,
  session: PlaySessionRow,
  now: Date,
): Promise<PlaySessionRow> {
  const from = session.lastBeatAt;
  const addedSeconds = Math.min(Math.floor((now.getTime() - from.getTime()) / 1000), heartbeatCapSeconds);
  if (addedSeconds <= 0) return session;
  const [advanced] = await tx
    .update(playSessions)
    .set({ lastBeatAt: now, playedSeconds: sql`${playSessions.playedSeconds} + ${addedSeconds}` })
    .where(eq(playSessions.id, session.id))
    .returning();
  // The counted interval starts at the last heartbeat; it crosses at most one midnight (90 s).
  const midnight = nextBangkokMidnight(from);
  const beforeMidnight = Math.min(addedSeconds, Math.floor((midnight.getTime() - from.getTime()) / 1000));
  await addToDay(tx, session.memberId, bangkokDay(from), beforeMidnight);
  await addToDay(tx, session.memberId, bangkokDay(midnight), addedSeconds - beforeMidnight);
  return advanced!;
}

/** Ends the session at `at` (its time up to there already counted). */
export async function closePlaySession(tx: Transaction, session: PlaySessionRow, at: Date): Promise<void> {
  await tx.update(playSessions).set({ endedAt: at }).where(eq(playSessions.id, session.id));
}

async function addToDay(tx: Transaction, memberId: number, day: string, seconds: number) {
  if (seconds <= 0) return;
  await tx
    .insert(playTimeDays)
    .values({ memberId, day, playedSeconds: seconds })
    .onConflictDoUpdate({
      target: [playTimeDays.memberId, playTimeDays.day],
      set: { playedSeconds: sql`${playTimeDays.playedSeconds} + ${seconds}` },
    });
}

/**
 * The member's net game result since `since`: applied wins − applied bets, in satang (negative:
 * lost). Rolled-back bets are no longer `applied` and leave the sum. One indexed sum over
 * `game_transactions (member_id, created_at)`.
 */
export async function readNetResult(db: Executor, memberId: number, since: Date, now: Date): Promise<bigint> {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(case when ${gameTransactions.kind} = 'win' then ${gameTransactions.amountSatang} else -${gameTransactions.amountSatang} end), 0)::text`,
    })
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.memberId, memberId),
        gte(gameTransactions.createdAt, since),
        lte(gameTransactions.createdAt, now),
        inArray(gameTransactions.kind, ['bet', 'win']),
        eq(gameTransactions.status, 'applied'),
      ),
    );
  return BigInt(row?.net ?? '0');
}
