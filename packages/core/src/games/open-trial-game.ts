import type { Executor } from '@chaba/db/client';
import { games } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { and, eq } from 'drizzle-orm';
import { DomainError } from '../errors';
import type { GameProviders } from './game-provider';

/**
 * Trial play with play money: no login, no wallet. The address is asked of the aggregator (Hub88's
 * DEMO mode) for a game of the lobby that offers it.
 *
 * @throws DomainError not_found, game_provider_unavailable
 */
export async function openTrialGame(
  db: Executor,
  options: {
    provider: string;
    gameCode: string;
    language: Language;
    mobile: boolean;
    providers: GameProviders;
    signal?: AbortSignal;
  },
): Promise<{ url: string }> {
  const provider = options.providers.get(options.provider);
  const [game] = provider
    ? await db
        .select({ code: games.code })
        .from(games)
        .where(
          and(
            eq(games.provider, options.provider),
            eq(games.code, options.gameCode),
            eq(games.active, true),
            eq(games.available, true),
            eq(games.demo, true),
          ),
        )
    : [];
  if (!provider || !game) throw new DomainError('not_found');
  const url = await provider.demoUrl({
    gameCode: game.code,
    language: options.language,
    mobile: options.mobile,
    signal: options.signal,
  });
  return { url };
}
