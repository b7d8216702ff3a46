import type { Database } from '@chaba/db/client';
import {
  advancePlaySession,
  closePlaySession,
  continuePlaySession,
  openPlaySession,
  readNetResult,
} from './play-session';
import { lockMember, playTimeReached, readPlayTimeSettings, todayPlayedSeconds } from './play-time';

/** What the member site shows over an open game, and what the reality check says. */
export interface PlayHeartbeat {
  startedAt: Date;
  playedSeconds: number;
  /** Wins − bets of this play session, satang; negative: lost. */
  netSatang: bigint;
  realityCheckMinutes: number | null;
  nextRealityCheckAt: Date | null;
  todaySeconds: number;
  dailyLimitMinutes: number | null;
}

/**
 * The member site says a game is still open (at once on opening, then every 60 s): the member's
 * play session (started now if none is open) gains the time since its last heartbeat, capped, and
 * so does today's play time (docs/decisions/0022-play-time.md). Once today's play time reached the
 * daily limit, the session ends and the heartbeat refuses, until the next Bangkok midnight.
 *
 * @throws DomainError play_time_reached, unauthenticated
 */
export async function recordPlayHeartbeat(
  db: Database,
  options: { memberId: number; now: Date },
): Promise<PlayHeartbeat> {
  const { memberId, now } = options;
  const answer = await db.transaction(async (tx): Promise<PlayHeartbeat | { reachedMinutes: number }> => {
    await lockMember(tx, memberId);
    const settings = await readPlayTimeSettings(tx, memberId);
    const limitMinutes = settings?.dailyLimitMinutes ?? null;
    const reached = (seconds: number) => limitMinutes !== null && seconds >= limitMinutes * 60;

    if (reached(await todayPlayedSeconds(tx, memberId, now))) {
      const open = await openPlaySession(tx, memberId);
      if (open) await closePlaySession(tx, open, now);
      return { reachedMinutes: limitMinutes! };
    }
    const session = await advancePlaySession(tx, await continuePlaySession(tx, memberId, now), now);
    const todaySeconds = await todayPlayedSeconds(tx, memberId, now);
    if (reached(todaySeconds)) {
      await closePlaySession(tx, session, now);
      return { reachedMinutes: limitMinutes! };
    }
    const realityCheckMinutes = settings?.realityCheckMinutes ?? null;
    return {
      startedAt: session.startedAt,
      playedSeconds: session.playedSeconds,
      netSatang: await readNetResult(tx, memberId, session.startedAt, now),
      realityCheckMinutes,
      nextRealityCheckAt: realityCheckDue(session.startedAt, realityCheckMinutes, now),
      todaySeconds,
      dailyLimitMinutes: limitMinutes,
    };
  });
  // Thrown after the commit: the session's end and the time counted up to the limit stay.
  if ('reachedMinutes' in answer) throw playTimeReached(answer.reachedMinutes, now);
  return answer;
}

/**
 * The reality check's due time: the latest `start + k × interval` (k ≥ 1) that has come, or the
 * first while none has. The site shows the dialog once per due time it sees come, so a due time
 * stays in the answer until the following one comes.
 */
export function realityCheckDue(startedAt: Date, intervalMinutes: number | null, now: Date): Date | null {
  if (intervalMinutes === null) return null;
  const intervalMs = intervalMinutes * 60 * 1000;
  const periods = Math.max(1, Math.floor((now.getTime() - startedAt.getTime()) / intervalMs));
  return new Date(startedAt.getTime() + periods * intervalMs);
}
