import { gamesResponse, studiosResponse, type GamesResponse, type LobbyStudio } from '@chaba/contracts/games';
import { getFromApi, readOrElse } from '../../../lib/loopback.server';
import { filtersFromSearch, gamesQuery, type LobbyGame } from './lobby-api';

/**
 * The lobby's first page of games for the URL's filters, its studios and the game a link
 * /lobby/{id} names, fetched over loopback from the API so that the tiles are in the server's HTML:
 * the first paint shows the games instead of placeholders waiting for a script and a fetch. Never
 * the whole catalogue: one page of 60, the rest as the member scrolls (decision 56). A read that
 * fails is null (the page then loads it in the browser). The member's own lists (favourites,
 * recently played) are not read here: the loopback read carries no login, so the browser reads them.
 */
export async function fetchLobbyGames(
  request: Request,
  entryId: string | undefined,
): Promise<{ page: GamesResponse | null; studios: LobbyStudio[]; entry: LobbyGame | null }> {
  // The linked game's category is the tab when the link names none.
  const entry = entryId ? await fetchEntryGame(request, entryId) : null;
  const filters = filtersFromSearch(new URL(request.url).searchParams, entry?.category);
  const personal = filters.list === 'favourites' || filters.list === 'recent';
  const [page, studios] = await Promise.all([
    personal
      ? null
      : readOrElse(
          'game catalogue',
          () =>
            getFromApi(request, `/lobby/api/games?${gamesQuery(filters)}`, gamesResponse, {
              inPageLanguage: true,
            }),
          () => null,
        ),
    readOrElse(
      'game studios',
      async () => (await getFromApi(request, '/lobby/api/studios', studiosResponse)).data,
      () => [],
    ),
  ]);
  return { page, studios, entry };
}

function fetchEntryGame(request: Request, entryId: string): Promise<LobbyGame | null> {
  return readOrElse(
    'linked game',
    async () =>
      (
        await getFromApi(
          request,
          `/lobby/api/games?limit=1&entry=${encodeURIComponent(entryId)}`,
          gamesResponse,
          {
            inPageLanguage: true,
          },
        )
      ).data[0] ?? null,
    () => null,
  );
}
