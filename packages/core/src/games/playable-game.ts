import type { Executor } from '@chaba/db/client';
import { games } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { DomainError } from '../errors';
import type { GameProvider, GameProviders } from './game-provider';

/**
 * A game a member may open now: its provider plugged in, the game switched on by the operators and
 * still listed by the aggregator (and offering trial play, for `demo`).
 *
 * @throws DomainError not_found
 */
export async function playableGame(
  db: Executor,
  options: { providers: GameProviders; provider: string; gameCode: string; demo?: boolean },
): Promise<{ provider: GameProvider; game: typeof games.$inferSelect }> {
  const provider = options.providers.get(options.provider);
  const [game] = provider
    ? await db
        .select()
        .from(games)
        .where(
          and(
            eq(games.provider, options.provider),
            eq(games.code, options.gameCode),
            eq(games.active, true),
            eq(games.available, true),
            options.demo ? eq(games.demo, true) : undefined,
          ),
        )
    : [];
  if (!provider || !game) throw new DomainError('not_found');
  return { provider, game };
}
