import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../lib/api';
import { lobbyApi, type LobbyGame } from '../api/lobby-api';

export type GamesState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; games: LobbyGame[] };

/** The game catalogue, loaded in the browser in the page's language; `reload` retries after a failure. */
export function useGames(): GamesState & { reload: () => void } {
  const api = useApi();
  const [state, setState] = useState<GamesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
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
