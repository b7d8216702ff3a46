import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { gameCategories, isGameCategory, type GameCategory, type LobbyGame } from '../api/lobby-api';
import { useGameLauncher } from './use-game-launcher';
import { useGames } from './use-games';

/** The query parameter that keeps the chosen tab, so that links can open a category. */
export const categoryParam = 'category';

/** Matches a search against a game's names in every language and its code, ignoring case. */
function matchesSearch(game: LobbyGame, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [game.name, game.names.th, game.names.en, game.names.cn, game.code].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

/**
 * The lobby's state: the catalogue, the tab kept in the URL (arrow keys move between tabs), the
 * slot search, the game /lobby/{id} opens with and its play prompt, and the running game.
 */
export function useLobby(entryId: string | undefined, initialGames?: LobbyGame[] | null) {
  const games = useGames(initialGames);
  const { running, launch, close } = useGameLauncher();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [promptDismissedFor, setPromptDismissedFor] = useState<string | null>(null);
  const entryTileRef = useRef<HTMLButtonElement>(null);
  const tabRefs = useRef(new Map<GameCategory, HTMLButtonElement>());

  const allGames = useMemo(() => (games.status === 'ready' ? games.games : []), [games]);
  const entryGame = entryId
    ? allGames.find((game) => String(game.id) === entryId || game.code === entryId)
    : undefined;
  const entryMissing = Boolean(entryId) && games.status === 'ready' && !entryGame;

  const requested = searchParams.get(categoryParam);
  const category: GameCategory = isGameCategory(requested) ? requested : (entryGame?.category ?? 'slot');
  const selectCategory = (next: GameCategory) => {
    const params = new URLSearchParams(searchParams);
    params.set(categoryParam, next);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  const inCategory = allGames.filter((game) => game.category === category);
  const visible = category === 'slot' ? inCategory.filter((game) => matchesSearch(game, search)) : inCategory;

  useEffect(() => {
    if (entryGame) entryTileRef.current?.scrollIntoView({ block: 'center' });
  }, [entryGame]);

  const promptGame =
    entryGame && promptDismissedFor !== entryId && !running && category === entryGame.category
      ? entryGame
      : null;
  const dismissPrompt = () => setPromptDismissedFor(entryId ?? null);

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
    games,
    allGames,
    entryGame,
    entryMissing,
    entryTileRef,
    category,
    selectCategory,
    onTabKeyDown,
    setTabRef,
    search,
    setSearch,
    inCategory,
    visible,
    promptGame,
    dismissPrompt,
    running,
    launch,
    close,
  };
}

export type Lobby = ReturnType<typeof useLobby>;
