import {
  memberListResponse,
  memberHistoryColumns,
  memberListSortColumns,
  type MemberListResponse,
} from '@chaba/contracts/backoffice-members';
import { registrationBankCodes } from '@chaba/contracts/banks';
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
import { Icon } from '../../ui/icon';
import { ListTools } from '../../ui/list-tools';
import { MemberLink } from '../../ui/member-link';
import { PageHeader, Panel } from '../../ui/page';
import { StatusBadge } from '../../ui/status-badge';
import { VipLevelCell, VipLevelFilter } from '../vip/vip-level-filter';

type MemberRow = MemberListResponse['data'][number];
const listPath = '/api/backoffice/lists/members';
const noFilters = {
  q: '',
  status: '',
  bank: '',
  vip_level: '',
  from: '',
  to: '',
  min: '',
  max: '',
  page_size: '50',
};
type MemberFilters = typeof noFilters;
const sortable = new Set<string>(memberListSortColumns);

/**
 * The members list (issue 30): filters, any part of a phone or account number, sortable columns,
 * page size, totals of the money columns, CSV export and saved views, all kept in the URL.
 */
export function MembersPage() {
  const { t } = useTranslation();
  const list = useListParams(noFilters, 'id.desc');
  const { page_size: pageSize, ...filters } = list.filters;
  const [sort = 'id', dir = 'desc'] = (list.sort ?? 'id.desc').split('.');
  const query = { ...filters, sort, dir, page_size: pageSize };
  const members = useQuery({
    queryKey: [listPath, query, list.pageIndex],
    queryFn: ({ signal }) =>
      callApi(listPath, {
        query: { ...query, page: list.pageIndex + 1 },
        schema: memberListResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemberColumns();
  const answer = members.data;
  return (
    <>
      <PageHeader
        title={t('members.title')}
        subtitle={t('members.subtitle')}
        actions={<ListTools list="members" path={listPath} query={query} />}
      />
      <MemberFilterBar key={JSON.stringify(filters)} filters={list.filters} onSearch={list.setFilters} />
      <Panel className="mt-3 overflow-hidden">
        <DataTable
          testId="members-table"
          columns={columns}
          rows={answer?.data}
          rowKey={(member) => member.id}
          page={{ pageIndex: list.pageIndex, pageSize: Number(pageSize), total: answer?.total }}
          onPageChange={list.setPage}
          sorting={list.sorting}
          onSortingChange={list.setSorting}
          pageSizes={listPageSizes}
          onPageSizeChange={(size) => list.setFilters({ page_size: String(size) })}
          totals={
            answer
              ? {
                  balance: <OptionalMoney baht={answer.totals.balance} />,
                  deposit_total: <OptionalMoney baht={answer.totals.deposit_total} />,
                  withdrawal_total: <OptionalMoney baht={answer.totals.withdrawal_total} />,
                }
              : undefined
          }
          {...queryStatus(members)}
          empty={filters.q ? t('members.noMatch', { q: filters.q }) : undefined}
        />
      </Panel>
    </>
  );
}

/** The members' filters: applied together with the search button (or Enter). */
function MemberFilterBar({
  filters,
  onSearch,
}: {
  filters: MemberFilters;
  onSearch: (filters: MemberFilters) => void;
}) {
  const { t } = useTranslation();
  const history = useCan('members.history');
  return (
    <DraftFilterForm
      filters={filters}
      empty={{ ...noFilters, page_size: filters.page_size }}
      onApply={(draft) => onSearch({ ...draft, q: draft.q.trim() })}
    >
      {(draft) => (
        <>
          <div className="relative col-span-2 min-w-0 md:w-80">
            <Icon
              name="search"
              className="pointer-events-none absolute top-2.5 left-3 size-4 text-zinc-400"
            />
            <FilterInput
              type="search"
              aria-label={t('members.search')}
              placeholder={t('members.searchPlaceholder')}
              title={t('members.numberHint')}
              value={draft.values.q}
              onChange={draft.set('q')}
              className="pl-9"
            />
          </div>
          <FilterSelect
            aria-label={t('withdrawals.status')}
            value={draft.values.status}
            onChange={draft.set('status')}
            className="md:w-40"
          >
            <option value="">{t('lists.anyStatus')}</option>
            <option value="active">{t('status.active')}</option>
            <option value="locked">{t('status.locked')}</option>
          </FilterSelect>
          <FilterSelect
            aria-label={t('members.bank')}
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
          <VipLevelFilter value={draft.values.vip_level} onChange={draft.set('vip_level')} />
          <DayRangeInputs from={draft.values.from} to={draft.values.to} onChange={draft.change} />
          {history ? (
            <AmountRangeInputs min={draft.values.min} max={draft.values.max} onChange={draft.change} />
          ) : null}
        </>
      )}
    </DraftFilterForm>
  );
}

function useMemberColumns(): Column<MemberRow>[] {
  const { t } = useTranslation();
  // A lookup without the members' history sees no money and cannot sort by it (decision 63).
  const history = useCan('members.history');
  return useMemo(() => {
    const columns: Column<MemberRow>[] = [
      {
        id: 'phone',
        header: t('members.member'),
        mobile: 'title',
        cell: (member) => (
          <MemberLink id={member.id} name={member.name} phone={member.phone} detail={member.phone} />
        ),
      },
      {
        id: 'username',
        header: t('members.customerId'),
        cell: (member) => <span className="font-mono text-xs">{member.username ?? '-'}</span>,
      },
      {
        id: 'bank',
        header: t('members.bankAccount'),
        cell: (member) =>
          member.account_number ? (
            <span className="text-xs whitespace-nowrap">
              <span className="font-medium text-zinc-600">{bankLabel(member.bank)}</span>{' '}
              <span className="font-mono">{member.account_number}</span>
            </span>
          ) : (
            '-'
          ),
      },
      { id: 'vip_level', header: t('vip.levelFilter'), cell: (member) => <VipLevelCell row={member} /> },
      {
        id: 'balance',
        header: t('members.balance'),
        align: 'right',
        cell: (member) => <OptionalMoney baht={member.balance} />,
      },
      {
        id: 'deposit_total',
        header: t('members.depositTotal'),
        align: 'right',
        cell: (member) => <OptionalMoney baht={member.deposit_total} />,
      },
      {
        id: 'withdrawal_total',
        header: t('members.withdrawalTotal'),
        align: 'right',
        cell: (member) => <OptionalMoney baht={member.withdrawal_total} />,
      },
      {
        id: 'status',
        header: t('withdrawals.status'),
        cell: (member) => <StatusBadge status={member.locked ? 'locked' : 'active'} />,
      },
      {
        id: 'last_login_at',
        header: t('members.lastLogin'),
        cell: (member) => (member.last_login_at ? <DateTime value={member.last_login_at} /> : '-'),
      },
      {
        id: 'created_at',
        header: t('members.joined'),
        cell: (member) => <DateTime value={member.created_at} />,
      },
    ];
    return columns
      .filter((column) => history || !(memberHistoryColumns as readonly string[]).includes(column.id))
      .map((column) => ({ ...column, sortable: sortable.has(column.id) }));
  }, [t, history]);
}

/** A money figure a lookup without `members.history` is not shown (null). */
function OptionalMoney({ baht }: { baht: number | null }) {
  return baht === null ? '-' : <Money baht={baht} />;
}
