import type { Database } from '@chaba/db/client';
import { gameLaunches, gameSessions } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { generateToken, hashToken } from '../auth/secrets';
import { addSeconds } from '../clock';
import { hasCompletedDeposit } from '../deposits/has-completed-deposit';
import { DomainError } from '../errors';
import { ledgerAccount, readBalance } from '../ledger/accounts';
import type { GameProviders } from './game-provider';
import { refuseLockedMember } from '../members/refuse-locked-member';
import { checkPlayerProtection } from '../responsible-gaming/check-player-protection';
import { continuePlaySession } from '../responsible-gaming/play-session';
import { playableGame } from './playable-game';
import { playerSessionLifetimeSeconds } from './player-sessions';

/** A launch URL must be opened within this time; the aggregator then holds a session. */
export const launchTokenLifetimeSeconds = 5 * 60;
/**
 * A session-token launch (Hub88): the token in the game address is the wallet session itself, so
 * it lives as long as a player session of the launch-token flow (player-sessions.ts): a member's
 * evening of play in one game, after which the game must be opened again. A password change ends
 * it sooner (revokeMemberTokens).
 */
export const sessionTokenLifetimeSeconds = playerSessionLifetimeSeconds;
/** Spec §4.8: credit of 1 baht or less cannot start a game. */
export const minimumLaunchCreditSatang = 100n;

/**
 * A member opens a game, for every aggregator alike: a one-time launch token bound to the member and
 * the game (the demo aggregator), or the wallet session token itself (Hub88, a `game_sessions` row),
 * then the game address asked of the aggregator with that token, outside the transaction. Player protection is asked first, in the transaction that stores the launch
 * (a time-out, self-exclusion or today's play time reached refuses it), and the member's play
 * session starts, or goes on when one is open (docs/decisions/0022-play-time.md).
 *
 * @throws DomainError not_found, member_locked, first_deposit_required, insufficient_credit, the
 *   player-protection refusals (play_time_reached, …), player_protection_unavailable,
 *   game_provider_unavailable (the aggregator did not give the address in time)
 */
export async function launchGame(
  db: Database,
  options: {
    memberId: number;
    provider: string;
    gameCode: string;
    mobile: boolean;
    language: Language;
    now: Date;
    providers: GameProviders;
    /** The member's address, as the aggregator asks for it. */
    ip: string;
    signal?: AbortSignal;
  },
): Promise<{ url: string }> {
  const { provider, game } = await playableGame(db, options);
  await refuseLockedMember(db, options.memberId);

  if (!(await hasCompletedDeposit(db, options.memberId))) throw new DomainError('first_deposit_required');
  const credit = await readBalance(db, ledgerAccount.memberWallet(options.memberId));
  if (credit <= minimumLaunchCreditSatang) throw new DomainError('insufficient_credit');

  const token = generateToken();
  await db.transaction(async (tx) => {
    await checkPlayerProtection(tx, options.memberId, { kind: 'launch' }, options.now);
    await continuePlaySession(tx, options.memberId, options.now);
    if (provider.tokenStyle === 'session-token') {
      await tx.insert(gameSessions).values({
        tokenHash: hashToken(token),
        memberId: options.memberId,
        provider: provider.code,
        gameCode: game.code,
        expiresAt: addSeconds(options.now, sessionTokenLifetimeSeconds),
        createdAt: options.now,
      });
      return;
    }
    await tx.insert(gameLaunches).values({
      tokenHash: hashToken(token),
      memberId: options.memberId,
      gameId: game.id,
      language: options.language,
      mobile: options.mobile,
      expiresAt: addSeconds(options.now, launchTokenLifetimeSeconds),
      createdAt: options.now,
    });
  });
  // The call waits outside the transaction: no database lock is held while the aggregator thinks.
  const url = await provider.launchUrl({
    memberId: options.memberId,
    gameCode: game.code,
    token,
    language: options.language,
    mobile: options.mobile,
    ip: options.ip,
    signal: options.signal,
  });
  return { url };
}
