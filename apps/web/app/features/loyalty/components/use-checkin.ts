import { useState } from 'react';
import type { Profile } from '@chaba/contracts/profile';
import { ApiError } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useProfileReloader } from '../../../lib/use-profile-reloader';
import { loyaltyApi } from '../api/loyalty-api';
import { useMemberData } from './use-member-data';

/** What today's claim gave: the prize, the streak day, and the credit after it (null: not known). */
export interface CheckinResult {
  amount: number;
  streakDay: number;
  balance: number | null;
}

/** The check-in refusals of decision 73 in the member's words; other failures show the server's message. */
const refusals: Record<string, 'claimedToday' | 'closed' | 'restricted'> = {
  checkin_already_claimed: 'claimedToday',
  checkin_closed: 'closed',
  bonus_refused_restricted: 'restricted',
};

/**
 * The daily check-in (decision 73): the seven days and the streak as the server reads them, and
 * today's claim: the prize with the credit reloaded (the member bar shows it too; `balanceOf` reads
 * it from the profile), or a refusal.
 */
export function useCheckin(balanceOf: (profile: Profile) => number) {
  const { t } = useTranslation();
  const { memberRequest } = useSession();
  const reloadProfile = useProfileReloader();
  const { state, reload } = useMemberData('checkin', (request, signal) =>
    loyaltyApi(request)
      .checkin(signal)
      .then((answer) => answer.data),
  );
  const [claiming, setClaiming] = useState(false);
  const [result, setResult] = useState<CheckinResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const claim = async () => {
    setClaiming(true);
    setRefusal(null);
    try {
      const answer = await loyaltyApi(memberRequest).claimCheckin();
      const profile = await reloadProfile();
      setResult({
        amount: answer.data.amount,
        streakDay: answer.data.streak_day,
        balance: profile ? balanceOf(profile) : null,
      });
    } catch (error) {
      // 'Unauthenticated.' has already logged the member out.
      if (!(error instanceof ApiError && error.status === 401)) {
        const known = error instanceof ApiError && error.code ? refusals[error.code] : undefined;
        setRefusal(known ? t(`loyalty.checkin.${known}`) : errorMessages(error, t).join(' '));
      }
    } finally {
      setClaiming(false);
      reload();
    }
  };

  return { state, reload, claim, claiming, result, refusal };
}
