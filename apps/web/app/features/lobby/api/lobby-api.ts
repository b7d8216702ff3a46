import { gameCategories, type GameCategory } from '@chaba/contracts/game-categories';
import type { GamesResponse, GameUrlResponse, LobbyGame } from '@chaba/contracts/games';
import type { SuccessResponse } from '@chaba/contracts/auth';
import type { ApiRequest, RequestOptions } from '../../../lib/api';

export { gameCategories };
export type { GameCategory, LobbyGame };

export function isGameCategory(value: unknown): value is GameCategory {
  return typeof value === 'string' && (gameCategories as readonly string[]).includes(value);
}

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

const gamePath = (provider: string, code: string) =>
  `${encodeURIComponent(provider)}/${encodeURIComponent(code)}`;

/** Calls anyone may make: the catalogue and trial play (play money, no wallet). */
export function lobbyApi(api: ApiRequest) {
  return {
    listGames: (signal?: AbortSignal) => api<GamesResponse>('/lobby/api/games', { signal }),
    trialGame: (game: LobbyGame, mobile: boolean) =>
      api<GameUrlResponse>(`/lobby/api/trial-game/${gamePath(game.provider, game.code)}?mobile=${mobile}`),
  };
}

/** Member calls; they go through the session so that a 401 logs out. */
export function lobbyMemberApi(memberRequest: MemberRequest) {
  return {
    launchGame: (game: LobbyGame, mobile: boolean) =>
      memberRequest<GameUrlResponse>(
        `/lobby/api/launch-game/${gamePath(game.provider, game.code)}?mobile=${mobile}`,
      ),
    recordBannerClick: (game: LobbyGame) =>
      memberRequest<SuccessResponse>('/api/customers/banner-clicks', {
        body: { gameID: String(game.id), gameName: game.name, timestamp: new Date().toISOString() },
      }),
  };
}
