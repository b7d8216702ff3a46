import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session';
import { referralApi, type ReferralInfo } from '../api/referral-api';

export type ReferralInfoState =
  | { status: 'loading'; info: ReferralInfo | null }
  | { status: 'ready'; info: ReferralInfo }
  | { status: 'error'; info: ReferralInfo | null };

/**
 * The member's referral info for a date (spec §3), loaded when `date` is given. A newer load cancels
 * the one before it, so the tables always match the last search. Errors are logged (spec §7) and
 * leave the last good answer on screen.
 */
export function useReferralInfo(date: string | null): {
  state: ReferralInfoState;
  reload: () => void;
} {
  const { memberRequest } = useSession();
  const [state, setState] = useState<ReferralInfoState>({ status: 'loading', info: null });
  const [attempt, setAttempt] = useState(0);
  const memberRequestRef = useRef(memberRequest);
  memberRequestRef.current = memberRequest;

  useEffect(() => {
    if (date === null) return;
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', info: current.info }));
    referralApi(memberRequestRef.current)
      .info(date, controller.signal)
      .then(({ data }) => setState({ status: 'ready', info: data }))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn(
          '[referral] loading the referral info failed:',
          error instanceof Error ? error.message : error,
        );
        setState((current) => ({ status: 'error', info: current.info }));
      });
    return () => controller.abort();
  }, [date, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
