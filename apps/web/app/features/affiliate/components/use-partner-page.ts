import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session';
import { affiliateApi, type PartnerPage } from '../api/affiliate-api';

export type PartnerPageState =
  | { status: 'loading' }
  | { status: 'partner'; page: PartnerPage }
  | { status: 'not_partner' }
  | { status: 'error' };

/**
 * The logged-in member's partner page, loaded when `enabled` (a member). A member who is not an
 * affiliate gets `not_partner`; a failed load is logged and offers a retry.
 */
export function usePartnerPage(enabled: boolean): { state: PartnerPageState; reload: () => void } {
  const { memberRequest } = useSession();
  const [state, setState] = useState<PartnerPageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const memberRequestRef = useRef(memberRequest);
  memberRequestRef.current = memberRequest;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    affiliateApi(memberRequestRef.current)
      .partnerPage(controller.signal)
      .then(({ data }) =>
        setState(data.affiliate ? { status: 'partner', page: data.affiliate } : { status: 'not_partner' }),
      )
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn(
          '[affiliate] loading the partner page failed:',
          error instanceof Error ? error.message : error,
        );
        setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [enabled, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
