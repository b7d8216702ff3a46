import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { useFeedback } from '../../../ui/feedback';
import { protectionApi, unwrap, type Heartbeat } from '../api/protection-api';

/** The site tells the server every minute that a game is still open (issue 13). */
export const heartbeatIntervalMs = 60_000;

/**
 * The play session of an open game: a heartbeat at once and every 60 s, and one more when the
 * reality check falls due; the reality check shows once `next_reality_check_at` has come (once per
 * due time). The server refusing with `play_time_reached` closes the game with its message. Stop
 * and closing the game end the play session.
 */
export function usePlaySession(onCloseGame: () => void) {
  const { t } = useTranslation();
  const { memberRequest } = useSession();
  const { showMessage } = useFeedback();
  const [beat, setBeat] = useState<Heartbeat | null>(null);
  const [acknowledged, setAcknowledged] = useState<string | null>(null);
  const requestRef = useRef(memberRequest);
  requestRef.current = memberRequest;
  const closeRef = useRef(onCloseGame);
  closeRef.current = onCloseGame;
  const stopped = useRef(false);

  const heartbeat = useCallback(async () => {
    try {
      const answer = unwrap(await protectionApi(requestRef.current).heartbeat());
      if (!stopped.current) setBeat(answer);
    } catch (error) {
      if (stopped.current || !(error instanceof ApiError)) return;
      if (error.code === 'play_time_reached') {
        stopped.current = true;
        closeRef.current();
        showMessage({
          title: t('protection.realityCheck.playTimeReachedTitle'),
          body: errorMessages(error, t).join(' '),
        });
      }
      // Other failures (a network blip, an older server without play sessions) leave the game open.
    }
  }, [showMessage, t]);

  useEffect(() => {
    stopped.current = false;
    void heartbeat();
    const timer = window.setInterval(() => void heartbeat(), heartbeatIntervalMs);
    return () => {
      window.clearInterval(timer);
      if (!stopped.current) {
        stopped.current = true;
        protectionApi(requestRef.current)
          .endPlaySession()
          .catch(() => undefined);
      }
    };
  }, [heartbeat]);

  // One more heartbeat when the reality check falls due, so it shows on time with fresh numbers.
  const next = beat?.next_reality_check_at ?? null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!next) return;
    const waitMs = Date.parse(next) - Date.now();
    if (waitMs <= 0) return;
    const timer = window.setTimeout(
      () => {
        setNow(Date.now());
        void heartbeat();
      },
      Math.min(waitMs + 500, 2 ** 31 - 1),
    );
    return () => window.clearTimeout(timer);
  }, [next, heartbeat]);

  const due = next !== null && next !== acknowledged && Date.parse(next) <= Math.max(now, Date.now());

  return {
    realityCheck: due ? beat : null,
    onContinue: () => setAcknowledged(next),
    onStop: () => {
      stopped.current = true;
      protectionApi(requestRef.current)
        .endPlaySession()
        .catch(() => undefined)
        .finally(() => closeRef.current());
    },
  };
}
