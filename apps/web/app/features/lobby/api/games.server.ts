import { gamesResponse, type LobbyGame } from '@chaba/contracts/games';
import { languageFromPath } from '../../../lib/i18n';

const requestTimeoutMs = 3_000;

/**
 * The game catalogue in the page's language, fetched over loopback from the API
 * (CHABA_INTERNAL_API_URL, else the request's own origin) so that the lobby's tiles are in the
 * server's HTML: the first paint shows the games instead of placeholders waiting for a script and a
 * fetch. Null when the API cannot be reached; the page then loads it in the browser as before.
 */
export async function fetchLobbyGames(request: Request): Promise<LobbyGame[] | null> {
  const baseUrl = process.env.CHABA_INTERNAL_API_URL || new URL(request.url).origin;
  try {
    const response = await fetch(new URL('/lobby/api/games', baseUrl), {
      headers: {
        Accept: 'application/json',
        'X-Chaba-Language': languageFromPath(new URL(request.url).pathname),
      },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    if (!response.ok) throw new Error(`GET /lobby/api/games answered ${response.status}`);
    const parsed = gamesResponse.safeParse(await response.json());
    if (!parsed.success) throw new Error('GET /lobby/api/games answered an unexpected shape');
    return parsed.data.data;
  } catch (error) {
    console.warn('[web] game catalogue unavailable:', error instanceof Error ? error.message : error);
    return null;
  }
}
