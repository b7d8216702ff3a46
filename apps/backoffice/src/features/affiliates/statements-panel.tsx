import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FilterSelect } from '../../ui/field';
import { DateTime, Money } from '../../ui/format';
import { Detail, Panel } from '../../ui/page';
import { useAffiliates, useAffiliateStatements, type AffiliateStatement } from './api';
import { percentOf } from './plans-panel';

const statusTone: Record<AffiliateStatement['status'], BadgeTone> = {
  paid: 'success',
  held: 'warning',
  nothing_due: 'neutral',
};
const statusLabel = {
  paid: 'affiliates.statusPaid',
  held: 'affiliates.statusHeld',
  nothing_due: 'affiliates.statusNothing',
} as const;

/** A period's last day: its exclusive end, a day before. */
function lastDay(periodEnd: string): string {
  return new Date(Date.parse(`${periodEnd}T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The statements, newest period first, of one affiliate or all; one opens in a dialog. */
export function StatementsPanel() {
  const { t } = useTranslation();
  const affiliates = useAffiliates();
  const [affiliateId, setAffiliateId] = useState<number | undefined>();
  const [pageIndex, setPageIndex] = useState(0);
  const statements = useAffiliateStatements({ affiliateId, page: pageIndex + 1 });
  const [shown, setShown] = useState<AffiliateStatement | null>(null);
  const columns = useStatementColumns(setShown);
  return (
    <Panel
      className="overflow-hidden"
      title={t('affiliates.tabStatements')}
      actions={
        <FilterSelect
          className="max-w-48"
          aria-label={t('affiliates.key')}
          value={affiliateId ?? ''}
          onChange={(event) => {
            setPageIndex(0);
            setAffiliateId(event.target.value ? Number(event.target.value) : undefined);
          }}
        >
          <option value="">{t('affiliates.allAffiliates')}</option>
          {affiliates.data?.data.map((affiliate) => (
            <option key={affiliate.id} value={affiliate.id}>
              {affiliate.key}
            </option>
          ))}
        </FilterSelect>
      }
    >
      <DataTable
        testId="affiliate-statements-table"
        columns={columns}
        rows={statements.data?.data}
        rowKey={(row) => row.id}
        page={{ pageIndex, pageSize: statements.data?.page_size ?? 50, total: statements.data?.total }}
        onPageChange={setPageIndex}
        {...queryStatus(statements)}
      />
      <StatementDialog statement={shown} onClose={() => setShown(null)} />
    </Panel>
  );
}

function StatementDialog({
  statement,
  onClose,
}: {
  statement: AffiliateStatement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = statement
    ? t('affiliates.statementTitle', {
        key: statement.affiliate.key,
        from: statement.period_start,
        to: lastDay(statement.period_end),
      })
    : '';
  return (
    <Dialog open={statement !== null} onClose={onClose} title={title}>
      {statement ? (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Detail label={t('affiliates.plan')}>{statement.plan.name}</Detail>
            <Detail label={t('affiliates.clicks')}>{statement.clicks}</Detail>
            <Detail label={t('affiliates.registrations')}>{statement.registrations}</Detail>
            <Detail label={t('affiliates.firstDeposits')}>{statement.first_deposits}</Detail>
            <Detail label={t('affiliates.activePlayers')}>{statement.active_players}</Detail>
            <Detail label={t('affiliates.turnover')}>
              <Money baht={statement.turnover} />
            </Detail>
            <Detail label={t('affiliates.wins')}>
              <Money baht={statement.wins} />
            </Detail>
            <Detail label={t('affiliates.bonus')}>
              <Money baht={statement.bonus} />
            </Detail>
            <Detail label={t('affiliates.ngr')}>
              <Money baht={statement.ngr} />
            </Detail>
            <Detail label={t('affiliates.carriedIn')}>
              <Money baht={statement.carried_in} />
            </Detail>
            <Detail label={t('affiliates.carriedOut')}>
              <Money baht={statement.carried_out} />
            </Detail>
            <Detail label={t('affiliates.rateShort')}>{percentOf(statement.rate_bp)}</Detail>
            <Detail label={t('affiliates.commission')}>
              <Money baht={statement.commission} />
            </Detail>
            <Detail label={t('affiliates.status')}>{t(statusLabel[statement.status])}</Detail>
            <Detail label={t('affiliates.heldReason')}>{statement.held_reason ?? '-'}</Detail>
            <Detail label={t('affiliates.closedAt')}>
              <DateTime value={statement.closed_at} />
            </Detail>
            <Detail label={t('affiliates.paidAt')}>
              <DateTime value={statement.paid_at} />
            </Detail>
          </dl>
          <DialogActions>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}

/** The statements table's columns; `show` opens one in the dialog. */
function useStatementColumns(show: (statement: AffiliateStatement) => void): Column<AffiliateStatement>[] {
  const { t } = useTranslation();
  return [
    { id: 'affiliate', header: t('affiliates.key'), mobile: 'title', cell: (row) => row.affiliate.key },
    {
      id: 'period',
      header: t('affiliates.periodRange'),
      cell: (row) => `${row.period_start} – ${lastDay(row.period_end)}`,
    },
    {
      id: 'active_players',
      header: t('affiliates.activePlayers'),
      align: 'right',
      cell: (row) => row.active_players,
    },
    {
      id: 'turnover',
      header: t('affiliates.turnover'),
      align: 'right',
      cell: (row) => <Money baht={row.turnover} />,
    },
    { id: 'ngr', header: t('affiliates.ngr'), align: 'right', cell: (row) => <Money baht={row.ngr} /> },
    {
      id: 'carried_in',
      header: t('affiliates.carriedIn'),
      align: 'right',
      cell: (row) => <Money baht={row.carried_in} />,
    },
    { id: 'rate', header: t('affiliates.rateShort'), align: 'right', cell: (row) => percentOf(row.rate_bp) },
    {
      id: 'commission',
      header: t('affiliates.commission'),
      align: 'right',
      cell: (row) => <Money baht={row.commission} />,
    },
    {
      id: 'status',
      header: t('affiliates.status'),
      cell: (row) => <Badge tone={statusTone[row.status]}>{t(statusLabel[row.status])}</Badge>,
    },
    {
      id: 'actions',
      header: '',
      mobile: 'actions',
      cell: (row) => (
        <Button size="sm" onClick={() => show(row)}>
          {t('common.details')}
        </Button>
      ),
    },
  ];
}
