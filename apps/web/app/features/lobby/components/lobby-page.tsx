import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { PlayIcon, WarningIcon } from '../../../ui/icons';
import type { GamesResponse, LobbyGame, LobbyStudio } from '../api/lobby-api';
import { GameArt } from './game-art';
import { GameFrame } from './game-frame';
import { GamesPanel } from './games-panel';
import { CategoryTabs, ListChips, SearchBox, StudioFilter } from './lobby-filters';
import { useLobby } from './use-lobby';

export { categoryParam } from './use-lobby';

/**
 * The game lobby (/lobby, spec §2.9 and §4.8; decision 56): category tabs, the lists (popular, new,
 * featured, favourites, recently played), the studios, a search by name, and pages of game tiles
 * loaded as the member scrolls; a tile launches into the frame. /lobby/{id} opens with that game
 * and asks whether to play it (useLobby).
 */
export function LobbyPage({
  entryId,
  initial,
  credit,
  renderOverGame,
}: {
  entryId?: string;
  /** What the server rendered the page with: the first page (null when it could not read it), the studios, the linked game. */
  initial: { page: GamesResponse | null; studios: LobbyStudio[]; entry: LobbyGame | null };
  credit?: ReactNode;
  /** Drawn while a game is open, given what closes it (the play session's reality check, issue 13). */
  renderOverGame?: (closeGame: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const lobby = useLobby(entryId, initial);

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

      {/* On a desktop the tabs and the search share one row; on a phone they stack. */}
      <div className="md:flex md:items-center md:gap-4">
        <CategoryTabs lobby={lobby} baseId={baseId} />
        <SearchBox id={`${baseId}-search`} lobby={lobby} />
      </div>
      <div className="mt-3 space-y-2">
        <ListChips lobby={lobby} />
        <StudioFilter lobby={lobby} studios={initial.studios} />
      </div>

      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${lobby.filters.category}`}
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
