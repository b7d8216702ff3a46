import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { DiceIcon, InfoIcon, PlayIcon, SearchIcon, WarningIcon } from '../../../ui/icons';
import { gameCategories, type LobbyGame } from '../api/lobby-api';
import { GameArt } from './game-art';
import { GameFrame } from './game-frame';
import { GameGrid, GamesFailed, GamesLoading } from './game-grid';
import { GameTile } from './game-tile';
import { useLobby, type Lobby } from './use-lobby';

export { categoryParam } from './use-lobby';

/** Tiles a phone shows without scrolling (two rows of three): their art loads at once. */
const firstScreenTiles = 6;

/**
 * The game lobby (/lobby, spec §2.9 and §4.8): tabs slot / casino / fish / lottery, a search box
 * on the slot tab, game tiles that launch into the frame. /lobby/{id} opens with that game
 * selected and asks whether to play it (useLobby).
 */
export function LobbyPage({
  entryId,
  initialGames,
  credit,
  renderOverGame,
}: {
  entryId?: string;
  /** The catalogue the server rendered the page with; null when it could not read it. */
  initialGames?: LobbyGame[] | null;
  credit?: ReactNode;
  /** Drawn while a game is open, given what closes it (the play session's reality check, issue 13). */
  renderOverGame?: (closeGame: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const lobby = useLobby(entryId, initialGames);

  return (
    <div data-testid="lobby" className="px-3 pt-5 pb-8 sm:px-4 md:px-6 md:pt-8 md:pb-12">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gold-100 md:text-3xl">{t('lobby.title')}</h1>
          <p className="mt-1 text-sm text-ink-300">{t('lobby.intro')}</p>
        </div>
        {credit}
      </div>

      {lobby.entryMissing ? (
        <p
          role="alert"
          className="mb-4 flex items-start gap-2 rounded-xl border border-amber-400/40 bg-amber-950/40 px-3.5 py-3 text-sm text-amber-100"
        >
          <WarningIcon size={18} className="mt-0.5 shrink-0 text-amber-300" />
          {t('lobby.entryNotFound')}
        </p>
      ) : null}

      {/* On a desktop the tabs and the slot search share one row; on a phone they stack. */}
      <div className="md:flex md:items-center md:gap-4">
        <CategoryTabs lobby={lobby} baseId={baseId} />
        {lobby.category === 'slot' ? (
          <SearchBox id={`${baseId}-search`} value={lobby.search} onChange={lobby.setSearch} />
        ) : null}
      </div>

      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${lobby.category}`}
        className="mt-4 md:mt-6"
      >
        <GamesPanel lobby={lobby} />
      </div>

      {lobby.promptGame ? (
        <PlayPrompt
          game={lobby.promptGame}
          onDismiss={lobby.dismissPrompt}
          onPlay={(game) => {
            lobby.dismissPrompt();
            void lobby.launch(game);
          }}
        />
      ) : null}

      {lobby.running ? (
        <>
          <GameFrame url={lobby.running.url} title={lobby.running.game.name} onClose={lobby.close} />
          {renderOverGame?.(lobby.close)}
        </>
      ) : null}
    </div>
  );
}

/** The category tabs, each with its number of games once the catalogue is loaded. */
function CategoryTabs({ lobby, baseId }: { lobby: Lobby; baseId: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="tablist"
      aria-label={t('lobby.categoriesLabel')}
      className="grid grid-cols-4 gap-1 rounded-2xl border border-gold-400/15 bg-ink-900/80 p-1 md:w-[28rem] md:shrink-0 lg:w-[30rem]"
    >
      {gameCategories.map((key, index) => {
        const selected = key === lobby.category;
        const count = lobby.allGames.filter((game) => game.category === key).length;
        return (
          <button
            key={key}
            ref={(element) => lobby.setTabRef(key, element)}
            type="button"
            role="tab"
            id={`${baseId}-tab-${key}`}
            data-testid={`lobby-tab-${key}`}
            aria-selected={selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => lobby.selectCategory(key)}
            onKeyDown={(event) => lobby.onTabKeyDown(event, index)}
            className={`flex flex-col items-center justify-center rounded-xl px-1 py-2 text-sm font-semibold transition sm:flex-row md:whitespace-nowrap sm:gap-1.5 ${
              selected
                ? 'bg-gradient-to-b from-gold-300 to-gold-500 text-ink-950 shadow'
                : 'text-ink-300 hover:bg-white/5 hover:text-white'
            }`}
          >
            {t(`lobby.categories.${key}`)}
            {lobby.games.status === 'ready' ? (
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
  );
}

function SearchBox({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 md:mt-0 md:ml-auto md:w-72 md:min-w-0">
      <label htmlFor={id} className="sr-only">
        {t('lobby.searchLabel')}
      </label>
      <div className="relative">
        <SearchIcon
          size={18}
          className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-400"
        />
        <input
          id={id}
          data-testid="lobby-search"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('lobby.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 w-full rounded-xl border border-white/10 bg-ink-900 pr-3 pl-10 text-[0.95rem] text-white placeholder:text-ink-500 focus:border-gold-300/70 focus:outline-none"
        />
      </div>
    </div>
  );
}

/** The tab's games, or loading, a failure with retry, an empty category, no search results. */
function GamesPanel({ lobby }: { lobby: Lobby }) {
  const { t } = useTranslation();
  const { games, inCategory, visible, entryGame } = lobby;
  return (
    <>
      {games.status === 'loading' ? <GamesLoading label={t('lobby.loadingGames')} /> : null}
      {games.status === 'failed' ? (
        <GamesFailed text={t('lobby.loadFailed')} retryLabel={t('lobby.retry')} onRetry={games.reload} />
      ) : null}
      {games.status === 'ready' && inCategory.length === 0 ? (
        <EmptyNote icon={<DiceIcon size={28} />}>
          {t('lobby.emptyCategory', { category: t(`lobby.categories.${lobby.category}`) })}
        </EmptyNote>
      ) : null}
      {games.status === 'ready' && inCategory.length > 0 && visible.length === 0 ? (
        <EmptyNote icon={<InfoIcon size={26} />}>
          {t('lobby.noResults', { query: lobby.search.trim() })}
        </EmptyNote>
      ) : null}
      {visible.length > 0 ? (
        <GameGrid>
          {visible.map((game, index) => (
            <li key={game.id}>
              <GameTile
                ref={game.id === entryGame?.id ? lobby.entryTileRef : undefined}
                game={game}
                eager={index < firstScreenTiles}
                actionLabel={t('lobby.play')}
                selected={game.id === entryGame?.id}
                onSelect={(picked) => void lobby.launch(picked)}
              />
            </li>
          ))}
        </GameGrid>
      ) : null}
    </>
  );
}

/** /lobby/{id}: asks whether to play the game the link named. */
function PlayPrompt({
  game,
  onDismiss,
  onPlay,
}: {
  game: LobbyGame;
  onDismiss: () => void;
  onPlay: (game: LobbyGame) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={game.name} onClose={onDismiss}>
      <div className="mx-auto mb-4 aspect-square w-40 overflow-hidden rounded-2xl ring-1 ring-gold-400/30">
        <GameArt src={game.image} />
      </div>
      <p className="text-center text-sm text-ink-200">{t('lobby.entryPrompt')}</p>
      <div className="mt-5 flex gap-2">
        <Button className="flex-1" onClick={() => onPlay(game)}>
          <PlayIcon size={18} />
          {t('lobby.play')}
        </Button>
        <Button variant="secondary" onClick={onDismiss}>
          {t('common.cancel')}
        </Button>
      </div>
    </Dialog>
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
