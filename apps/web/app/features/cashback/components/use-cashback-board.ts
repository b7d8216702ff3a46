import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useProfileReloader } from '../../../lib/use-profile-reloader';
import { useFeedback } from '../../../ui/feedback';
import { cashbackApi, type CashbackPayout, type MemberCashback } from '../api/cashback-api';

export type CashbackBoardState =
  | { status: 'loading'; board: MemberCashback | null }
  | { status: 'ready'; board: MemberCashback }
  | { status: 'error'; board: MemberCashback | null };

/**
 * The member's cashback board (open periods' estimates and history), loaded when the tab opens, and
 * claiming a payout: the server's message in a dialog, then the board and the credit again.
 */
export function useCashbackBoard() {
  const { t } = useTranslation();
  const { memberRequest } = useSession();
  const { showMessage } = useFeedback();
  const reloadProfile = useProfileReloader();
  const [state, setState] = useState<CashbackBoardState>({ status: 'loading', board: null });
  const [attempt, setAttempt] = useState(0);
  const [claimingId, setClaimingId] = useState<number | null>(null);
  const requestRef = useRef(memberRequest);
  requestRef.current = memberRequest;

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', board: current.board }));
    cashbackApi(requestRef.current)
      .board(controller.signal)
      .then(({ data }) => setState({ status: 'ready', board: data }))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn('[cashback] loading the board failed:', error instanceof Error ? error.message : error);
        setState((current) => ({ status: 'error', board: current.board }));
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  const claim = async (payout: CashbackPayout) => {
    setClaimingId(payout.id);
    try {
      const answer = await cashbackApi(requestRef.current).claim(payout.id);
      showMessage({ title: t('cashback.claimedTitle'), body: answer.msg });
      void reloadProfile();
    } catch (error) {
      // 'Unauthenticated.' has already logged the member out.
      if (!(error instanceof ApiError && error.status === 401))
        showMessage({ title: t('cashback.failedTitle'), body: errorMessages(error, t).join(' ') });
    } finally {
      setClaimingId(null);
      reload();
    }
  };

  return { state, reload, claim, claimingId };
}
