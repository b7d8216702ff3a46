import type { Database } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { protectionError, type ProtectionRefusal } from './check-player-protection';
import {
  advancePlaySession,
  closePlaySession,
  continuePlaySession,
  openPlaySession,
  readNetResult,
} from './play-session';
import { lockMember, readPlayTimeSettings, todayPlayedSeconds } from './play-time';

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
  const answer = await db.transaction(async (tx): Promise<PlayHeartbeat | { refused: ProtectionRefusal }> => {
    await lockMember(tx, memberId);
    // The play-time rule is player protection's (play_time_refusal), asked before and after counting.
    const reached = async () =>
      (
        await queryRows<ProtectionRefusal>(
          tx,
          sql`select refusal, details from play_time_refusal(${memberId}::bigint, ${now.toISOString()}::timestamptz)
              where refusal is not null`,
        )
      )[0];
    const before = await reached();
    if (before) {
      const open = await openPlaySession(tx, memberId);
      if (open) await closePlaySession(tx, open, now);
      return { refused: before };
    }
    const session = await advancePlaySession(tx, await continuePlaySession(tx, memberId, now), now);
    const after = await reached();
    if (after) {
      await closePlaySession(tx, session, now);
      return { refused: after };
    }
    const settings = await readPlayTimeSettings(tx, memberId);
    const realityCheckMinutes = settings?.realityCheckMinutes ?? null;
    return {
      startedAt: session.startedAt,
      playedSeconds: session.playedSeconds,
      netSatang: await readNetResult(tx, memberId, session.startedAt, now),
      realityCheckMinutes,
      nextRealityCheckAt: realityCheckDue(session.startedAt, realityCheckMinutes, now),
      todaySeconds: await todayPlayedSeconds(tx, memberId, now),
      dailyLimitMinutes: settings?.dailyLimitMinutes ?? null,
    };
  });
  // Thrown after the commit: the session's end and the time counted up to the limit stay.
  if ('refused' in answer) throw protectionError(answer.refused, 'general');
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
