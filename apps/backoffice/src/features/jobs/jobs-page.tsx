import { jobRunsResponse, type JobRunsResponse } from '@chaba/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api';
import { useCan } from '../../lib/me';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { DateTime } from '../../ui/format';
import { PageHeader, Panel } from '../../ui/page';
import { StatusBadge } from '../../ui/status-badge';
import { ReferralSummaryButton } from './referral-summary-button';

type Job = JobRunsResponse['data'][number];

/** The server's declared jobs (a short fixed list) and what each did last. */
export function JobsPage() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['jobs'],
    queryFn: ({ signal }) => callApi('/api/backoffice/jobs', { schema: jobRunsResponse, signal }),
    refetchInterval: 15_000,
  });
  const columns = useJobColumns();
  const canRunSummary = useCan('referrals.run');
  return (
    <>
      <PageHeader
        title={t('jobs.title')}
        subtitle={t('jobs.subtitle')}
        actions={
          <>
            {canRunSummary ? <ReferralSummaryButton /> : null}
            <Button size="sm" variant="ghost" onClick={() => void query.refetch()} busy={query.isRefetching}>
              {t('common.refresh')}
            </Button>
          </>
        }
      />
      <Panel className="overflow-hidden">
        <DataTable
          testId="jobs-table"
          columns={columns}
          rows={query.data?.data}
          rowKey={(job) => job.name}
          {...queryStatus(query)}
        />
      </Panel>
    </>
  );
}

function useJobColumns(): Column<Job>[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('jobs.name'),
        mobile: 'title',
        cell: (job) => {
          const key = `jobs.names.${job.name}`;
          return (
            <div>
              <div className="font-medium">
                {i18n.exists(key) ? t(key as 'jobs.names.expire-deposits') : job.name}
              </div>
              <div className="font-mono text-[11px] text-zinc-500">{job.name}</div>
            </div>
          );
        },
      },
      {
        id: 'interval',
        header: t('jobs.interval'),
        cell: (job) =>
          `${t('jobs.everySeconds', { count: job.interval_seconds })} · ${t('jobs.batchRows', { count: job.batch_size })}`,
      },
      {
        id: 'last_started_at',
        header: t('jobs.lastRun'),
        cell: (job) => <DateTime value={job.last_started_at} />,
      },
      {
        id: 'result',
        header: t('jobs.result'),
        cell: (job) => {
          if (!job.enabled) return <Badge>{t('jobs.off')}</Badge>;
          if (!job.last_started_at) return <span className="text-zinc-500">{t('jobs.never')}</span>;
          if (!job.last_finished_at || job.last_finished_at < job.last_started_at)
            return <Badge tone="info">{t('jobs.running')}</Badge>;
          return (
            <div className="space-y-1">
              <StatusBadge status={job.last_result ?? 'ok'} />
              {job.last_error ? (
                <div className="font-mono text-[11px] break-all text-red-700">{job.last_error}</div>
              ) : null}
            </div>
          );
        },
      },
      { id: 'rows', header: t('jobs.rows'), align: 'right', cell: (job) => job.last_rows ?? '-' },
      {
        id: 'duration',
        header: t('jobs.duration'),
        align: 'right',
        cell: (job) =>
          job.last_duration_ms === null ? '-' : t('jobs.durationMs', { count: job.last_duration_ms }),
      },
    ],
    [t, i18n],
  );
}
