import type { Database } from '@chaba/db/client';
import { gameLaunches, games } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { and, eq } from 'drizzle-orm';
import { generateToken, hashToken } from '../auth/secrets';
import { addSeconds } from '../clock';
import { hasCompletedDeposit } from '../deposits/has-completed-deposit';
import { DomainError } from '../errors';
import { ledgerAccount, readBalance } from '../ledger/accounts';
import type { GameProviders } from './game-provider';
import { refuseLockedMember } from '../members/refuse-locked-member';
import { checkPlayerProtection } from '../responsible-gaming/check-player-protection';
import { continuePlaySession } from '../responsible-gaming/play-session';

/** A launch URL must be opened within this time; the aggregator then holds a session. */
export const launchTokenLifetimeSeconds = 5 * 60;
/** Spec §4.8: credit of 1 baht or less cannot start a game. */
export const minimumLaunchCreditSatang = 100n;

/**
 * A member opens a game: a one-time launch token bound to the member and the game, inside the
 * aggregator's URL. Player protection is asked first, in the transaction that stores the launch
 * (a time-out, self-exclusion or today's play time reached refuses it), and the member's play
 * session starts, or goes on when one is open (docs/decisions/0022-play-time.md).
 *
 * @throws DomainError not_found, member_locked, first_deposit_required, insufficient_credit, the
 *   player-protection refusals (play_time_reached, …), player_protection_unavailable
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
  },
): Promise<{ url: string }> {
  const provider = options.providers.get(options.provider);
  const [game] = provider
    ? await db
        .select()
        .from(games)
        .where(
          and(eq(games.provider, options.provider), eq(games.code, options.gameCode), eq(games.active, true)),
        )
    : [];
  if (!provider || !game) throw new DomainError('not_found');
  await refuseLockedMember(db, options.memberId);

  if (!(await hasCompletedDeposit(db, options.memberId))) throw new DomainError('first_deposit_required');
  const credit = await readBalance(db, ledgerAccount.memberWallet(options.memberId));
  if (credit <= minimumLaunchCreditSatang) throw new DomainError('insufficient_credit');

  const token = generateToken();
  await db.transaction(async (tx) => {
    await checkPlayerProtection(tx, options.memberId, { kind: 'launch' }, options.now);
    await continuePlaySession(tx, options.memberId, options.now);
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
  return {
    url: provider.launchUrl({
      gameCode: game.code,
      launchToken: token,
      language: options.language,
      mobile: options.mobile,
    }),
  };
}
