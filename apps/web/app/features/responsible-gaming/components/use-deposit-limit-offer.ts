import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { usePopup, type PopupMode } from '../../../lib/popup';
import { useSession } from '../../../lib/session';
import { useFeedback } from '../../../ui/feedback';
import { protectionApi } from '../api/protection-api';

type Occasion = 'registration' | 'deposit';

const storageKey = (phone: string) => `chaba_deposit_limit_offer:${phone}`;

/** The occasions on which this browser has already offered the member a deposit limit. */
function offered(phone: string): Occasion[] {
  try {
    return (window.localStorage.getItem(storageKey(phone)) ?? '').split(',').filter(Boolean) as Occasion[];
  } catch {
    return [];
  }
}

function remember(phone: string, occasion: Occasion): void {
  try {
    window.localStorage.setItem(storageKey(phone), [...new Set([...offered(phone), occasion])].join(','));
  } catch {
    // Private mode without storage: the offer may come once more, nothing worse.
  }
}

/**
 * When to offer a deposit limit (issue 13): once after the registration's last step (when its
 * final popup closes), and once when the member opens the first deposit, before any request; never
 * when a deposit limit is already set. Each occasion once per member in this browser.
 */
export function useDepositLimitOffer() {
  const { t } = useTranslation();
  const { status, profile, memberRequest } = useSession();
  const { mode } = usePopup();
  const { toast } = useFeedback();
  const [occasion, setOccasion] = useState<Occasion | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  // Null at first: a page that opens with the Deposit popup (/deposit) is entering it too.
  const previousMode = useRef<PopupMode | null>(null);
  const pendingOccasion = useRef<Occasion | null>(null);

  // The moment: the registration's final popup closing, or the Deposit popup opening.
  useEffect(() => {
    const before = previousMode.current;
    previousMode.current = mode;
    if (before === 'RegisterFinal' && mode !== 'RegisterFinal') pendingOccasion.current = 'registration';
    else if (mode === 'Deposit' && before !== 'Deposit') pendingOccasion.current = 'deposit';
  }, [mode]);

  // Decided once the profile is there (it may still be loading at that moment).
  useEffect(() => {
    const candidate = pendingOccasion.current;
    if (!candidate || status !== 'member' || !profile) return;
    pendingOccasion.current = null;
    const deposited =
      profile.pending_request !== null ||
      profile.completed_requests.some((request) => request.type === 'deposit');
    if (candidate === 'deposit' && deposited) return;
    if (offered(profile.phone).includes(candidate)) return;
    remember(profile.phone, candidate);
    protectionApi(memberRequest)
      .load()
      .then(({ data }) => {
        const hasDepositLimit = (['deposit_day', 'deposit_week', 'deposit_month'] as const).some(
          (kind) => data.limits[kind].amount !== null,
        );
        if (!hasDepositLimit) setOccasion(candidate);
      })
      .catch(() => undefined);
  }, [mode, status, profile, memberRequest]);

  const setLimit = async (amount: string) => {
    setBusy(true);
    setServerErrors([]);
    try {
      await protectionApi(memberRequest).setLimits({ deposit_day: amount });
      toast('success', t('protection.offer.saved'));
      setOccasion(null);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) setServerErrors(errorMessages(error, t));
    } finally {
      setBusy(false);
    }
  };

  return { occasion, busy, serverErrors, setLimit, skip: () => setOccasion(null) };
}
