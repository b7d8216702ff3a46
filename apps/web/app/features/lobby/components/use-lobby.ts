import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  categoryParam,
  filtersFromSearch,
  gameCategories,
  listParam,
  searchParam,
  studioParam,
  type GameCategory,
  type GamesResponse,
  type LobbyGame,
  type LobbyList,
} from '../api/lobby-api';
import { useFavourites } from './use-favourites';
import { useGameLauncher } from './use-game-launcher';
import { useGamePages } from './use-game-pages';

export { categoryParam };

/** A search is sent once typing pauses this long. */
const searchDebounceMs = 300;

/**
 * The lobby's state: the filters kept in the URL (arrow keys move between tabs), the search typed
 * and sent when typing pauses, the pages of games, the hearts, the game /lobby/{id} opens with and
 * its play prompt, and the running game.
 */
export function useLobby(
  entryId: string | undefined,
  initial: { page: GamesResponse | null; entry: LobbyGame | null },
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const entryGame = initial.entry ?? undefined;
  const filters = filtersFromSearch(searchParams, entryGame?.category);
  const pages = useGamePages(filters, initial.page);
  const favourites = useFavourites();
  const { running, launch, close } = useGameLauncher();
  const [search, setSearch] = useState(filters.q);
  const [promptDismissedFor, setPromptDismissedFor] = useState<string | null>(null);
  const tabRefs = useRef(new Map<GameCategory, HTMLButtonElement>());

  const setParam = (name: string, value: string | null) => {
    const params = new URLSearchParams(searchParams);
    if (value) params.set(name, value);
    else params.delete(name);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  // The search box's text goes to the URL (and so to the server) once typing pauses.
  useEffect(() => {
    if (search.trim() === filters.q) return;
    const timer = setTimeout(() => setParam(searchParam, search.trim() || null), searchDebounceMs);
    return () => clearTimeout(timer);
    // Only the typed text starts the wait.
  }, [search]);

  const entryMissing = Boolean(entryId) && !entryGame;
  const promptGame =
    entryGame && promptDismissedFor !== entryId && !running && filters.category === entryGame.category
      ? entryGame
      : null;
  const dismissPrompt = () => setPromptDismissedFor(entryId ?? null);

  const selectCategory = (next: GameCategory) => setParam(categoryParam, next);
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = gameCategories[(index + step + gameCategories.length) % gameCategories.length]!;
    selectCategory(next);
    tabRefs.current.get(next)?.focus();
  };
  const setTabRef = (key: GameCategory, element: HTMLButtonElement | null) => {
    if (element) tabRefs.current.set(key, element);
    else tabRefs.current.delete(key);
  };

  return {
    filters,
    pages,
    favourites,
    entryGame,
    entryMissing,
    selectCategory,
    selectStudio: (studio: number | null) => setParam(studioParam, studio ? String(studio) : null),
    selectList: (list: LobbyList | null) => setParam(listParam, list),
    onTabKeyDown,
    setTabRef,
    search,
    setSearch,
    promptGame,
    dismissPrompt,
    running,
    launch,
    close,
  };
}

export type Lobby = ReturnType<typeof useLobby>;
