import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { DiceIcon, InfoIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { GameGrid, GamesFailed, GamesLoading } from './game-grid';
import { GameTile } from './game-tile';
import type { Lobby } from './use-lobby';

/** Tiles of the first row at any width (five from 1024 px): their art loads at once, the rest when near. */
const firstRowTiles = 5;
/**
 * Tiles in the server's HTML and the first render: three rows of five (a desktop's first screen), five
 * rows of three (a phone's). The rest of the page follows a few at a time whenever the browser
 * is idle, so the first paint and hydration carry a quarter of the page and no later render blocks the
 * main thread long (BENCHMARKS.md, Lighthouse on /lobby).
 */
const firstScreenTiles = 15;
/** Tiles added in one idle moment: a render short enough (about 10 ms on a phone) not to block input. */
const tilesPerIdle = 5;
/** The next page is asked for when the end of the grid comes this near the screen. */
const loadAheadMargin = '800px 0px';

/** The tab's games, page after page, or loading, a failure with retry, an empty list, no results. */
export function GamesPanel({ lobby }: { lobby: Lobby }) {
  const { t } = useTranslation();
  const { state, reload } = lobby.pages;
  const shown = useShownTiles(state.status === 'ready' ? state.games.length : 0);
  const whole = state.status === 'ready' && shown >= state.games.length;
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
        {state.games.slice(0, shown).map((game, index) => (
          <li key={game.id}>
            <GameTile
              game={game}
              eager={index < firstRowTiles}
              actionLabel={t('lobby.play')}
              selected={game.id === lobby.entryGame?.id}
              onSelect={(picked) => void lobby.launch(picked)}
              favourite={{
                on: lobby.favourites.ids.has(game.id),
                label: t(lobby.favourites.ids.has(game.id) ? 'lobby.favouriteRemove' : 'lobby.favouriteAdd', {
                  name: game.name,
                }),
                onToggle: lobby.favourites.toggle,
              }}
            />
          </li>
        ))}
      </GameGrid>
      {whole && state.next ? <LoadMore loading={state.loadingMore} onLoad={lobby.pages.loadMore} /> : null}
    </>
  );
}

/**
 * How many of the grid's `total` tiles to render: the first screen's in the server's HTML and the
 * first render, then `tilesPerIdle` more each time the browser is idle, until all are (a page
 * that arrives as the member scrolls is added the same way).
 */
function useShownTiles(total: number): number {
  const [shown, setShown] = useState(firstScreenTiles);
  useEffect(() => {
    if (shown >= total) return;
    const more = () => setShown((count) => count + tilesPerIdle);
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(more, 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(more);
    return () => cancelIdleCallback(handle);
  }, [shown, total]);
  return Math.min(shown, total);
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
