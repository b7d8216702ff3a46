import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../lib/api';
import { lobbyApi, type LobbyGame } from '../api/lobby-api';

export type GamesState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; games: LobbyGame[] };

/**
 * The game catalogue in the page's language; `reload` retries after a failure. `initial` is the one
 * the server rendered the page with (the lobby's loader): it is shown at once and not fetched again
 * until the language changes or a reload is asked for. Without it the browser loads the catalogue.
 */
export function useGames(initial?: LobbyGame[] | null): GamesState & { reload: () => void } {
  const api = useApi();
  const [state, setState] = useState<GamesState>(
    initial ? { status: 'ready', games: initial } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const serverRendered = useRef(Boolean(initial));

  useEffect(() => {
    if (serverRendered.current) {
      serverRendered.current = false;
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    lobbyApi(api)
      .listGames(controller.signal)
      .then((response) => setState({ status: 'ready', games: response.data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[lobby] games unavailable:', error instanceof Error ? error.message : error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [api, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, reload };
}
