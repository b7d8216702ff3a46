import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCursorPages } from '../../lib/cursor-pages';
import { messageOf } from '../../lib/forms';
import { useListParams } from '../../lib/list-params';
import { useCan } from '../../lib/me';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { DateTime, Device } from '../../ui/format';
import { PageHeader, Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import {
  useRevokeSession,
  useStaffLogins,
  useStaffSessions,
  type StaffLoginRow,
  type StaffSessionRow,
} from './api';

const pageSize = 50;

/**
 * The sessions still open (with revoke) and the login history, successful or not: one's own, or with
 * staff management everyone's sessions and the history of the staff member `?staff=` names.
 */
export function SessionsPage() {
  const { t } = useTranslation();
  const manager = useCan('staff.manage');
  const list = useListParams({ staff: '', username: '' });
  const staffId = manager ? list.filters.staff : '';
  return (
    <>
      <PageHeader
        title={t('sessions.title')}
        subtitle={manager ? t('sessions.subtitleAll') : t('sessions.subtitle')}
      />
      <div className="space-y-6">
        <ActiveSessions everyone={manager} />
        <LoginHistory
          staffId={staffId}
          title={
            staffId
              ? t('sessions.historyOf', { username: list.filters.username || `#${staffId}` })
              : t('sessions.history')
          }
        />
      </div>
    </>
  );
}

function ActiveSessions({ everyone }: { everyone: boolean }) {
  const { t } = useTranslation();
  const query = useStaffSessions(everyone);
  const revoke = useRevokeSession();
  const columns = useMemo<Column<StaffSessionRow>[]>(
    () => [
      {
        id: 'username',
        header: t('staff.username'),
        mobile: 'title',
        cell: (session) => (
          <span className="inline-flex items-center gap-1.5 font-medium">
            {session.username}
            {session.current ? <Badge tone="accent">{t('sessions.current')}</Badge> : null}
          </span>
        ),
      },
      {
        id: 'created_at',
        header: t('sessions.started'),
        cell: (session) => <DateTime value={session.created_at} />,
      },
      {
        id: 'last_used_at',
        header: t('sessions.lastUsed'),
        cell: (session) => <DateTime value={session.last_used_at} />,
      },
      {
        id: 'address',
        header: t('audit.address'),
        cell: (session) => <span className="font-mono text-xs">{session.client_address ?? '-'}</span>,
      },
      {
        id: 'device',
        header: t('sessions.device'),
        className: 'max-w-72',
        cell: (session) => <Device userAgent={session.user_agent} />,
      },
      {
        id: 'actions',
        header: t('common.actions'),
        mobile: 'actions',
        align: 'right',
        cell: (session) =>
          session.current ? null : (
            <Button
              size="sm"
              variant="danger"
              onClick={() =>
                revoke.mutate(session.id, {
                  onSuccess: () => toast(t('sessions.revoked')),
                  onError: (error) => toast(messageOf(error), 'error'),
                })
              }
            >
              {t('sessions.revoke')}
            </Button>
          ),
      },
    ],
    [t, revoke],
  );
  return (
    <Panel title={t('sessions.active')} className="overflow-hidden">
      <DataTable
        testId="sessions-table"
        columns={columns}
        rows={query.data?.data}
        rowKey={(session) => session.id}
        {...queryStatus(query)}
      />
    </Panel>
  );
}

function LoginHistory({ staffId, title }: { staffId: string; title: string }) {
  const { t } = useTranslation();
  const pages = useCursorPages(`logins:${staffId}`, pageSize);
  const query = useStaffLogins(staffId, { cursor: pages.cursor, limit: pageSize });
  const columns = useMemo<Column<StaffLoginRow>[]>(
    () => [
      {
        id: 'username',
        header: t('staff.username'),
        mobile: 'title',
        cell: (login) => <span className="font-medium">{login.username ?? '-'}</span>,
      },
      { id: 'created_at', header: t('audit.time'), cell: (login) => <DateTime value={login.created_at} /> },
      {
        id: 'result',
        header: t('jobs.result'),
        cell: (login) =>
          login.succeeded ? (
            <Badge tone="success">{t('sessions.succeeded')}</Badge>
          ) : (
            <Badge tone="danger">
              {t('sessions.failed', {
                reason: login.reason
                  ? t(`sessions.reasons.${login.reason}` as 'sessions.reasons.password')
                  : '-',
              })}
            </Badge>
          ),
      },
      {
        id: 'address',
        header: t('audit.address'),
        cell: (login) => <span className="font-mono text-xs">{login.client_address ?? '-'}</span>,
      },
      {
        id: 'device',
        header: t('sessions.device'),
        className: 'max-w-72',
        cell: (login) => <Device userAgent={login.user_agent} />,
      },
    ],
    [t],
  );
  return (
    <Panel title={title} className="overflow-hidden">
      <DataTable
        testId="logins-table"
        columns={columns}
        rows={query.data?.data}
        rowKey={(login) => login.id}
        page={pages.page(query.data)}
        onPageChange={(index) => pages.go(index, query.data?.next_cursor)}
        {...queryStatus(query)}
      />
    </Panel>
  );
}
