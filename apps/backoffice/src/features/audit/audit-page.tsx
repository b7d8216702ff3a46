import { auditListPage, auditListSortColumns } from '@chaba/contracts/oversight-lists';
import { listPageSizes } from '@chaba/contracts/list-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api';
import { useListParams } from '../../lib/list-params';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { FilterInput, FilterSelect } from '../../ui/field';
import { DayRangeInputs, DraftFilterForm } from '../../ui/filter-parts';
import { DateTime } from '../../ui/format';
import { ListTools } from '../../ui/list-tools';
import { PageHeader, Panel } from '../../ui/page';
import { ActionLabel, knownActions } from './action-label';
import { AuditRecordDetails, type AuditRecord } from './audit-record-details';
import { ChainCheck } from './chain-check';

const listPath = '/api/backoffice/lists/audit';
const noFilters = {
  q: '',
  action: '',
  staff: '',
  member_id: '',
  status: '',
  from: '',
  to: '',
  page_size: '50',
};
type AuditFilters = typeof noFilters;
const sortable = new Set<string>(auditListSortColumns);

/**
 * Who did what, when, from where (issue 30, decision 69): the append-only audit log as a list on the
 * shared list query, one line a record at 1280 px, a row opened for its details, with the chain check.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const list = useListParams(noFilters, 'id.desc');
  const { page_size: pageSize, ...filters } = list.filters;
  const [sort = 'id', dir = 'desc'] = (list.sort ?? 'id.desc').split('.');
  const query = { ...filters, sort, dir, page_size: pageSize };
  const records = useQuery({
    queryKey: [listPath, query, list.pageIndex],
    queryFn: ({ signal }) =>
      callApi(listPath, { query: { ...query, page: list.pageIndex + 1 }, schema: auditListPage, signal }),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (id: number) =>
      setOpen((shown) => {
        const next = new Set(shown);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const columns = useAuditColumns(open, toggle);
  return (
    <>
      <PageHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <ChainCheck />
            <ListTools list="audit" path={listPath} query={query} />
          </div>
        }
      />
      <AuditFilterBar key={JSON.stringify(filters)} filters={list.filters} onSearch={list.setFilters} />
      <Panel className="mt-3 overflow-hidden">
        <DataTable
          testId="audit-table"
          columns={columns}
          rows={records.data?.data}
          rowKey={(record) => record.id}
          page={{ pageIndex: list.pageIndex, pageSize: Number(pageSize), total: records.data?.total }}
          onPageChange={list.setPage}
          sorting={list.sorting}
          onSortingChange={list.setSorting}
          pageSizes={listPageSizes}
          onPageSizeChange={(size) => list.setFilters({ page_size: String(size) })}
          expanded={(record) => (open.has(record.id) ? <AuditRecordDetails record={record} /> : null)}
          {...queryStatus(records)}
        />
      </Panel>
    </>
  );
}

/** The audit log's filters: applied together with the search button (or Enter), kept in the URL. */
function AuditFilterBar({
  filters,
  onSearch,
}: {
  filters: AuditFilters;
  onSearch: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <DraftFilterForm
      filters={filters}
      empty={{ ...noFilters, page_size: filters.page_size }}
      onApply={(draft) => onSearch({ ...draft, q: draft.q.trim(), action: draft.action.trim() })}
    >
      {(draft) => (
        <>
          <FilterInput
            type="search"
            aria-label={t('audit.search')}
            placeholder={t('audit.search')}
            value={draft.values.q}
            onChange={draft.set('q')}
            className="col-span-2 md:w-64"
          />
          <FilterInput
            aria-label={t('audit.action')}
            placeholder={t('audit.actionPlaceholder')}
            value={draft.values.action}
            onChange={draft.set('action')}
            list="audit-actions"
            className="col-span-2 md:w-52"
          />
          <FilterSelect
            aria-label={t('audit.staff')}
            value={draft.values.status}
            onChange={draft.set('status')}
            className="col-span-2 md:w-48"
          >
            <option value="">{t('audit.anyActor')}</option>
            <option value="staff">{t('audit.byStaff')}</option>
            <option value="system">{t('audit.bySystem')}</option>
          </FilterSelect>
          <FilterInput
            aria-label={t('audit.staffId')}
            placeholder={t('audit.staffId')}
            inputMode="numeric"
            value={draft.values.staff}
            onChange={draft.set('staff')}
            className="md:w-28"
          />
          <FilterInput
            aria-label={t('audit.memberId')}
            placeholder={t('audit.memberId')}
            inputMode="numeric"
            value={draft.values.member_id}
            onChange={draft.set('member_id')}
            className="md:w-32"
          />
          <DayRangeInputs from={draft.values.from} to={draft.values.to} onChange={draft.change} />
          <datalist id="audit-actions">
            {knownActions.map((action) => (
              <option key={action} value={action} />
            ))}
          </datalist>
        </>
      )}
    </DraftFilterForm>
  );
}

function useAuditColumns(open: ReadonlySet<number>, toggle: (id: number) => void): Column<AuditRecord>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const columns: Column<AuditRecord>[] = [
      {
        id: 'action',
        header: t('audit.action'),
        mobile: 'title',
        className: 'max-w-0 w-[34%]',
        cell: (record) => <ActionLabel action={record.action} compact />,
      },
      {
        id: 'created_at',
        header: t('audit.time'),
        className: 'whitespace-nowrap',
        cell: (record) => <DateTime value={record.created_at} />,
      },
      {
        id: 'staff',
        header: t('audit.staff'),
        className: 'whitespace-nowrap',
        cell: (record) => record.username ?? '-',
      },
      {
        id: 'target',
        header: t('audit.target'),
        className: 'whitespace-nowrap',
        cell: (record) => (record.target_type ? `${record.target_type} #${record.target_id ?? ''}` : '-'),
      },
      {
        id: 'address',
        header: t('audit.address'),
        cell: (record) => <span className="font-mono text-xs">{record.client_address ?? '-'}</span>,
      },
      {
        id: 'details',
        header: t('common.details'),
        mobile: 'actions',
        align: 'right',
        cell: (record) => (
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open.has(record.id)}
            data-testid="audit-toggle"
            onClick={() => toggle(record.id)}
          >
            {open.has(record.id) ? t('audit.hideDetails') : t('common.details')}
          </Button>
        ),
      },
    ];
    return columns.map((column) => ({ ...column, sortable: sortable.has(column.id) }));
  }, [t, open, toggle]);
}
