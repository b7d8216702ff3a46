import type { Executor } from '@chaba/db/client';
import type { Language } from '@chaba/i18n/languages';
import type { GameProviders } from './game-provider';
import { playableGame } from './playable-game';

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
  const { provider, game } = await playableGame(db, { ...options, demo: true });
  const url = await provider.demoUrl({
    gameCode: game.code,
    language: options.language,
    mobile: options.mobile,
    signal: options.signal,
  });
  return { url };
}
