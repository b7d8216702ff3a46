import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Profile } from '@chaba/contracts/profile';
import { formatBaht } from '@chaba/i18n/format';
import { ApiError } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { useProfileReloader } from '../../../lib/use-profile-reloader';
import { Button } from '../../../ui/button';
import { useFeedback } from '../../../ui/feedback';
import { CheckIcon, GiftIcon } from '../../../ui/icons';
import { activitiesApi } from '../api/activities-api';

type ProfileEvent = Profile['events'][number];

/**
 * The information popup's activity tab (spec §2.4, §4.7): each activity with its bonus; a get-bonus
 * button while it is not claimed, 'received' once it is. A claim refetches the profile and shows the
 * server's message in a dialog, success or not.
 */
export function ActivityTab({ events }: { events: ProfileEvent[] }) {
  const { t } = useTranslation();
  const { memberRequest } = useSession();
  const { showMessage } = useFeedback();
  const reload = useProfileReloader();
  const [claimingId, setClaimingId] = useState<number | null>(null);

  const claim = async (event: ProfileEvent) => {
    setClaimingId(event.id);
    try {
      const answer = await activitiesApi(memberRequest).claim(event.id);
      await reload();
      showMessage({ title: t('bonus.activity.claimedTitle'), body: answer.msg });
    } catch (error) {
      // 'Unauthenticated.' has already logged the member out.
      if (!(error instanceof ApiError && error.status === 401)) {
        showMessage({ title: t('bonus.activity.failedTitle'), body: errorMessages(error, t).join(' ') });
        // 'Already claimed' may come from another tab: the reload shows it as received.
        void reload();
      }
    } finally {
      setClaimingId(null);
    }
  };

  if (events.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-white/10 py-8 text-center text-sm text-ink-400">
        {t('bonus.activity.empty')}
      </p>
    );
  }

  return (
    <div>
      <p className="mb-3 text-sm leading-relaxed text-ink-300">{t('bonus.activity.intro')}</p>
      <ul className="space-y-2">
        {events.map((event) => (
          <li
            key={event.id}
            data-testid="activity-row"
            data-activity-id={event.id}
            data-activated={event.activated}
            className={`flex items-center gap-3 rounded-xl border p-3 ${
              event.activated ? 'border-white/5 bg-ink-800/40' : 'border-gold-400/20 bg-ink-800/70'
            }`}
          >
            <span
              className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-xl ${
                event.activated ? 'bg-emerald-500/10 text-emerald-300' : 'bg-gold-400/15 text-gold-300'
              }`}
            >
              <GiftIcon size={20} />
            </span>
            <div className="min-w-0 flex-1">
              <p className="leading-snug font-medium break-words text-white">{event.name}</p>
              <p className="text-xs text-gold-200 tabular-nums">
                {t('bonus.activity.bonus', { amount: formatBaht(event.bonus) })}
              </p>
            </div>
            {event.activated ? (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-500/15 px-2.5 py-1 text-xs font-semibold text-emerald-300">
                <CheckIcon size={14} />
                {t('bonus.activity.received')}
              </span>
            ) : (
              <Button
                size="sm"
                className="shrink-0"
                loading={claimingId === event.id}
                disabled={claimingId !== null}
                onClick={() => void claim(event)}
              >
                {t('bonus.activity.getBonus')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
