import { adjustmentListResponse, adjustmentListSortColumns } from '@chaba/contracts/backoffice-money-lists';
import { formatBaht } from '@chaba/i18n/format';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListPage } from '../../lib/list-page';
import { useCan } from '../../lib/me';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DataTable, type Column } from '../../ui/data-table';
import { DateTime, Money } from '../../ui/format';
import { ListFilterBar, noMoneyListFilters } from '../../ui/list-filter-bar';
import { ListTools } from '../../ui/list-tools';
import { PageHeader, Panel } from '../../ui/page';
import { Tabs } from '../../ui/tabs';
import type { Adjustment } from './api';
import { AdjustmentDecisionDialog, type PendingDecision } from './decision-dialog';

const statuses = ['awaiting_approval', 'posted', 'rejected', 'all'] as const;
const listPath = '/api/backoffice/lists/adjustments';
const sortable = new Set<string>(adjustmentListSortColumns);
const noFilters = { ...noMoneyListFilters, status: 'awaiting_approval' };

/**
 * Manual credits and debits: the ones waiting for a second approver first, then the history by
 * status; on the one list piece (issue 30, decision 68): filters (any part of the member's phone or
 * account number, else the note; who made or decided it; days; amounts), sortable columns, page size,
 * credits and debits in all, CSV and saved views.
 */
