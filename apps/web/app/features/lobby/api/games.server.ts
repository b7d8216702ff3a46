import { gamesResponse, type LobbyGame } from '@chaba/contracts/games';
import { getFromApi, readOrElse } from '../../../lib/loopback.server';

/**
 * The game catalogue in the page's language, fetched over loopback from the API so that the lobby's
 * tiles are in the server's HTML: the first paint shows the games instead of placeholders waiting
 * for a script and a fetch. Null when the API cannot be reached; the page then loads it in the
 * browser as before.
 */
export async function fetchLobbyGames(request: Request): Promise<LobbyGame[] | null> {
  return readOrElse(
    'game catalogue',
    async () => (await getFromApi(request, '/lobby/api/games', gamesResponse, { inPageLanguage: true })).data,
    () => null,
  );
}
