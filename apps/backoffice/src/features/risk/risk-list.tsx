import { riskRules } from '@chaba/contracts/backoffice-risk';
import {
  riskListPage,
  riskListQuery,
  riskListSortColumns,
  type RiskListPage,
} from '@chaba/contracts/oversight-lists';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sortableColumns, useListPage } from '../../lib/list-page';
import { DataTable, type Column } from '../../ui/data-table';
import { FilterSelect } from '../../ui/field';
import { DateTime } from '../../ui/format';
import { ListFilterBar } from '../../ui/list-filter-bar';
import { ListTools } from '../../ui/list-tools';
import { MemberLink } from '../../ui/member-link';
import { Panel } from '../../ui/page';
import { RiskFlagDetails, RiskRuleBadge } from '../../ui/risk-flags';

type Flag = RiskListPage['data'][number];
const listPath = '/api/backoffice/lists/risk';
const noFilters = { q: '', rule: '', status: '', from: '', to: '', page_size: '50' };
const riskStatuses = riskListQuery.shape.status.unwrap().options;

/**
 * Every risk flag, open or cleared (issue 30, decision 69): the risk desk's "All flags · search" tab
 * on `GET /api/backoffice/lists/risk`, filtered, sorted, exported, saved as views.
 */
export function RiskList() {
  const { t } = useTranslation();
  const page = useListPage({ path: listPath, schema: riskListPage, noFilters, defaultSort: 'id.desc' });
  const columns = useColumns();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <ListFilterBar
          key={JSON.stringify(page.filters)}
          filters={page.list.filters}
          onSearch={page.list.setFilters}
          statuses={riskStatuses}
          statusLabel={(status) => (status === 'open' ? t('risk.open') : t('risk.clearedState'))}
          statusName={t('lists.anyStatus')}
          searchLabel={t('risk.search')}
        >
          {(draft) => (
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
          )}
        </ListFilterBar>
        <ListTools list="risk" path={listPath} query={page.query} />
      </div>
      <Panel className="overflow-hidden">
        <DataTable
          testId="risk-list"
          columns={columns}
          rows={page.answer.data?.data}
          rowKey={(flag) => flag.id}
          {...page.table}
        />
      </Panel>
    </div>
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
    return sortableColumns(columns, riskListSortColumns);
  }, [t]);
}
