import { formatBaht } from '@chaba/i18n/format';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan, useMe } from '../../lib/me';
import { useListParams } from '../../lib/list-params';
import { useStreamState } from '../../lib/staff-stream';
import { Button } from '../../ui/button';
import { DataTable, queryStatus } from '../../ui/data-table';
import { PageHeader, Panel } from '../../ui/page';
import { Tabs } from '../../ui/tabs';
import { useWithdrawals, type DeskWithdrawal, type WithdrawalStatus } from './api';
import { ApproveDialog, RejectDialog } from './decision-dialogs';
import { SettlePayoutDialog } from './settle-payout-dialog';
import { ApproveManyBar } from './approve-many-bar';
import { heldByAnother, useNow } from './queue-controls';
import { selectable, useWithdrawalColumns } from './withdrawal-columns';
import { WithdrawalsList } from './withdrawals-list';

const pageSize = 100;
const statuses: WithdrawalStatus[] = ['pending', 'awaiting_second_approval', 'completed', 'rejected'];

/**
 * The withdrawal queue, oldest first, each with what a decision needs beside it (balance, turnover,
 * last deposits): paid from the bank app, then approved here; large ones by two staff members.
 */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const list = useListParams({ status: 'pending' });
  const tabs = (
    <Tabs
      label={t('withdrawals.status')}
      wrap
      value={list.filters.status === 'all' ? 'all' : queueStatus(list.filters.status)}
      onChange={(value) => list.setFilters({ status: value })}
      options={[
        ...statuses.map((value) => ({ value, label: t(`status.${value}`) })),
        { value: 'all', label: t('withdrawals.allTab') },
      ]}
    />
  );
  if (list.filters.status === 'all')
    return (
      <>
        <PageHeader title={t('withdrawals.title')} subtitle={t('withdrawals.subtitle')} />
        {tabs}
        <div className="mt-3">
          <WithdrawalsList />
        </div>
      </>
    );
  return <WithdrawalQueue status={queueStatus(list.filters.status)} tabs={tabs} />;
}

function queueStatus(value: string): WithdrawalStatus {
  return (statuses as string[]).includes(value) ? (value as WithdrawalStatus) : 'pending';
}

/**
 * One queue tab: its withdrawals with what a decision needs, the decisions, approving many at once.
 */
function WithdrawalQueue({ status, tabs }: { status: WithdrawalStatus; tabs: ReactNode }) {
  const { t } = useTranslation();
  const query = useWithdrawals({ status, limit: pageSize }, useStreamState().connected);
  const canDecide = useCan('withdrawals.decide');
  const [approving, setApproving] = useState<DeskWithdrawal | null>(null);
  const [rejecting, setRejecting] = useState<DeskWithdrawal | null>(null);
  const [settling, setSettling] = useState<DeskWithdrawal | null>(null);
  const now = useNow();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const rows = query.data?.data;
  // Only rows still on the page and still selectable stay ticked (the queue refreshes live).
  const myId = useMe().data?.id;
  const eligible = (rows ?? [])
    .filter((row) => selectable(row) && !heldByAnother(row, myId))
    .map((row) => row.id);
  const ticked = new Set(eligible.filter((id) => selected.has(id)));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = useWithdrawalColumns({
    status,
    now,
    selection: canDecide ? { selected: ticked, toggle } : undefined,
    actions: canDecide ? { approve: setApproving, reject: setRejecting, settle: setSettling } : undefined,
  });
  const threshold = query.data?.second_approval_above;
  return (
    <>
      <PageHeader
        title={t('withdrawals.title')}
        subtitle={
          threshold != null
            ? t('withdrawals.secondApprovalAbove', { amount: formatBaht(threshold) })
            : t('withdrawals.subtitle')
        }
        actions={
          <Button size="sm" variant="ghost" onClick={() => void query.refetch()} busy={query.isRefetching}>
            {t('common.refresh')}
          </Button>
        }
      />
      {tabs}
      <div className="mt-3">
        {canDecide ? (
          <ApproveManyBar
            rows={rows ?? []}
            selected={ticked}
            eligible={eligible}
            onSelectAll={() => setSelected(new Set(eligible))}
            onClear={() => setSelected(new Set())}
          />
        ) : null}
      </div>
      <Panel className="overflow-hidden">
        <DataTable
          testId="withdrawals-table"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          page={{ pageIndex: 0, pageSize, total: shownTotal(query.data?.data.length) }}
          {...queryStatus(query)}
          rowClassName={(row) => (row.status === 'awaiting_second_approval' ? 'bg-accent-50/40' : '')}
          empty={status === 'pending' ? t('withdrawals.queueEmpty') : undefined}
        />
      </Panel>
      <ApproveDialog withdrawal={approving} onClose={() => setApproving(null)} />
      <RejectDialog withdrawal={rejecting} onClose={() => setRejecting(null)} />
      <SettlePayoutDialog withdrawal={settling} onClose={() => setSettling(null)} />
    </>
  );
}

/** The queue answers at most a page: a full page may have more behind it, so no total is claimed. */
function shownTotal(rows: number | undefined): number | undefined {
  return rows !== undefined && rows < pageSize ? rows : undefined;
}
