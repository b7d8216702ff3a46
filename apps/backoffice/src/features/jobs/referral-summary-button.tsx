import { referralSummaryResponse } from '@chaba/contracts/backoffice';
import { formatBaht } from '@chaba/i18n/format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api';
import { messageOf } from '../../lib/forms';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';

/**
 * Runs the last week's referral summary now, as the Friday job does (idempotent per week: a week
 * already summarised is not paid twice, and the answer says what it paid).
 */
export function ReferralSummaryButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () =>
      callApi('/api/backoffice/referrals/summary', {
        method: 'POST',
        body: {},
        schema: referralSummaryResponse,
      }),
    onSuccess: ({ data }) => {
      const total = data.total === null ? '-' : formatBaht(data.total);
      // The week's Friday as Thai staff write a date: day/month/year.
      const week = data.week_end.split('-').reverse().join('/');
      toast(t(data.ran ? 'jobs.summaryRan' : 'jobs.summaryDone', { week, total }));
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    },
    onError: (error) => toast(messageOf(error), 'error'),
  });
  return (
    <Button size="sm" onClick={() => run.mutate()} busy={run.isPending}>
      {t('jobs.runSummary')}
    </Button>
  );
}
