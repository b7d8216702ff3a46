import { registrationBankCodes } from '@chaba/contracts/banks';
import {
  withdrawalListQuery,
  withdrawalListResponse,
  withdrawalListSortColumns,
  type WithdrawalListResponse,
} from '@chaba/contracts/backoffice-money';
import { listPageSizes } from '@chaba/contracts/list-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api';
import { useListParams } from '../../lib/list-params';
import { useCan } from '../../lib/me';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { FilterInput, FilterSelect } from '../../ui/field';
import { AmountRangeInputs, DayRangeInputs, DraftFilterForm } from '../../ui/filter-parts';
import { bankLabel, DateTime, Money } from '../../ui/format';
import { MemberLink } from '../../ui/member-link';
import { ListTools } from '../../ui/list-tools';
import { Panel } from '../../ui/page';
import { StatusBadge } from '../../ui/status-badge';

type WithdrawalRow = WithdrawalListResponse['data'][number];
const listPath = '/api/backoffice/lists/withdrawals';
const listStatuses = withdrawalListQuery.shape.status.unwrap().options;
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
type WithdrawalFilters = typeof noFilters;
const sortable = new Set<string>(withdrawalListSortColumns);

/**
 * Every withdrawal, any status (issue 30, decision 69): the withdrawals desk's "all / search" tab on
 * `GET /api/backoffice/lists/withdrawals`, filtered, sorted, totalled, exported, saved as views.
 */
export function WithdrawalsList() {
  const list = useListParams(noFilters, 'id.desc');
  const { page_size: pageSize, state, ...rest } = list.filters;
  const [sort = 'id', dir = 'desc'] = (list.sort ?? 'id.desc').split('.');
  const query = { ...rest, status: state, sort, dir, page_size: pageSize };
  const withdrawals = useQuery({
    queryKey: [listPath, query, list.pageIndex],
    queryFn: ({ signal }) =>
      callApi(listPath, {
        query: { ...query, page: list.pageIndex + 1 },
        schema: withdrawalListResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const columns = useListColumns();
  const answer = withdrawals.data;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <WithdrawalFilterBar
          key={JSON.stringify(list.filters)}
          filters={list.filters}
          onSearch={list.setFilters}
        />
        <ListTools list="withdrawals" path={listPath} query={query} />
      </div>
      <Panel className="overflow-hidden">
        <DataTable
          testId="withdrawals-list"
          columns={columns}
          rows={answer?.data}
          rowKey={(row) => row.id}
          page={{ pageIndex: list.pageIndex, pageSize: Number(pageSize), total: answer?.total }}
          onPageChange={list.setPage}
          sorting={list.sorting}
          onSortingChange={list.setSorting}
          pageSizes={listPageSizes}
          onPageSizeChange={(size) => list.setFilters({ page_size: String(size) })}
          totals={answer ? { amount: <Money baht={answer.totals.amount} /> } : undefined}
          {...queryStatus(withdrawals)}
        />
      </Panel>
    </div>
  );
}

function WithdrawalFilterBar({
  filters,
  onSearch,
}: {
  filters: WithdrawalFilters;
  onSearch: (filters: WithdrawalFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <DraftFilterForm
      filters={filters}
      empty={{ ...noFilters, page_size: filters.page_size }}
      onApply={(draft) => onSearch({ ...draft, q: draft.q.trim() })}
    >
      {(draft) => (
        <>
          <FilterInput
            type="search"
            aria-label={t('withdrawals.listSearch')}
            placeholder={t('withdrawals.listSearch')}
            value={draft.values.q}
            onChange={draft.set('q')}
            className="col-span-2 md:w-72"
          />
          <FilterSelect
            aria-label={t('withdrawals.status')}
            value={draft.values.state}
            onChange={draft.set('state')}
            className="md:w-40"
          >
            <option value="">{t('lists.anyStatus')}</option>
            {listStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            aria-label={t('withdrawals.bankAccount')}
            value={draft.values.bank}
            onChange={draft.set('bank')}
            className="md:w-44"
          >
            <option value="">{t('lists.anyBank')}</option>
            {registrationBankCodes.map((code) => (
              <option key={code} value={code.toLowerCase()}>
                {bankLabel(code.toLowerCase())}
              </option>
            ))}
          </FilterSelect>
          <FilterInput
            aria-label={t('withdrawals.firstApprover')}
            placeholder={t('withdrawals.firstApprover')}
            inputMode="numeric"
            value={draft.values.staff}
            onChange={draft.set('staff')}
            className="md:w-36"
          />
          <DayRangeInputs from={draft.values.from} to={draft.values.to} onChange={draft.change} />
          <AmountRangeInputs min={draft.values.min} max={draft.values.max} onChange={draft.change} />
        </>
      )}
    </DraftFilterForm>
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
    return columns.map((column) => ({ ...column, sortable: sortable.has(column.id) }));
  }, [t, canOpenMember]);
}
