import { useCallback, type RefObject } from 'react';
import type { PendingRequest } from '@chaba/contracts/profile';
import { useFeedback } from '../ui/feedback';
import { useTranslation } from './i18n';
import { usePopup, type PopupMode } from './popup';
import type { RequestTracker } from './request-outcome';
import { useSession } from './session';

type RequestType = PendingRequest['type'];

/** The popup that asks for a request of each type, and the one that shows it in progress. */
const requestPopups: Record<RequestType, { form: PopupMode; process: PopupMode }> = {
  deposit: { form: 'Deposit', process: 'DepositProcess' },
  withdraw: { form: 'Withdraw', process: 'WithdrawProcess' },
};

interface PendingRequestRouting {
  /** The type of request this popup asks for. */
  type: RequestType;
  /** The popup mode now, read after the load: a member who moved on meanwhile is left alone. */
  modeRef: RefObject<PopupMode | null>;
  /** Watches a pending request of this type for its outcome. */
  tracker: RequestTracker;
  /** 'loading' while the profile loads, 'form' when nothing is pending. */
  setStage: (stage: 'loading' | 'form') => void;
}

/**
 * Loads the profile behind the overlay for the deposit or withdraw popup, then opens what fits
 * (spec §2.4, §4.5, §4.6): a pending request of this popup's type is tracked and shown in
 * progress, one of the other type is shown in its own in-progress popup with a toast that says why,
 * and none shows the form.
 */
export function usePendingRequestRouting({
  type,
  modeRef,
  tracker,
  setStage,
}: PendingRequestRouting): () => Promise<void> {
  const { open, close } = usePopup();
  const { refreshProfile } = useSession();
  const { setLoading, toast } = useFeedback();
  const { t } = useTranslation();
  return useCallback(async () => {
    setStage('loading');
    setLoading(true);
    const loaded = await refreshProfile();
    setLoading(false);
    if (modeRef.current !== requestPopups[type].form) return;
    // A failed load has already said so and gone home.
    if (!loaded) return close('finished');
    const pending = loaded.pending_request;
    if (pending?.type === type) tracker.track(pending.id);
    // One pending request at a time: the member asked for the other kind, so says why it did not open.
    if (pending && pending.type !== type) toast('warning', t(`money.otherPending.${type}`));
    if (pending) open(requestPopups[pending.type].process);
    else setStage('form');
  }, [close, modeRef, open, refreshProfile, setLoading, setStage, t, toast, tracker, type]);
}