export function AdjustmentsPage() {
  const { t } = useTranslation();
  const page = useListPage({
    path: listPath,
    schema: adjustmentListResponse,
    noFilters,
    defaultSort: 'id.desc',
    apiFilters: (filters) => ({ ...filters, status: filters.status === 'all' ? '' : (filters.status ?? '') }),
  });
  const status = (statuses as readonly string[]).includes(page.list.filters.status)
    ? page.list.filters.status
    : 'awaiting_approval';
  const answer = page.answer.data;
  const threshold = answer?.second_approval_above;
  const [deciding, setDeciding] = useState<PendingDecision | null>(null);
  const columns = useAdjustmentColumns(setDeciding);
  return (
    <>
      <PageHeader
        title={t('adjustments.title')}
        subtitle={
          threshold != null
            ? t('adjustments.secondApprovalAbove', { amount: formatBaht(threshold) })
            : t('adjustments.subtitle')
        }
        actions={<ListTools list="adjustments" path={listPath} query={page.query} />}
      />
      <Tabs
        label={t('adjustments.title')}
        value={status}
        onChange={(value) => page.list.setFilters({ status: value })}
        options={statuses.map((value) => ({ value, label: t(`adjustments.statuses.${value}`) }))}
      />
      <div className="mt-3">
        <ListFilterBar
          key={JSON.stringify(page.filters)}
          filters={page.list.filters}
          onSearch={(filters) => page.list.setFilters({ ...filters, status })}
          searchLabel={t('moneyLists.adjustmentSearch')}
          searchHint={t('moneyLists.numberHint')}
        />
      </div>
      <Panel className="mt-3 overflow-hidden">
        <DataTable
          testId="adjustments-table"
          columns={columns}
          rows={answer?.data}
          rowKey={(adjustment) => adjustment.id}
          {...page.table}
          totals={
            answer
              ? {
                  amount: (
                    <span className="inline-flex flex-col items-end text-xs">
                      <span className="text-emerald-700">
                        {t('moneyLists.totalCredit')} +<Money baht={answer.totals.credit} />
                      </span>
                      <span className="text-red-700">
                        {t('moneyLists.totalDebit')} −<Money baht={answer.totals.debit} />
                      </span>
                    </span>
                  ),
                }
              : undefined
          }
          empty={status === 'awaiting_approval' ? t('adjustments.queueEmpty') : t('moneyLists.noMatch')}
        />
      </Panel>
      <AdjustmentDecisionDialog pending={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}

function useAdjustmentColumns(decide: (pending: PendingDecision) => void): Column<Adjustment>[] {
  const { t } = useTranslation();
  const canApprove = useCan('adjustments.approve');
  const canCreate = useCan('adjustments.create');
  return useMemo(() => {
    const columns: Column<Adjustment>[] = [
      {
        id: 'amount',
        header: t('adjustments.amount'),
        mobile: 'title',
        align: 'right',
        cell: (adjustment) => (
          <span className={adjustment.direction === 'credit' ? 'text-emerald-700' : 'text-red-700'}>
            {adjustment.direction === 'credit' ? '+' : '−'}
            <Money baht={adjustment.amount} className="font-semibold" />
          </span>
        ),
      },
      {
        id: 'member',
        header: t('adjustments.member'),
        cell: (adjustment) => (
          <Link to={`/members/${adjustment.member_id}`} className="text-accent-700 hover:underline">
            {adjustment.member_phone}
          </Link>
        ),
      },
      {
        id: 'reason',
        header: t('adjustments.reason'),
        cell: (adjustment) => <ReasonCell adjustment={adjustment} />,
      },
      {
        id: 'status',
        header: t('withdrawals.status'),
        cell: (adjustment) => (
          <Badge
            tone={
              adjustment.status === 'posted'
                ? 'success'
                : adjustment.status === 'rejected'
                  ? 'danger'
                  : 'warning'
            }
          >
            {t(`adjustments.statuses.${adjustment.status}`)}
          </Badge>
        ),
      },
      {
        id: 'created_at',
        header: t('adjustments.createdBy'),
        cell: (adjustment) => <ByCell adjustment={adjustment} />,
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t('common.actions')}</span>,
        mobile: 'actions',
        align: 'right',
        cell: (adjustment) => (
          <AdjustmentButtons
            adjustment={adjustment}
            canApprove={canApprove}
            canReverse={canCreate}
            decide={decide}
          />
        ),
      },
    ];
    return columns.map((column) => ({ ...column, sortable: sortable.has(column.id) }));
  }, [t, canApprove, canCreate, decide]);
}

function AdjustmentButtons({
  adjustment,
  canApprove,
  canReverse,
  decide,
}: {
  adjustment: Adjustment;
  canApprove: boolean;
  canReverse: boolean;
  decide: (pending: PendingDecision) => void;
}) {
  const { t } = useTranslation();
  if (adjustment.status === 'awaiting_approval' && canApprove) {
    return (
      <span className="inline-flex gap-2">
        <Button size="sm" variant="success" onClick={() => decide({ adjustment, kind: 'approve' })}>
          {t('adjustments.approve')}
        </Button>
        <Button size="sm" onClick={() => decide({ adjustment, kind: 'reject' })}>
          {t('adjustments.reject')}
        </Button>
      </span>
    );
  }
  if (adjustment.status === 'posted' && !adjustment.reversed_by_id && !adjustment.reverses_id && canReverse) {
    return (
      <Button size="sm" variant="ghost" onClick={() => decide({ adjustment, kind: 'reverse' })}>
        {t('adjustments.reverse')}
      </Button>
    );
  }
  return null;
}

function ReasonCell({ adjustment }: { adjustment: Adjustment }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <div>{t(`adjustments.reasons.${adjustment.reason}`)}</div>
      <div className="text-xs break-words text-zinc-500">{adjustment.note}</div>
      {adjustment.reverses_id ? (
        <Badge tone="info">{t('adjustments.reversesId', { id: adjustment.reverses_id })}</Badge>
      ) : null}
      {adjustment.reversed_by_id ? (
        <Badge tone="info">{t('adjustments.reversedById', { id: adjustment.reversed_by_id })}</Badge>
      ) : null}
    </div>
  );
}

/** Who made the adjustment and when, and who decided it. */
function ByCell({ adjustment }: { adjustment: Adjustment }) {
  const { t } = useTranslation();
  return (
    <div className="text-xs">
      <div>{adjustment.created_by.username}</div>
      <DateTime value={adjustment.created_at} />
      {adjustment.decided_by ? (
        <div className="text-zinc-500">
          {t('adjustments.decidedBy')}: {adjustment.decided_by.username}
        </div>
      ) : null}
    </div>
  );
}
