import { auditListPage, auditListQuery, auditListSortColumns } from '@chaba/contracts/oversight-lists';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortableColumns, useListPage } from '../../lib/list-page';
import { Button } from '../../ui/button';
import { DataTable, type Column } from '../../ui/data-table';
import { FilterInput, FilterSelect } from '../../ui/field';
import { DateTime } from '../../ui/format';
import { ListFilterBar } from '../../ui/list-filter-bar';
import { ListTools } from '../../ui/list-tools';
import { PageHeader, Panel } from '../../ui/page';
import { ActionLabel, actionKey, knownActions } from './action-label';
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
const actors = auditListQuery.shape.status.unwrap().options;

/**
 * Who did what, when, from where (issue 30, decision 69): the append-only audit log as a list on the
 * shared list query, one line a record at 1280 px, a row opened for its details, with the chain check.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const page = useListPage({ path: listPath, schema: auditListPage, noFilters, defaultSort: 'id.desc' });
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
  const actions = useActionChoices(page.filters.action);
  return (
    <>
      <PageHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <ChainCheck />
            <ListTools list="audit" path={listPath} query={page.query} />
          </div>
        }
      />
      <ListFilterBar
        key={JSON.stringify(page.filters)}
        filters={page.list.filters}
        onSearch={page.list.setFilters}
        statuses={actors}
        statusLabel={(actor) => (actor === 'staff' ? t('audit.byStaff') : t('audit.bySystem'))}
        statusName={t('audit.staff')}
        anyStatus={t('audit.anyActor')}
        staffLabel={t('audit.staffId')}
        searchLabel={t('audit.search')}
      >
        {(draft) => (
          <>
            <FilterSelect
              aria-label={t('audit.action')}
              value={draft.values.action}
              onChange={draft.set('action')}
              className="min-w-0 md:w-64"
            >
              <option value="">{t('audit.anyAction')}</option>
              {actions.map(([action, words]) => (
                <option key={action} value={action}>
                  {words}
                </option>
              ))}
            </FilterSelect>
            <FilterInput
              aria-label={t('audit.memberId')}
              placeholder={t('audit.memberId')}
              inputMode="numeric"
              value={draft.values.member_id}
              onChange={draft.set('member_id')}
              className="md:w-32"
            />
          </>
        )}
      </ListFilterBar>
      <Panel className="mt-3 overflow-hidden">
        <DataTable
          testId="audit-table"
          columns={columns}
          rows={page.answer.data?.data}
          rowKey={(record) => record.id}
          {...page.table}
          expanded={(record) => (open.has(record.id) ? <AuditRecordDetails record={record} /> : null)}
        />
      </Panel>
    </>
  );
}

/**
 * The actions to filter by, in words in the console's language, alphabetically; an action in the
 * URL the catalog does not name (a link from elsewhere) is offered by its code so that it shows.
 */
function useActionChoices(current: string): [string, string][] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const collator = new Intl.Collator(i18n.language);
    const choices = knownActions
      .map((action): [string, string] => [action, t(actionKey(action) as 'audit.actions.staff__login')])
      .sort(([, a], [, b]) => collator.compare(a, b));
    return current && !knownActions.includes(current) ? [[current, current], ...choices] : choices;
  }, [t, i18n.language, current]);
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
    return sortableColumns(columns, auditListSortColumns);
  }, [t, open, toggle]);
}
