import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { DiceIcon, InfoIcon, PlayIcon, SearchIcon, WarningIcon } from '../../../ui/icons';
import { gameCategories, isGameCategory, type GameCategory, type LobbyGame } from '../api/lobby-api';
import { GameArt } from './game-art';
import { GameFrame } from './game-frame';
import { GameGrid, GamesFailed, GamesLoading } from './game-grid';
import { GameTile } from './game-tile';
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
 * The game lobby (/lobby, spec §2.9 and §4.8): tabs slot / casino / fish / lottery, a search box
 * on the slot tab, game tiles that launch into the frame. /lobby/{id} opens with that game
 * selected and asks whether to play it.
 */
export function LobbyPage({ entryId, credit }: { entryId?: string; credit?: ReactNode }) {
  const { t } = useTranslation();
  const baseId = useId();
  const games = useGames();
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

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = gameCategories[(index + step + gameCategories.length) % gameCategories.length]!;
    selectCategory(next);
    tabRefs.current.get(next)?.focus();
  };

  const categoryName = t(`lobby.categories.${category}`);

  return (
    <div data-testid="lobby" className="px-3 pt-5 pb-8 sm:px-4 md:pt-8">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gold-100 md:text-3xl">{t('lobby.title')}</h1>
          <p className="mt-1 text-sm text-ink-300">{t('lobby.intro')}</p>
        </div>
        {credit}
      </div>

      {entryMissing ? (
        <p
          role="alert"
          className="mb-4 flex items-start gap-2 rounded-xl border border-amber-400/40 bg-amber-950/40 px-3.5 py-3 text-sm text-amber-100"
        >
          <WarningIcon size={18} className="mt-0.5 shrink-0 text-amber-300" />
          {t('lobby.entryNotFound')}
        </p>
      ) : null}

      <div
        role="tablist"
        aria-label={t('lobby.categoriesLabel')}
        className="grid grid-cols-4 gap-1 rounded-2xl border border-gold-400/15 bg-ink-900/80 p-1"
      >
        {gameCategories.map((key, index) => {
          const selected = key === category;
          const count = allGames.filter((game) => game.category === key).length;
          return (
            <button
              key={key}
              ref={(element) => {
                if (element) tabRefs.current.set(key, element);
                else tabRefs.current.delete(key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${key}`}
              data-testid={`lobby-tab-${key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => selectCategory(key)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
              className={`flex flex-col items-center justify-center rounded-xl px-1 py-2 text-sm font-semibold transition sm:flex-row sm:gap-1.5 ${
                selected
                  ? 'bg-gradient-to-b from-gold-300 to-gold-500 text-ink-950 shadow'
                  : 'text-ink-300 hover:bg-white/5 hover:text-white'
              }`}
            >
              {t(`lobby.categories.${key}`)}
              {games.status === 'ready' ? (
                <span
                  className={`min-w-5 rounded-full px-1.5 text-[0.68rem] leading-4 font-semibold tabular-nums ${
                    selected ? 'bg-ink-950/15 text-ink-900' : 'bg-white/5 text-ink-400'
                  }`}
                >
                  {count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>

      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${category}`}
        className="mt-4"
      >
        {category === 'slot' ? (
          <div className="mb-4">
            <label htmlFor={`${baseId}-search`} className="sr-only">
              {t('lobby.searchLabel')}
            </label>
            <div className="relative">
              <SearchIcon
                size={18}
                className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-400"
              />
              <input
                id={`${baseId}-search`}
                data-testid="lobby-search"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t('lobby.searchPlaceholder')}
                autoComplete="off"
                enterKeyHint="search"
                className="h-11 w-full rounded-xl border border-white/10 bg-ink-900 pr-3 pl-10 text-[0.95rem] text-white placeholder:text-ink-500 focus:border-gold-300/70 focus:outline-none"
              />
            </div>
          </div>
        ) : null}

        {games.status === 'loading' ? <GamesLoading label={t('lobby.loadingGames')} /> : null}
        {games.status === 'failed' ? (
          <GamesFailed text={t('lobby.loadFailed')} retryLabel={t('lobby.retry')} onRetry={games.reload} />
        ) : null}
        {games.status === 'ready' && inCategory.length === 0 ? (
          <EmptyNote icon={<DiceIcon size={28} />}>
            {t('lobby.emptyCategory', { category: categoryName })}
          </EmptyNote>
        ) : null}
        {games.status === 'ready' && inCategory.length > 0 && visible.length === 0 ? (
          <EmptyNote icon={<InfoIcon size={26} />}>
            {t('lobby.noResults', { query: search.trim() })}
          </EmptyNote>
        ) : null}
        {visible.length > 0 ? (
          <GameGrid>
            {visible.map((game) => (
              <li key={game.id}>
                <GameTile
                  ref={game.id === entryGame?.id ? entryTileRef : undefined}
                  game={game}
                  actionLabel={t('lobby.play')}
                  selected={game.id === entryGame?.id}
                  onSelect={(picked) => void launch(picked)}
                />
              </li>
            ))}
          </GameGrid>
        ) : null}
      </div>

      {promptGame ? (
        <Dialog title={promptGame.name} onClose={() => setPromptDismissedFor(entryId ?? null)}>
          <div className="mx-auto mb-4 aspect-square w-40 overflow-hidden rounded-2xl ring-1 ring-gold-400/30">
            <GameArt src={promptGame.image} />
          </div>
          <p className="text-center text-sm text-ink-200">{t('lobby.entryPrompt')}</p>
          <div className="mt-5 flex gap-2">
            <Button
              className="flex-1"
              onClick={() => {
                setPromptDismissedFor(entryId ?? null);
                void launch(promptGame);
              }}
            >
              <PlayIcon size={18} />
              {t('lobby.play')}
            </Button>
            <Button variant="secondary" onClick={() => setPromptDismissedFor(entryId ?? null)}>
              {t('common.cancel')}
            </Button>
          </div>
        </Dialog>
      ) : null}

      {running ? <GameFrame url={running.url} title={running.game.name} onClose={close} /> : null}
    </div>
  );
}

function EmptyNote({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-white/10 px-4 py-12 text-center text-sm text-ink-300">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-gold-400/10 text-gold-300">
        {icon}
      </span>
      <p className="max-w-xs">{children}</p>
    </div>
  );
}
