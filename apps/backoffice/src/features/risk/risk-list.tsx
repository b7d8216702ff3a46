import { riskRules } from '@chaba/contracts/backoffice-risk';
import { listPageSizes } from '@chaba/contracts/list-query';
import { riskListPage, riskListSortColumns, type RiskListPage } from '@chaba/contracts/oversight-lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api';
import { useListParams } from '../../lib/list-params';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { FilterInput, FilterSelect } from '../../ui/field';
import { DayRangeInputs, DraftFilterForm } from '../../ui/filter-parts';
import { DateTime } from '../../ui/format';
import { ListTools } from '../../ui/list-tools';
import { MemberLink } from '../../ui/member-link';
import { Panel } from '../../ui/page';
import { RiskFlagDetails, RiskRuleBadge } from '../../ui/risk-flags';

type Flag = RiskListPage['data'][number];
const listPath = '/api/backoffice/lists/risk';
const noFilters = { q: '', rule: '', status: '', from: '', to: '', page_size: '50' };
type RiskFilters = typeof noFilters;
const sortable = new Set<string>(riskListSortColumns);

/**
 * Every risk flag, open or cleared (issue 30, decision 69): the risk desk's "All flags · search" tab
 * on `GET /api/backoffice/lists/risk`, filtered, sorted, exported, saved as views.
 */
export function RiskList() {
  const list = useListParams(noFilters, 'id.desc');
  const { page_size: pageSize, ...filters } = list.filters;
  const [sort = 'id', dir = 'desc'] = (list.sort ?? 'id.desc').split('.');
  const query = { ...filters, sort, dir, page_size: pageSize };
  const flags = useQuery({
    queryKey: [listPath, query, list.pageIndex],
    queryFn: ({ signal }) =>
      callApi(listPath, { query: { ...query, page: list.pageIndex + 1 }, schema: riskListPage, signal }),
    placeholderData: keepPreviousData,
  });
  const columns = useColumns();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <RiskFilterBar key={JSON.stringify(filters)} filters={list.filters} onSearch={list.setFilters} />
        <ListTools list="risk" path={listPath} query={query} />
      </div>
      <Panel className="overflow-hidden">
        <DataTable
          testId="risk-list"
          columns={columns}
          rows={flags.data?.data}
          rowKey={(flag) => flag.id}
          page={{ pageIndex: list.pageIndex, pageSize: Number(pageSize), total: flags.data?.total }}
          onPageChange={list.setPage}
          sorting={list.sorting}
          onSortingChange={list.setSorting}
          pageSizes={listPageSizes}
          onPageSizeChange={(size) => list.setFilters({ page_size: String(size) })}
          {...queryStatus(flags)}
        />
      </Panel>
    </div>
  );
}

function RiskFilterBar({
  filters,
  onSearch,
}: {
  filters: RiskFilters;
  onSearch: (filters: RiskFilters) => void;
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
            aria-label={t('risk.search')}
            placeholder={t('risk.search')}
            value={draft.values.q}
            onChange={draft.set('q')}
            className="col-span-2 md:w-64"
          />
          <FilterSelect
            aria-label={t('risk.rule')}
            value={draft.values.rule}
            onChange={draft.set('rule')}
            className="md:w-52"
          >
            <option value="">{t('risk.anyRule')}</option>
            {riskRules.map((rule) => (
              <option key={rule} value={rule}>
                {t(`risk.rules.${rule}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            aria-label={t('lists.anyStatus')}
            value={draft.values.status}
            onChange={draft.set('status')}
            className="md:w-36"
          >
            <option value="">{t('lists.anyStatus')}</option>
            <option value="open">{t('risk.open')}</option>
            <option value="cleared">{t('risk.clearedState')}</option>
          </FilterSelect>
          <DayRangeInputs from={draft.values.from} to={draft.values.to} onChange={draft.change} />
        </>
      )}
    </DraftFilterForm>
  );
}

function useColumns(): Column<Flag>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const columns: Column<Flag>[] = [
      {
        id: 'member',
        header: t('risk.member'),
        mobile: 'title',
        cell: (flag) => (
          <MemberLink
            id={flag.member_id}
            name={flag.member_name}
            phone={flag.member_phone}
            detail={flag.member_phone}
          />
        ),
      },
      { id: 'rule', header: t('risk.rule'), cell: (flag) => <RiskRuleBadge rule={flag.rule} /> },
      {
        id: 'details',
        header: t('risk.details'),
        className: 'max-w-md',
        cell: (flag) => <RiskFlagDetails flag={flag} />,
      },
      {
        id: 'raised_at',
        header: t('risk.raisedAt'),
        className: 'whitespace-nowrap',
        cell: (flag) => <DateTime value={flag.raised_at} />,
      },
      {
        id: 'cleared_at',
        header: t('risk.clearedAt'),
        className: 'whitespace-nowrap',
        cell: (flag) => (flag.cleared_at ? <DateTime value={flag.cleared_at} /> : t('risk.open')),
      },
    ];
    return columns.map((column) => ({ ...column, sortable: sortable.has(column.id) }));
  }, [t]);
}
