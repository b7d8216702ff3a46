import type { GameSession } from '../../sessions';
import {
  lockOpenRound,
  maxShotsPerRound,
  maxShotsPerSessionPerRound,
  sessionKey,
  shooterName,
  type LotteryContext,
  type ShotView,
} from './store';

export type ShootAnswer =
  | { status: 'OK'; shot: ShotView }
  | { status: 'ROUND_CLOSED' | 'TOO_MANY_SHOTS' | 'ROUND_FULL' | 'TRIAL_CANNOT_SHOOT' };

/** Shoots a five-digit number into the round open now (real players only; see decision 0027). */
export async function shootNumber(
  c: LotteryContext,
  session: GameSession,
  number: string,
): Promise<ShootAnswer> {
  const { db, now } = c;
  const s = db.schema;
  if (session.mode !== 'real') return { status: 'TRIAL_CANNOT_SHOOT' };
  if (!/^\d{5}$/.test(number)) throw new Error('a shot is five digits');
  const sessionHash = sessionKey(session);
  const at = now();
  return db.transaction(async (tx): Promise<ShootAnswer> => {
    const round = await lockOpenRound(c, tx, at);
    if (!round) return { status: 'ROUND_CLOSED' };
    if (round.shot_count >= maxShotsPerRound) return { status: 'ROUND_FULL' };
    const [mine] = await tx.query<{ count: number }>(
      `select count(*)::int as count from ${s}.yeekee_shots where round_key = $1 and session_hash = $2`,
      [round.round_key, sessionHash],
    );
    if ((mine?.count ?? 0) >= maxShotsPerSessionPerRound) return { status: 'TOO_MANY_SHOTS' };
    const sequence = round.shot_count + 1;
    const shooter = shooterName(sessionHash);
    await tx.query(
      `insert into ${s}.yeekee_shots (round_key, sequence, number, shooter, session_hash, shot_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [round.round_key, sequence, number, shooter, sessionHash, at],
    );
    await tx.query(
      `update ${s}.yeekee_rounds set shot_count = $2, shot_sum = shot_sum + $3 where round_key = $1`,
      [round.round_key, sequence, Number(number)],
    );
    return { status: 'OK', shot: { sequence, number, shooter, at: at.toISOString(), mine: true } };
  });
}
