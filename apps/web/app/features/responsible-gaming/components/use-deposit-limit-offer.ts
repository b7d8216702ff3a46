import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { useFeedback } from '../../../ui/feedback';
import { protectionApi } from '../api/protection-api';

export type Occasion = 'registration' | 'deposit';

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
 * Whether to offer a deposit limit (issue 13), inline in the popup of the occasion: the
 * registration's last step once its automatic login is done (`ready`), and the first deposit
 * before any request. Never when a deposit limit is set already; each occasion once per member in
 * this browser, so it does not nag. An inline offer rather than a dialog of its own: it never
 * stands between the member and the popup they opened (or an announcement).
 */
export function useDepositLimitOffer(occasion: Occasion, ready = true) {
  const { t } = useTranslation();
  const { status, profile, memberRequest } = useSession();
  const { toast } = useFeedback();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const decided = useRef(false);

  useEffect(() => {
    if (decided.current || !ready || status !== 'member' || !profile) return;
    decided.current = true;
    const deposited =
      profile.pending_request !== null ||
      profile.completed_requests.some((request) => request.type === 'deposit');
    if (occasion === 'deposit' && deposited) return;
    if (offered(profile.phone).includes(occasion)) return;
    let cancelled = false;
    protectionApi(memberRequest)
      .load()
      .then(({ data }) => {
        const hasDepositLimit = (['deposit_day', 'deposit_week', 'deposit_month'] as const).some(
          (kind) => data.limits[kind].amount !== null,
        );
        if (cancelled || hasDepositLimit) return;
        remember(profile.phone, occasion);
        setShown(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      decided.current = false;
    };
  }, [occasion, ready, status, profile, memberRequest]);

  const setLimit = async (amount: string) => {
    setBusy(true);
    setServerErrors([]);
    try {
      await protectionApi(memberRequest).setLimits({ deposit_day: amount });
      toast('success', t('protection.offer.saved'));
      setShown(false);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) setServerErrors(errorMessages(error, t));
    } finally {
      setBusy(false);
    }
  };

  return { shown, busy, serverErrors, setLimit, skip: () => setShown(false) };
}
