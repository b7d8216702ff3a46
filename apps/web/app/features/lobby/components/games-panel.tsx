import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { DiceIcon, InfoIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { GameGrid, GamesFailed, GamesLoading } from './game-grid';
import { GameTile } from './game-tile';
import type { LobbyGame } from '../api/lobby-api';
import type { Lobby } from './use-lobby';

/** Tiles of the first row at any width (five from 1024 px): their art loads at once, the rest when near. */
const firstRowTiles = 5;
/**
 * Tiles in the server's HTML and the first render: three rows of five (a desktop's first screen), five
 * rows of three (a phone's). The rest of the page follows `tilesPerReveal` at a time as the member
 * scrolls towards them (they are drawn `revealMargin` before they reach the screen), so the first paint
 * and hydration carry a quarter of the page and nothing is rendered that nobody looks at (BENCHMARKS.md,
 * Lighthouse on /lobby: rendering the rest at idle moments was most of the page's blocking time).
 */
const firstScreenTiles = 15;
/** Tiles added at once as the member nears the end of those shown: one short render (3 rows of 5). */
const tilesPerReveal = 15;
/** How far below the screen the next tiles are drawn: about a phone's screen. */
const revealMargin = '800px 0px';
/** The next page is asked for when the end of the grid comes this near the screen. */
const loadAheadMargin = '800px 0px';

/** The tab's games, page after page, or loading, a failure with retry, an empty list, no results. */
export function GamesPanel({ lobby }: { lobby: Lobby }) {
  const { t } = useTranslation();
  const { state, reload } = lobby.pages;
  const { category, studio, q, list } = lobby.filters;
  const { shown, sentinel } = useShownTiles(
    state.status === 'ready' ? state.games.length : 0,
    `${category}|${studio ?? ''}|${list ?? ''}|${q}`,
  );
  const whole = state.status === 'ready' && shown >= state.games.length;
  // The tiles' callbacks stay the same function from render to render (they read the latest lobby), so a
  // tile already drawn is not drawn again when more are revealed (LobbyTile is memoised).
  const latest = useRef(lobby);
  latest.current = lobby;
  const launch = useCallback((game: LobbyGame) => void latest.current.launch(game), []);
  const toggleFavourite = useCallback((game: LobbyGame) => latest.current.favourites.toggle(game), []);
  if (state.status === 'loading') return <GamesLoading label={t('lobby.loadingGames')} />;
  if (state.status === 'failed')
    return <GamesFailed text={t('lobby.loadFailed')} retryLabel={t('lobby.retry')} onRetry={reload} />;
  if (state.games.length === 0) return <EmptyGames lobby={lobby} />;
  return (
    <>
      {state.total !== null ? (
        <p className="mb-2 text-xs text-ink-400" data-testid="games-total">
          {t('lobby.gamesCount', { count: state.total })}
        </p>
      ) : null}
      <GameGrid>
        {state.games.slice(0, shown).map((game, index) => {
          const favourite = lobby.favourites.ids.has(game.id);
          return (
            <li key={game.id}>
              <LobbyTile
                game={game}
                eager={index < firstRowTiles}
                actionLabel={t('lobby.play')}
                selected={game.id === lobby.entryGame?.id}
                onSelect={launch}
                favouriteOn={favourite}
                favouriteLabel={t(favourite ? 'lobby.favouriteRemove' : 'lobby.favouriteAdd', {
                  name: game.name,
                })}
                onToggleFavourite={toggleFavourite}
              />
            </li>
          );
        })}
      </GameGrid>
      {whole ? null : <div ref={sentinel} data-testid="more-tiles" className="h-px" aria-hidden="true" />}
      {whole && state.next ? <LoadMore loading={state.loadingMore} onLoad={lobby.pages.loadMore} /> : null}
    </>
  );
}

/** A lobby tile drawn again only when what it shows changes. */
const LobbyTile = memo(function LobbyTile({
  favouriteOn,
  favouriteLabel,
  onToggleFavourite,
  ...tile
}: {
  game: LobbyGame;
  eager: boolean;
  actionLabel: string;
  selected: boolean;
  onSelect: (game: LobbyGame) => void;
  favouriteOn: boolean;
  favouriteLabel: string;
  onToggleFavourite: (game: LobbyGame) => void;
}) {
  return (
    <GameTile {...tile} favourite={{ on: favouriteOn, label: favouriteLabel, onToggle: onToggleFavourite }} />
  );
});

/**
 * How many of the grid's `total` tiles to render: the first screen's in the server's HTML and the
 * first render, then `tilesPerReveal` more each time the sentinel after the last shown tile comes
 * within `revealMargin` of the screen (a new observer after each reveal reports at once whether the
 * sentinel is still that near, so a fast scroll or a tall screen gets as many as it needs). Another
 * `list` (the filters) starts again from the first screen. Without IntersectionObserver every tile is
 * shown.
 */
function useShownTiles(total: number, list: string) {
  const [shown, setShown] = useState(firstScreenTiles);
  // Another tab, studio, list or search starts again from its first screen.
  const [shownOf, setShownOf] = useState(list);
  if (shownOf !== list) {
    setShownOf(list);
    setShown(firstScreenTiles);
  }
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown >= total) return;
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setShown(total);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + tilesPerReveal);
      },
      { rootMargin: revealMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, total]);
  return { shown: Math.min(shown, total), sentinel };
}

/**
 * The end of the grid: the next page loads by itself as it comes near (IntersectionObserver), and
 * the button does it where that is missing or when the member prefers to tap.
 */
function LoadMore({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: loadAheadMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={sentinel} className="mt-6 flex justify-center">
      <Button variant="secondary" size="sm" data-testid="load-more" disabled={loading} onClick={onLoad}>
        {loading ? <Spinner size={16} /> : null}
        {t(loading ? 'lobby.loadingMore' : 'lobby.loadMore')}
      </Button>
    </div>
  );
}

function EmptyGames({ lobby }: { lobby: Lobby }) {
  const { t } = useTranslation();
  const { filters } = lobby;
  if (filters.q)
    return <EmptyNote icon={<InfoIcon size={26} />}>{t('lobby.noResults', { query: filters.q })}</EmptyNote>;
  const text =
    filters.list === 'favourites'
      ? t('lobby.emptyFavourites')
      : filters.list === 'recent'
        ? t('lobby.emptyRecent')
        : filters.list || filters.studio
          ? t('lobby.emptyList')
          : t('lobby.emptyCategory', { category: t(`lobby.categories.${filters.category}`) });
  return <EmptyNote icon={<DiceIcon size={28} />}>{text}</EmptyNote>;
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
