import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useApi } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useLocalizePath } from '../../../lib/language';
import { usePopup } from '../../../lib/popup';
import { useSession } from '../../../lib/session';
import { Button, ButtonLink } from '../../../ui/button';
import { useFeedback } from '../../../ui/feedback';
import { InfoIcon } from '../../../ui/icons';
import { lobbyApi, type LobbyGame } from '../api/lobby-api';
import { GameFrame, isMobileViewport } from './game-frame';
import { GameGrid, GamesFailed, GamesLoading } from './game-grid';
import { GameTile } from './game-tile';
import { useGames } from './use-games';

function PlayMoneyBadge() {
  const { t } = useTranslation();
  return (
    <span className="shrink-0 rounded-full border border-sky-300/50 bg-sky-400/15 px-2 py-0.5 text-[0.7rem] font-bold text-sky-100">
      {t('lobby.trial.badge')}
    </span>
  );
}

/**
 * Trial play (/casino-test): every demo game with play money, for anyone. No login and no member
 * call: the trial URL comes from the public API and the game never touches a wallet.
 */
export function TrialPage() {
  const { t } = useTranslation();
  const api = useApi();
  const localize = useLocalizePath();
  const { status } = useSession();
  const { open } = usePopup();
  const { showMessage, setLoading } = useFeedback();
  const games = useGames();
  const [running, setRunning] = useState<{ game: LobbyGame; url: string } | null>(null);
  const starting = useRef(false);

  const start = async (game: LobbyGame) => {
    if (starting.current) return;
    starting.current = true;
    setLoading(true);
    try {
      const answer = await lobbyApi(api).trialGame(game, isMobileViewport());
      if (!answer.success || !answer.url) throw new Error('trial answered without a URL');
      setRunning({ game, url: answer.url });
    } catch (error) {
      showMessage({ title: t('lobby.trial.failedTitle'), body: errorMessages(error, t).join(' ') });
    } finally {
      starting.current = false;
      setLoading(false);
    }
  };
  const close = useCallback(() => setRunning(null), []);

  return (
    <div data-testid="casino-test" className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-10">
      <h1 className="text-2xl font-bold text-gold-100 md:text-3xl">{t('lobby.trial.title')}</h1>
      <p className="mt-1 text-sm text-ink-300">{t('lobby.trial.intro')}</p>

      <section
        aria-label={t('lobby.trial.playMoneyTitle')}
        className="mt-4 flex flex-col gap-3 rounded-2xl border border-sky-300/35 bg-sky-950/40 p-4 sm:flex-row sm:items-center"
      >
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-sky-400/15 text-sky-200">
          <InfoIcon size={22} />
        </span>
        <div className="flex-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-sky-50">
            {t('lobby.trial.playMoneyTitle')} <PlayMoneyBadge />
          </p>
          <p className="mt-0.5 text-sm text-sky-100/80">{t('lobby.trial.playMoneyText')}</p>
        </div>
        {status === 'guest' ? (
          <Button size="sm" onClick={() => open('Register')}>
            {t('lobby.trial.register')}
          </Button>
        ) : status === 'member' ? (
          <ButtonLink to={localize('/lobby')} size="sm">
            {t('lobby.trial.realPlay')}
          </ButtonLink>
        ) : null}
      </section>

      <div className="mt-6">
        {games.status === 'loading' ? <GamesLoading label={t('lobby.loadingGames')} /> : null}
        {games.status === 'failed' ? (
          <GamesFailed text={t('lobby.loadFailed')} retryLabel={t('lobby.retry')} onRetry={games.reload} />
        ) : null}
        {games.status === 'ready' ? (
          <GameGrid>
            {games.games.map((game) => (
              <li key={game.id}>
                <GameTile
                  game={game}
                  actionLabel={t('lobby.trial.play')}
                  badge={t(`lobby.categories.${game.category}`)}
                  onSelect={(picked) => void start(picked)}
                />
              </li>
            ))}
          </GameGrid>
        ) : null}
      </div>

      {running ? (
        <GameFrame url={running.url} title={running.game.name} badge={<PlayMoneyBadge />} onClose={close} />
      ) : null}
    </div>
  );
}
