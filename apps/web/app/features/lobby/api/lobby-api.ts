import type { ApiRequest, RequestOptions } from '../../../lib/api';

/** The lobby's game categories, in tab order (spec §2.9). */
export const gameCategories = ['slot', 'casino', 'fish', 'lottery'] as const;
export type GameCategory = (typeof gameCategories)[number];

export function isGameCategory(value: unknown): value is GameCategory {
  return typeof value === 'string' && (gameCategories as readonly string[]).includes(value);
}

/** One game of GET /lobby/api/games; `name` is in the language the request asked for. */
export interface LobbyGame {
  id: number;
  provider: string;
  code: string;
  name: string;
  names: { th: string; en: string; cn: string };
  category: GameCategory;
  /** A path like '/games/<code>.svg', or null. */
  image: string | null;
}

interface GamesResponse {
  data: LobbyGame[];
}
/** A launch or trial answer; refusals come as HTTP errors whose message the server wrote. */
interface GameUrlResponse {
  success: boolean;
  url: string;
}

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

const gamePath = (provider: string, code: string) =>
  `${encodeURIComponent(provider)}/${encodeURIComponent(code)}`;

/** Calls anyone may make: the catalogue and trial play (play money, no wallet). */
export function lobbyApi(api: ApiRequest) {
  return {
    listGames: (signal?: AbortSignal) => api<GamesResponse>('/lobby/api/games', { signal }),
    trialGame: (game: LobbyGame) =>
      api<GameUrlResponse>(`/lobby/api/trial-game/${gamePath(game.provider, game.code)}`),
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
      memberRequest<{ success: boolean }>('/api/customers/banner-clicks', {
        body: { gameID: String(game.id), gameName: game.name, timestamp: new Date().toISOString() },
      }),
  };
}
