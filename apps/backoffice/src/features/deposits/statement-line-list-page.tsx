import {
  statementLineListResponse,
  statementLineListSortColumns,
  type StatementLineListResponse,
} from '@chaba/contracts/backoffice-money-lists';
import { deskStatementLineStatus } from '@chaba/contracts/backoffice-money';
import { banks } from '@chaba/contracts/banks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListPage } from '../../lib/list-page';
import { useCan } from '../../lib/me';
import { ClaimControl } from '../../ui/claim-control';
import { DataTable, type Column } from '../../ui/data-table';
import { bankLabel, Money } from '../../ui/format';
import { ListFilterBar, noMoneyListFilters } from '../../ui/list-filter-bar';
import { ListTools } from '../../ui/list-tools';
import { PageHeader, Panel } from '../../ui/page';
import type { StatementLine } from './api';
import { LineDetailDialog } from './line-detail-dialog';
import { MatchDialog } from './match-dialog';
import { RefundDialog } from './refund-dialog';
import { useStatementColumns } from './statement-columns';

type LineRow = StatementLineListResponse['data'][number];
const listPath = '/api/backoffice/lists/statement-lines';
const claimsPath = '/api/backoffice/bank-statements';
const sortable = new Set<string>(statementLineListSortColumns);
const bankCodes = banks.map((bank) => bank.code);

/**
 * Every transfer the banks reported (issue 30, decision 68), the statement desk's search: filters (any
 * part of the sender's account number, else their name), sortable columns, page size, the amount in
 * all, CSV and saved views; an unmatched line's claim, match and refund as on the desk.
 */
export function StatementLineListPage() {
  const { t } = useTranslation();
  const page = useListPage({
    path: listPath,
    schema: statementLineListResponse,
    noFilters: noMoneyListFilters,
    defaultSort: 'id.desc',
  });
  const [matching, setMatching] = useState<StatementLine | null>(null);
  const [refunding, setRefunding] = useState<StatementLine | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const columns = useLineColumns(
    page.list.filters.status,
    { match: setMatching, refund: setRefunding },
    setShown,
  );
  const answer = page.answer.data;
  return (
    <>
      <PageHeader
        title={t('moneyLists.allTransfers')}
        subtitle={t('moneyLists.allTransfersSubtitle')}
        actions={
          <>
            <Link to="/deposits" className="text-accent-700 text-sm hover:underline">
              {t('moneyLists.backToDesk')}
            </Link>
            <ListTools list="statement_lines" path={listPath} query={page.query} />
          </>
        }
      />
      <ListFilterBar
        key={JSON.stringify(page.filters)}
        filters={page.list.filters}
        onSearch={page.list.setFilters}
        statuses={deskStatementLineStatus.options}
        banks={bankCodes}
        searchLabel={t('moneyLists.transferSearch')}
        searchHint={t('moneyLists.numberHint')}
      />
      <Panel className="mt-3 overflow-hidden">
        <DataTable
          testId="statement-line-list-table"
          columns={columns}
          rows={answer?.data}
          rowKey={(line) => line.id}
          {...page.table}
          totals={answer ? { amount: <Money baht={answer.totals.amount} /> } : undefined}
          empty={t('moneyLists.noMatch')}
        />
      </Panel>
      <MatchDialog line={matching} onClose={() => setMatching(null)} />
      <RefundDialog line={refunding} onClose={() => setRefunding(null)} />
      <LineDetailDialog lineId={shown} onClose={() => setShown(null)} />
    </>
  );
}

/**
 * The desk's columns (the match and refund buttons while the list shows unmatched lines only), and
 * the bank the line came into, who resolved it and who works it.
 */
function useLineColumns(
  status: string,
  actions: { match: (line: StatementLine) => void; refund: (line: StatementLine) => void },
  show: (id: number) => void,
): Column<LineRow>[] {
  const { t } = useTranslation();
  const canMatch = useCan('deposits.match');
  const desk = useStatementColumns({
    status: status === 'unmatched' ? 'unmatched' : 'matched',
    actions: canMatch ? actions : undefined,
    show,
  });
  return useMemo(() => {
    const added: Column<LineRow>[] = [
      {
        id: 'bank',
        header: t('moneyLists.companyBank'),
        cell: (line) => (line.bank ? bankLabel(line.bank) : '-'),
      },
      {
        id: 'resolved_by',
        header: t('moneyLists.resolvedBy'),
        cell: (line) => line.resolved_by?.username ?? '-',
      },
      {
        id: 'claim',
        header: t('moneyLists.claim'),
        align: 'right',
        cell: (line) =>
          line.status === 'unmatched' && canMatch ? (
            <ClaimControl base={claimsPath} id={line.id} claim={line.claim} refresh={listPath} />
          ) : null,
      },
    ];
    const actionsColumn = desk.at(-1)!;
    return [...(desk.slice(0, -1) as Column<LineRow>[]), ...added, actionsColumn as Column<LineRow>].map(
      (column) => ({ ...column, sortable: sortable.has(column.id) }),
    );
  }, [t, desk, canMatch]);
}
