import {
  sessionListPage,
  sessionListSortColumns,
  type SessionListPage,
} from '@chaba/contracts/oversight-lists';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCursorPages } from '../../lib/cursor-pages';
import { messageOf } from '../../lib/forms';
import { sortableColumns, useListPage } from '../../lib/list-page';
import { useCan } from '../../lib/me';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { DateTime, Device } from '../../ui/format';
import { ListFilterBar } from '../../ui/list-filter-bar';
import { ListTools } from '../../ui/list-tools';
import { PageHeader, Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import {
  sessionListPath,
  sessionListStatuses,
  useRevokeSession,
  useStaffLogins,
  useStaffSessions,
  type StaffLoginRow,
  type StaffSessionRow,
} from './api';

const pageSize = 50;
const noFilters = { q: '', status: '', staff: '', from: '', to: '', username: '', page_size: '50' };

/**
 * The staff sessions and the login history, successful or not. With staff management: every
 * session, working or ended, on the sessions list (issue 30, decision 69: filtered by staff member,
 * state, day opened and address or device, sorted, exported, saved as views, the working ones
 * revoked), and the history of the staff member the filter names (`?staff=`); else one's own.
 */
export function SessionsPage() {
  const { t } = useTranslation();
  if (useCan('staff.manage')) return <EverySession />;
  return (
    <>
      <PageHeader title={t('sessions.title')} subtitle={t('sessions.subtitle')} />
      <div className="space-y-6">
        <ActiveSessions />
        <LoginHistory staffId="" title={t('sessions.history')} />
      </div>
    </>
  );
}

/** Every staff member's sessions on the sessions list, then the login history of the one filtered. */
function EverySession() {
  const { t } = useTranslation();
  const page = useListPage({
    path: sessionListPath,
    schema: sessionListPage,
    noFilters,
    defaultSort: 'id.desc',
    // The username only titles the history (a link from the staff page), the list is not asked by it.
    apiFilters: ({ username: _, ...filters }) => filters,
  });
  const columns = useSessionColumns();
  const staffId = page.filters.staff;
  return (
    <>
      <PageHeader
        title={t('sessions.title')}
        subtitle={t('sessions.subtitleAll')}
        actions={<ListTools list="sessions" path={sessionListPath} query={page.query} />}
      />
      <div className="space-y-6">
        <section className="space-y-3">
          <ListFilterBar
            key={JSON.stringify(page.filters)}
            filters={page.list.filters}
            onSearch={(filters) =>
              // A username from a link no longer titles another staff member's history.
              page.list.setFilters({
                ...filters,
                username: filters.staff === staffId ? filters.username : '',
              })
            }
            statuses={sessionListStatuses}
            statusLabel={(status) => t(`sessions.states.${status as 'working'}`)}
            staffLabel={t('audit.staffId')}
            daysLabel={t('sessions.started')}
            searchLabel={t('sessions.search')}
          />
          <Panel title={t('sessions.all')} className="overflow-hidden">
            <DataTable
              testId="sessions-table"
              columns={columns}
              rows={page.answer.data?.data}
              rowKey={(session) => session.id}
              {...page.table}
              empty={t('moneyLists.noMatch')}
            />
          </Panel>
        </section>
        <LoginHistory
          staffId={staffId}
          title={
            staffId
              ? t('sessions.historyOf', { username: page.filters.username || `#${staffId}` })
              : t('sessions.history')
          }
        />
      </div>
    </>
  );
}

type ListedSession = SessionListPage['data'][number];

function useSessionColumns(): Column<ListedSession>[] {
  const { t } = useTranslation();
  const revoke = useRevokeSession();
  return useMemo(() => {
    const [username, started, lastUsed, address, device] = sessionColumns(t);
    const columns: Column<ListedSession>[] = [
      username,
      {
        id: 'state',
        header: t('withdrawals.status'),
        cell: (session) =>
          session.working ? (
            <Badge tone="success">{t('sessions.states.working')}</Badge>
          ) : (
            <span className="inline-flex flex-col items-start gap-0.5">
              <Badge>{t('sessions.states.ended')}</Badge>
              {session.revoked_at ? (
                <span className="text-xs whitespace-nowrap text-zinc-500">
                  {t('sessions.revokedAt')} <DateTime value={session.revoked_at} />
                </span>
              ) : null}
            </span>
          ),
      },
      started,
      lastUsed,
      address,
      device,
      revokeColumn(t, revoke, (session) => session.working && !session.current),
    ];
    return sortableColumns(columns, sessionListSortColumns);
  }, [t, revoke]);
}

type SessionColumn = Column<StaffSessionRow>;

/** The columns every session table shows: who, opened, last used, address and device. */
function sessionColumns(
  t: TFunction,
): [SessionColumn, SessionColumn, SessionColumn, SessionColumn, SessionColumn] {
  return [
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
      className: 'whitespace-nowrap',
      cell: (session) => <DateTime value={session.created_at} />,
    },
    {
      id: 'last_used_at',
      header: t('sessions.lastUsed'),
      className: 'whitespace-nowrap',
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
  ];
}

/** Ends a session at once (not the one in use here: signing out does that). */
function revokeColumn<Row extends StaffSessionRow>(
  t: TFunction,
  revoke: ReturnType<typeof useRevokeSession>,
  revocable: (session: Row) => boolean,
): Column<Row> {
  return {
    id: 'actions',
    header: t('common.actions'),
    mobile: 'actions',
    align: 'right',
    cell: (session) =>
      revocable(session) ? (
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
      ) : null,
  };
}

/** One's own working sessions (without staff management). */
function ActiveSessions() {
  const { t } = useTranslation();
  const query = useStaffSessions();
  const revoke = useRevokeSession();
  const columns = useMemo(
    () => [...sessionColumns(t), revokeColumn(t, revoke, (session: StaffSessionRow) => !session.current)],
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
