import { registrationBankCodes } from '@chaba/contracts/banks';
import {
  withdrawalListQuery,
  withdrawalListResponse,
  withdrawalListSortColumns,
  type WithdrawalListResponse,
} from '@chaba/contracts/backoffice-money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sortableColumns, useListPage } from '../../lib/list-page';
import { useCan } from '../../lib/me';
import { DataTable, type Column } from '../../ui/data-table';
import { bankLabel, DateTime, Money } from '../../ui/format';
import { ListFilterBar } from '../../ui/list-filter-bar';
import { MemberLink } from '../../ui/member-link';
import { ListTools } from '../../ui/list-tools';
import { Panel } from '../../ui/page';
import { StatusBadge } from '../../ui/status-badge';

type WithdrawalRow = WithdrawalListResponse['data'][number];
const listPath = '/api/backoffice/lists/withdrawals';
const listStatuses = withdrawalListQuery.shape.status.unwrap().options;
const memberBanks = registrationBankCodes.map((code) => code.toLowerCase());
/** `status=all` is the desk's tab; the list's own status filter is `state`. */
const noFilters = {
  q: '',
  state: '',
  bank: '',
  staff: '',
  from: '',
  to: '',
  min: '',
  max: '',
  page_size: '50',
};

/**
 * Every withdrawal, any status (issue 30, decision 69): the withdrawals desk's "all / search" tab on
 * `GET /api/backoffice/lists/withdrawals`, filtered, sorted, totalled, exported, saved as views.
 */
export function WithdrawalsList() {
  const { t } = useTranslation();
  const page = useListPage({
    path: listPath,
    schema: withdrawalListResponse,
    noFilters,
    defaultSort: 'id.desc',
    apiFilters: ({ state, ...filters }) => ({ ...filters, status: state }),
  });
  const columns = useListColumns();
  const answer = page.answer.data;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <ListFilterBar
          key={JSON.stringify(page.filters)}
          filters={page.list.filters}
          onSearch={page.list.setFilters}
          statuses={listStatuses}
          statusKey="state"
          banks={memberBanks}
          bankName={t('withdrawals.bankAccount')}
          staffLabel={t('withdrawals.firstApprover')}
          searchLabel={t('withdrawals.listSearch')}
          searchHint={t('moneyLists.numberHint')}
        />
        <ListTools list="withdrawals" path={listPath} query={page.query} />
      </div>
      <Panel className="overflow-hidden">
        <DataTable
          testId="withdrawals-list"
          columns={columns}
          rows={answer?.data}
          rowKey={(row) => row.id}
          {...page.table}
          totals={answer ? { amount: <Money baht={answer.totals.amount} /> } : undefined}
        />
      </Panel>
    </div>
  );
}

function useListColumns(): Column<WithdrawalRow>[] {
  const { t } = useTranslation();
  const canOpenMember = useCan('members.view');
  return useMemo(() => {
    const columns: Column<WithdrawalRow>[] = [
      {
        id: 'member',
        header: t('withdrawals.member'),
        mobile: 'title',
        cell: (row) =>
          canOpenMember ? (
            <MemberLink
              id={row.member_id}
              name={row.member_name}
              phone={row.member_phone}
              detail={`${row.member_phone} · ${row.ref}`}
            />
          ) : (
            <span>{`${row.member_name ?? row.member_phone} · ${row.ref}`}</span>
          ),
      },
      {
        id: 'amount',
        header: t('withdrawals.amount'),
        align: 'right',
        cell: (row) => <Money baht={row.amount} />,
      },
      {
        id: 'bank',
        header: t('withdrawals.bankAccount'),
        cell: (row) => (
          <span className="text-xs whitespace-nowrap">
            <span className="font-medium text-zinc-600">{bankLabel(row.bank)}</span>{' '}
            <span className="font-mono">{row.account_number}</span>
          </span>
        ),
      },
      { id: 'status', header: t('withdrawals.status'), cell: (row) => <StatusBadge status={row.status} /> },
      {
        id: 'bank_ref',
        header: t('withdrawals.bankRef'),
        cell: (row) => <span className="font-mono text-xs">{row.bank_ref ?? '-'}</span>,
      },
      {
        id: 'created_at',
        header: t('withdrawals.time'),
        className: 'whitespace-nowrap',
        cell: (row) => <DateTime value={row.created_at} />,
      },
      {
        id: 'completed_at',
        header: t('withdrawals.decidedAt'),
        className: 'whitespace-nowrap',
        cell: (row) => (row.completed_at ? <DateTime value={row.completed_at} /> : '-'),
      },
    ];
    return sortableColumns(columns, withdrawalListSortColumns);
  }, [t, canOpenMember]);
}
