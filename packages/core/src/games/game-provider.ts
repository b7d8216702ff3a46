import type { GameCategory } from '@chaba/contracts/games';
import type { Language } from '@chaba/i18n/languages';

/**
 * A game aggregator plugged into Chaba (issue 4). It owns its games and their pages; we keep the
 * money. Members reach a game through `launchUrl` with a one-time token; the aggregator then calls our
 * seamless wallet (`/api/providers/{code}/wallet/*`), signing each body with `secret`.
 */
export interface GameSeed {
  code: string;
  names: { th: string; en: string; cn: string };
  category: GameCategory;
  imageUrl: string | null;
}

export interface GameProvider {
  readonly code: string;
  readonly secret: string;
  /** The games this aggregator offers, added to the catalogue when missing. */
  readonly catalogue: readonly GameSeed[];
  launchUrl(input: { gameCode: string; launchToken: string; language: Language; mobile: boolean }): string;
  /** Trial play with play money, no login and no wallet; `mobile` as for a real launch. */
  trialUrl(input: { gameCode: string; language: Language; mobile: boolean }): string;
}

export type GameProviders = ReadonlyMap<string, GameProvider>;
