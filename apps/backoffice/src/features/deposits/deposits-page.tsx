import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../lib/me';
import { useListParams } from '../../lib/list-params';
import { useStreamState } from '../../lib/staff-stream';
import { Button } from '../../ui/button';
import { DataTable, queryStatus } from '../../ui/data-table';
import { PageHeader, Panel } from '../../ui/page';
import { Tabs } from '../../ui/tabs';
import { BankPhoneStrip } from './bank-phone-strip';
import { useStatementLines, type StatementLine, type StatementLineStatus } from './api';
import { LineDetailDialog } from './line-detail-dialog';
import { MatchDialog } from './match-dialog';
import { PendingDeposits } from './pending-deposits';
import { RefundDialog } from './refund-dialog';
import { SlipsTab } from './slips-tab';
import { useStatementColumns } from './statement-columns';

const pageSize = 100;
const tabs = ['unmatched', 'pending', 'matched', 'credited', 'refunded', 'slips'] as const;
type DepositTab = (typeof tabs)[number];

/** Transfers the bank reported and deposits members announced: the unmatched ones wait for staff. */
export function DepositsPage() {
  const { t } = useTranslation();
  const list = useListParams({ status: 'unmatched' });
  const canSeeSlips = useCan('deposits.decide');
  const tab = (tabs as readonly string[]).includes(list.filters.status)
    ? (list.filters.status as DepositTab)
    : 'unmatched';
  return (
    <>
      <PageHeader
        title={t('deposits.title')}
        subtitle={t('deposits.subtitle')}
        actions={
          <span className="flex flex-wrap gap-3 text-sm">
            <Link to="/deposits/all" className="text-accent-700 hover:underline" data-testid="all-deposits">
              {t('moneyLists.allDeposits')}
            </Link>
            <Link
              to="/deposits/transfers"
              className="text-accent-700 hover:underline"
              data-testid="all-transfers"
            >
              {t('moneyLists.allTransfers')}
            </Link>
          </span>
        }
      />
      <BankPhoneStrip />
      <Tabs
        label={t('deposits.title')}
        value={tab}
        onChange={(value) => list.setFilters({ status: value })}
        options={tabs
          .filter((value) => value !== 'slips' || canSeeSlips)
          .map((value) => ({
            value,
            label:
              value === 'pending'
                ? t('deposits.pendingTab')
                : value === 'slips'
                  ? t('slips.tab')
                  : t(`status.${value}`),
          }))}
      />
      {tab === 'pending' ? (
        <PendingDeposits />
      ) : tab === 'slips' ? (
        <SlipsTab />
      ) : (
        <StatementLines status={tab} />
      )}
    </>
  );
}

function StatementLines({ status }: { status: StatementLineStatus }) {
  const { t } = useTranslation();
  const query = useStatementLines({ status, limit: pageSize }, useStreamState().connected);
  const canMatch = useCan('deposits.match');
  const [matching, setMatching] = useState<StatementLine | null>(null);
  const [refunding, setRefunding] = useState<StatementLine | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const columns = useStatementColumns({
    status,
    actions: canMatch ? { match: setMatching, refund: setRefunding } : undefined,
    show: setShown,
  });
  return (
    <Panel className="mt-3 overflow-hidden">
      <div className="flex justify-end px-3 pt-2">
        <Button size="sm" variant="ghost" onClick={() => void query.refetch()} busy={query.isRefetching}>
          {t('common.refresh')}
        </Button>
      </div>
      <DataTable
        testId="statement-lines-table"
        columns={columns}
        rows={query.data?.data}
        rowKey={(line) => line.id}
        page={{ pageIndex: 0, pageSize, total: query.data?.total }}
        {...queryStatus(query)}
        empty={status === 'unmatched' ? t('deposits.queueEmpty') : undefined}
      />
      <MatchDialog line={matching} onClose={() => setMatching(null)} />
      <RefundDialog line={refunding} onClose={() => setRefunding(null)} />
      <LineDetailDialog lineId={shown} onClose={() => setShown(null)} />
    </Panel>
  );
}
