import {
  memberLedgerResponse,
  memberLoginsResponse,
  memberRequestsResponse,
  type MemberLedgerResponse,
  type MemberLoginsResponse,
  type MemberRequestsResponse,
} from '@chaba/contracts/backoffice-members';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCursorList } from '../../lib/cursor-list';
import { useListParams } from '../../lib/list-params';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { DateTime, Device, Money } from '../../ui/format';
import { Panel } from '../../ui/page';
import { StatusBadge } from '../../ui/status-badge';
import { Tabs } from '../../ui/tabs';
import { memberPath } from './api';

export type Row<Answer extends { data: unknown[] }> = Answer['data'][number];

/** One of the member page's long lists, paged by the server. */
export function MemberList<Schema extends z.ZodType<{ data: { id: number }[]; next_cursor: number | null }>>({
  path,
  schema,
  columns,
  query,
  testId,
  toolbar,
}: {
  path: string;
  schema: Schema;
  columns: Column<z.infer<Schema>['data'][number]>[];
  query?: Record<string, string | number | undefined>;
  testId: string;
  toolbar?: ReactNode;
}) {
  const list = useCursorList(path, schema, { query });
  return (
    <Panel className="overflow-hidden">
      {toolbar ? <div className="border-b border-zinc-200 px-4 pt-1">{toolbar}</div> : null}
      <DataTable
        testId={testId}
        columns={columns}
        rows={list.rows}
        rowKey={(row) => row.id}
        page={list.page}
        onPageChange={list.onPageChange}
        {...queryStatus(list.result)}
      />
    </Panel>
  );
}

export function LedgerList({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<Column<Row<MemberLedgerResponse>>[]>(
    () => [
      {
        id: 'created_at',
        header: t('audit.time'),
        mobile: 'title',
        cell: (entry) => <DateTime value={entry.created_at} />,
      },
      {
        id: 'event',
        header: t('members.event'),
        cell: (entry) => {
          const key = `members.events.${entry.event_type}`;
          return i18n.exists(key) ? (
            t(key as 'members.events.deposit')
          ) : (
            <span className="font-mono text-xs">{entry.event_type}</span>
          );
        },
      },
      {
        id: 'account',
        header: t('members.account'),
        cell: (entry) => t(`members.accounts.${entry.account}`),
      },
      {
        id: 'amount',
        header: t('deposits.amount'),
        align: 'right',
        cell: (entry) => <Money baht={entry.amount} className="font-medium" />,
      },
      {
        id: 'transaction',
        header: t('members.transaction'),
        align: 'right',
        cell: (entry) => <span className="font-mono text-xs">#{entry.transaction_id}</span>,
      },
    ],
    [t, i18n],
  );
  return (
    <MemberList
      path={`${memberPath(memberId)}/ledger`}
      schema={memberLedgerResponse}
      columns={columns}
      testId="ledger-table"
    />
  );
}

export function RequestsList({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const list = useListParams({ type: '' });
  const columns = useMemo<Column<Row<MemberRequestsResponse>>[]>(
    () => [
      {
        id: 'type',
        header: t('members.requestType'),
        mobile: 'title',
        cell: (request) => (
          <span className="font-medium">
            {request.type === 'deposit' ? t('nav.deposits') : t('nav.withdrawals')}{' '}
            <span className="font-mono text-xs text-zinc-500">{request.ref}</span>
          </span>
        ),
      },
      {
        id: 'amount',
        header: t('deposits.amount'),
        align: 'right',
        cell: (request) => <Money baht={request.amount} className="font-medium" />,
      },
      {
        id: 'bonus',
        header: t('members.bonus'),
        align: 'right',
        cell: (request) => <Money baht={request.bonus} />,
      },
      {
        id: 'status',
        header: t('withdrawals.status'),
        cell: (request) => <StatusBadge status={request.status} />,
      },
      {
        id: 'created_at',
        header: t('audit.time'),
        cell: (request) => <DateTime value={request.created_at} />,
      },
      {
        id: 'note',
        header: t('withdrawals.bankRef'),
        cell: (request) => request.bank_ref ?? request.cause ?? '-',
      },
    ],
    [t],
  );
  return (
    <MemberList
      path={`${memberPath(memberId)}/requests`}
      schema={memberRequestsResponse}
      columns={columns}
      query={{ type: list.filters.type || undefined }}
      testId="requests-table"
      toolbar={
        <Tabs
          label={t('members.requestType')}
          value={list.filters.type}
          onChange={(type) => list.setFilters({ type })}
          options={[
            { value: '', label: t('common.all') },
            { value: 'deposit', label: t('nav.deposits') },
            { value: 'withdraw', label: t('nav.withdrawals') },
          ]}
        />
      }
    />
  );
}

export function LoginsList({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const columns = useMemo<Column<Row<MemberLoginsResponse>>[]>(
    () => [
      {
        id: 'created_at',
        header: t('audit.time'),
        mobile: 'title',
        cell: (login) => <DateTime value={login.created_at} />,
      },
      {
        id: 'address',
        header: t('audit.address'),
        cell: (login) => <span className="font-mono text-xs">{login.client_address ?? '-'}</span>,
      },
      {
        id: 'device',
        header: t('sessions.device'),
        cell: (login) => <Device userAgent={login.user_agent} />,
      },
    ],
    [t],
  );
  return (
    <MemberList
      path={`${memberPath(memberId)}/logins`}
      schema={memberLoginsResponse}
      columns={columns}
      testId="member-logins-table"
    />
  );
}
