import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../lib/api';
import { gamesQuery, lobbyApi, type GameFilters, type GamesResponse, type LobbyGame } from '../api/lobby-api';

/** Pages a grid holds at most (100 pages of 60 games): the bound of an endless scroll. */
const maxPages = 100;

export type GamePagesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; games: LobbyGame[]; total: number | null; next: string | null; loadingMore: boolean };

/**
 * The lobby's grid, a page of 60 games at a time (decision 56): the first page for `filters` (the one
 * the server rendered, when it matches), then `loadMore` appends the next one, once at a time. A
 * change of filters starts again from the first page; a failed page can be asked again.
 */
export function useGamePages(filters: GameFilters, initial: GamesResponse | null) {
  const api = useApi();
  const key = gamesQuery(filters);
  const initialKey = useRef(initial ? key : null);
  const [state, setState] = useState<GamePagesState>(() =>
    initial ? ready(initial.data, initial) : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const pages = useRef(1);
  const moreController = useRef<AbortController | null>(null);

  useEffect(() => {
    if (initialKey.current === key) {
      initialKey.current = null;
      return;
    }
    initialKey.current = null;
    moreController.current?.abort();
    const controller = new AbortController();
    pages.current = 1;
    setState({ status: 'loading' });
    lobbyApi(api)
      .gamesPage(filters, null, controller.signal)
      .then((page) => setState(ready(page.data, page)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[lobby] games unavailable:', error instanceof Error ? error.message : error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
    // `key` stands for the filters.
  }, [api, key, attempt]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.next || state.loadingMore || pages.current >= maxPages) return;
    const controller = new AbortController();
    moreController.current = controller;
    setState({ ...state, loadingMore: true });
    lobbyApi(api)
      .gamesPage(filters, state.next, controller.signal)
      .then((page) => {
        pages.current += 1;
        const seen = new Set(state.games.map((game) => game.id));
        const games = [...state.games, ...page.data.filter((game) => !seen.has(game.id))];
        setState({ status: 'ready', games, total: state.total, next: page.next_cursor, loadingMore: false });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[lobby] next games unavailable:', error instanceof Error ? error.message : error);
        setState({ ...state, loadingMore: false });
      });
  }, [api, filters, state]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, loadMore, reload };
}

function ready(games: LobbyGame[], page: GamesResponse): GamePagesState {
  return {
    status: 'ready',
    games,
    total: page.total ?? null,
    next: page.next_cursor,
    loadingMore: false,
  };
}
