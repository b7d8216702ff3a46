import type { CashbackRun, StaffCashbackPayout } from '@chaba/contracts/cashback';
import { formatBaht } from '@chaba/i18n/format';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/forms';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { Dialog, DialogActions } from '../../ui/dialog';
import { DateTime, Money } from '../../ui/format';
import { MemberLink } from '../../ui/member-link';
import { Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { usePayouts, useReversePayout, useRuns } from './api';

const statusTone: Record<StaffCashbackPayout['status'], BadgeTone> = {
  claimable: 'warning',
  expired: 'neutral',
  paid: 'success',
  refused: 'neutral',
  reversed: 'danger',
};

/** The closed periods (members paid, total) and, for the chosen one, its payouts with their reversal. */
export function RunsPanel() {
  const { t } = useTranslation();
  const runs = useRuns();
  const [runId, setRunId] = useState<number | null>(null);
  const payouts = usePayouts(runId);
  const [reversing, setReversing] = useState<StaffCashbackPayout | null>(null);
  const runColumns = useRunColumns(setRunId);
  const payoutColumns = usePayoutColumns(setReversing);
  return (
    <>
      <Panel className="mt-3 overflow-hidden">
        <DataTable
          testId="cashback-runs"
          columns={runColumns}
          rows={runs.data?.data}
          rowKey={(run) => run.id}
          rowClassName={(run) => (run.id === runId ? 'bg-accent-50' : '')}
          {...queryStatus(runs)}
          empty={t('cashback.empty')}
        />
      </Panel>
      <Panel className="mt-3 overflow-hidden" title={t('cashback.payouts')}>
        {runId === null ? (
          <p className="p-4 text-[13px] text-zinc-500">{t('cashback.choose')}</p>
        ) : (
          <DataTable
            testId="cashback-payouts"
            columns={payoutColumns}
            rows={payouts.data?.data}
            rowKey={(payout) => payout.id}
            {...queryStatus(payouts)}
            empty={t('cashback.empty')}
          />
        )}
      </Panel>
      <ReverseDialog payout={reversing} onClose={() => setReversing(null)} />
    </>
  );
}

function useRunColumns(choose: (runId: number) => void): Column<CashbackRun>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'period',
        header: t('cashback.periodRange'),
        mobile: 'title',
        cell: (run) => (
          <button
            type="button"
            className="font-medium text-accent-700 underline"
            onClick={() => choose(run.id)}
          >
            {run.period_start === run.period_last_day
              ? run.period_start
              : `${run.period_start} – ${run.period_last_day}`}
          </button>
        ),
      },
      { id: 'programme', header: t('cashback.programme'), cell: (run) => run.programme_name },
      { id: 'kind', header: t('cashback.kind'), cell: (run) => t(`cashback.kinds.${run.kind}`) },
      { id: 'members', header: t('cashback.members'), align: 'right', cell: (run) => run.members },
      { id: 'total', header: t('cashback.total'), align: 'right', cell: (run) => <Money baht={run.total} /> },
      { id: 'ran', header: t('cashback.ranAt'), cell: (run) => <DateTime value={run.ran_at} /> },
    ],
    [t, choose],
  );
}

function usePayoutColumns(reverse: (payout: StaffCashbackPayout) => void): Column<StaffCashbackPayout>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'member',
        header: t('cashback.member'),
        mobile: 'title',
        cell: (payout) => <MemberLink id={payout.member_id} name={null} phone={payout.member_phone} />,
      },
      {
        id: 'bets',
        header: t('cashback.bets'),
        align: 'right',
        cell: (payout) => <Money baht={payout.bets} />,
      },
      {
        id: 'wins',
        header: t('cashback.wins'),
        align: 'right',
        cell: (payout) => <Money baht={payout.wins} />,
      },
      {
        id: 'basis',
        header: t('cashback.basis'),
        align: 'right',
        cell: (payout) => <Money baht={payout.basis} />,
      },
      {
        id: 'amount',
        header: t('cashback.amount'),
        align: 'right',
        cell: (payout) => <Money baht={payout.amount} className="font-semibold" />,
      },
      {
        id: 'status',
        header: t('cashback.status'),
        cell: (payout) => (
          <span className="flex flex-col items-start gap-0.5">
            <Badge tone={statusTone[payout.status]}>{t(`cashback.statuses.${payout.status}`)}</Badge>
            {payout.reversed_amount !== null && (
              <span className="text-xs text-zinc-500">
                {t('cashback.reversedAmount', { amount: formatBaht(payout.reversed_amount) })}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'actions',
        header: '',
        mobile: 'actions',
        align: 'right',
        cell: (payout) =>
          payout.status === 'paid' ? (
            <Button size="sm" variant="danger" onClick={() => reverse(payout)}>
              {t('cashback.reverse')}
            </Button>
          ) : null,
      },
    ],
    [t, reverse],
  );
}

function ReverseDialog({ payout, onClose }: { payout: StaffCashbackPayout | null; onClose: () => void }) {
  const { t } = useTranslation();
  const reverse = useReversePayout();
  const confirm = async () => {
    if (!payout) return;
    try {
      const answer = await reverse.mutateAsync(payout.id);
      toast(t('cashback.reversed', { amount: formatBaht(answer.data.reversed_amount ?? 0) }));
      onClose();
    } catch (error) {
      toast(messageOf(error), 'error');
    }
  };
  return (
    <Dialog
      open={payout !== null}
      onClose={onClose}
      title={t('cashback.reverseTitle')}
      description={
        payout
          ? t('cashback.reverseText', { amount: formatBaht(payout.amount), phone: payout.member_phone })
          : undefined
      }
    >
      <DialogActions>
        <Button onClick={onClose}>{t('cashback.cancel')}</Button>
        <Button
          variant="danger"
          busy={reverse.isPending}
          onClick={() => void confirm()}
          data-testid="cashback-reverse-confirm"
        >
          {t('cashback.reverse')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
