import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/forms';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { DateTime } from '../../ui/format';
import { ErrorState, LoadingState, PageHeader, Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { AlertSettingsForm } from './alert-settings-form';
import { useAlertSettings, useSendTestAlert, useSentAlerts, type SentAlert } from './api';

/**
 * Where staff alerts go and which events send one, and the latest alerts with how their sending
 * went. The webhook secret and the bot token live in the server's environment: the page only says
 * whether each is there.
 */
export function AlertsPage() {
  const { t } = useTranslation();
  const settings = useAlertSettings();
  return (
    <>
      <PageHeader title={t('alerts.title')} subtitle={t('alerts.subtitle')} actions={<SendTestButton />} />
      {settings.isLoading ? (
        <LoadingState />
      ) : settings.data ? (
        <AlertSettingsForm settings={settings.data} />
      ) : (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      <div className="mt-6">
        <SentAlerts />
      </div>
    </>
  );
}

function SendTestButton() {
  const { t } = useTranslation();
  const send = useSendTestAlert();
  const onClick = async () => {
    try {
      const { queued } = (await send.mutateAsync()).data;
      toast(
        queued > 0 ? t('alerts.testQueued', { count: queued }) : t('alerts.testNoDestination'),
        queued > 0 ? 'success' : 'error',
      );
    } catch (error) {
      toast(messageOf(error), 'error');
    }
  };
  return (
    <Button size="sm" onClick={() => void onClick()} busy={send.isPending}>
      {t('alerts.sendTest')}
    </Button>
  );
}

const statusTones: Record<SentAlert['status'], BadgeTone> = {
  pending: 'warning',
  sent: 'success',
  failed: 'danger',
};

function SentAlerts() {
  const { t } = useTranslation();
  const alerts = useSentAlerts();
  const columns = useMemo<Column<SentAlert>[]>(
    () => [
      {
        id: 'kind',
        header: t('alerts.kind'),
        mobile: 'title',
        cell: (alert) => (
          <div className="min-w-0">
            <div className="font-medium">{t(`alerts.kinds.${alert.kind}`)}</div>
            <div className="max-w-xl truncate text-xs text-zinc-500" title={alert.text}>
              {alert.text.split('\n').slice(1).join(' · ')}
            </div>
            {alert.last_error ? <div className="text-[11px] text-red-700">{alert.last_error}</div> : null}
          </div>
        ),
      },
      { id: 'destination', header: t('alerts.destination'), cell: (alert) => alert.destination },
      {
        id: 'status',
        header: t('alerts.status'),
        cell: (alert) => (
          <Badge tone={statusTones[alert.status]}>{t(`alerts.statuses.${alert.status}`)}</Badge>
        ),
      },
      { id: 'attempts', header: t('alerts.attempts'), align: 'right', cell: (alert) => alert.attempts },
      {
        id: 'created_at',
        header: t('alerts.createdAt'),
        cell: (alert) => <DateTime value={alert.created_at} />,
      },
    ],
    [t],
  );
  return (
    <Panel title={t('alerts.recent')} className="overflow-hidden">
      <DataTable
        testId="alerts-table"
        columns={columns}
        rows={alerts.data?.data}
        rowKey={(alert) => alert.id}
        empty={t('alerts.noAlerts')}
        {...queryStatus(alerts)}
      />
    </Panel>
  );
}
