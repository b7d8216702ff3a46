import { gameCategories, type GameCategory } from '@chaba/contracts/game-categories';
import type {
  FavouriteIdsResponse,
  GamesResponse,
  GameUrlResponse,
  LobbyGame,
  LobbyList,
  LobbyStudio,
} from '@chaba/contracts/games';
import type { SuccessResponse } from '@chaba/contracts/auth';
import type { ApiRequest, RequestOptions } from '../../../lib/api';

export { gameCategories };
export type { GameCategory, GamesResponse, LobbyGame, LobbyList, LobbyStudio };

/** The lists beside the categories, in the order of their chips (the contract's `lobbyLists`). */
export const lobbyLists = [
  'popular',
  'new',
  'featured',
  'favourites',
  'recent',
] as const satisfies readonly LobbyList[];

export function isGameCategory(value: unknown): value is GameCategory {
  return typeof value === 'string' && (gameCategories as readonly string[]).includes(value);
}

export function isLobbyList(value: unknown): value is LobbyList {
  return typeof value === 'string' && (lobbyLists as readonly string[]).includes(value);
}

/** What the lobby's grid shows: the URL's `category`, `studio`, `q` and `list`. */
export interface GameFilters {
  category: GameCategory;
  studio: number | null;
  q: string;
  list: LobbyList | null;
}

/** The query parameters that keep the lobby's filters, so that a link opens them (and can be shared). */
export const categoryParam = 'category';
export const studioParam = 'studio';
export const searchParam = 'q';
export const listParam = 'list';

/** The lobby's filters as a URL's query holds them; anything unknown is left out. */
export function filtersFromSearch(params: URLSearchParams, fallback: GameCategory = 'slot'): GameFilters {
  const category = params.get(categoryParam);
  const studio = Number(params.get(studioParam));
  const list = params.get(listParam);
  return {
    category: isGameCategory(category) ? category : fallback,
    studio: Number.isSafeInteger(studio) && studio > 0 ? studio : null,
    q: (params.get(searchParam) ?? '').trim().slice(0, 64),
    list: isLobbyList(list) ? list : null,
  };
}

/** Games a page of the lobby holds: whole rows of three (phones), four (tablets) and five (desktops). */
export const gamesPageSize = 60;

/** The query of GET /lobby/api/games for `filters`, after `cursor`. */
export function gamesQuery(filters: GameFilters, cursor?: string | null): string {
  const params = new URLSearchParams({ category: filters.category, limit: String(gamesPageSize) });
  if (filters.studio) params.set('studio', String(filters.studio));
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.list) params.set('list', filters.list);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

type MemberRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

const gamePath = (provider: string, code: string) =>
  `${encodeURIComponent(provider)}/${encodeURIComponent(code)}`;

/** Calls anyone may make: the catalogue and trial play (play money, no wallet). */
export function lobbyApi(api: ApiRequest) {
  return {
    /** The first page of the whole catalogue (trial play). */
    listGames: (signal?: AbortSignal) =>
      api<GamesResponse>(`/lobby/api/games?limit=${gamesPageSize}`, { signal }),
    /** A page of the lobby's grid; the login cookie goes along, for favourites and recently played. */
    gamesPage: (filters: GameFilters, cursor: string | null, signal?: AbortSignal) =>
      api<GamesResponse>(`/lobby/api/games?${gamesQuery(filters, cursor)}`, { signal }),
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
    favouriteIds: (signal?: AbortSignal) =>
      memberRequest<FavouriteIdsResponse>('/lobby/api/favourites', { signal }),
    setFavourite: (gameId: number, favourite: boolean) =>
      memberRequest<SuccessResponse>(`/lobby/api/favourites/${gameId}`, {
        method: favourite ? 'PUT' : 'DELETE',
      }),
  };
}
