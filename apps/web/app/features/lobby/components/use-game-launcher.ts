import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { usePopup } from '../../../lib/popup';
import { useSession } from '../../../lib/session';
import { useFeedback } from '../../../ui/feedback';
import { lobbyMemberApi, type LobbyGame } from '../api/lobby-api';
import { isMobileViewport } from './game-frame';

/** Spec §9: a credit of 1 baht or less cannot start a game. */
export const minimumLaunchCredit = 1;

export interface RunningGame {
  game: LobbyGame;
  url: string;
}

/**
 * Game launch of spec §4.8: a credit of 1 baht or less shows the insufficient-credit alert without
 * calling the server; otherwise the loading overlay shows while the server makes the launch URL,
 * and the game then runs in the frame. Every tap also records a banner click, fire and forget.
 */
export function useGameLauncher() {
  const { t } = useTranslation();
  const { status, profile, memberRequest, refreshProfile } = useSession();
  const { showMessage, setLoading } = useFeedback();
  const { open: openPopup } = usePopup();
  const [running, setRunning] = useState<RunningGame | null>(null);
  const launching = useRef(false);

  const launch = useCallback(
    async (game: LobbyGame) => {
      if (launching.current) return;
      if (status === 'guest') {
        openPopup('Login');
        return;
      }
      // The profile is still loading: the tap is too early to know the credit.
      if (!profile) return;
      const member = lobbyMemberApi(memberRequest);
      member.recordBannerClick(game).catch((error: unknown) => {
        console.warn('[lobby] banner click not recorded:', error instanceof Error ? error.message : error);
      });
      if ((profile.games[0]?.credit ?? 0) <= minimumLaunchCredit) {
        showMessage({ title: t('lobby.insufficientTitle'), body: t('lobby.insufficientCredit') });
        return;
      }
      launching.current = true;
      setLoading(true);
      try {
        const answer = await member.launchGame(game, isMobileViewport());
        if (!answer.success || !answer.url) throw new Error('launch answered without a URL');
        setRunning({ game, url: answer.url });
      } catch (error) {
        // A 401 has already logged the member out.
        if (error instanceof ApiError && error.status === 401) return;
        // Under maintenance the site's notice opens itself (lib/maintenance.tsx): no second dialog.
        if (error instanceof ApiError && error.code === 'maintenance') return;
        showMessage({ title: t('lobby.launchFailedTitle'), body: errorMessages(error, t).join(' ') });
      } finally {
        launching.current = false;
        setLoading(false);
      }
    },
    [memberRequest, openPopup, profile, setLoading, showMessage, status, t],
  );

  /** Closing the game clears the frame; the credit has changed, so the profile reloads. */
  const close = useCallback(() => {
    setRunning(null);
    void refreshProfile();
  }, [refreshProfile]);

  return { running, launch, close };
}
