import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/data-table';
import { Copyable, DateTime, Money } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import type { StatementLine, StatementLineStatus } from './api';

interface ColumnOptions {
  status: StatementLineStatus;
  actions?: { match: (line: StatementLine) => void; refund: (line: StatementLine) => void };
  show: (lineId: number) => void;
}

export function useStatementColumns({ status, actions, show }: ColumnOptions): Column<StatementLine>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const columns: Column<StatementLine>[] = [
      {
        id: 'amount',
        header: t('deposits.amount'),
        align: 'right',
        mobile: 'title',
        cell: (line) => <AmountCell line={line} />,
      },
      {
        id: 'occurred_at',
        header: t('deposits.time'),
        cell: (line) => <DateTime value={line.occurred_at} />,
      },
      { id: 'sender', header: t('deposits.sender'), cell: (line) => <SenderCell line={line} /> },
      {
        id: 'account',
        header: t('deposits.toAccount'),
        cell: (line) => <span className="font-mono text-xs">{line.account_number}</span>,
      },
      status === 'unmatched'
        ? {
            id: 'reason',
            header: t('deposits.reason'),
            cell: (line) => <ReasonText reason={line.unmatched_reason} requestId={line.request_id} />,
          }
        : {
            id: 'request',
            header: t('deposits.request'),
            cell: (line) => (line.request_id ? `#${line.request_id}` : (line.refund_ref ?? '-')),
          },
      { id: 'status', header: t('withdrawals.status'), cell: (line) => <StatusBadge status={line.status} /> },
      {
        id: 'actions',
        header: <span className="sr-only">{t('common.actions')}</span>,
        mobile: 'actions',
        align: 'right',
        cell: (line) =>
          status === 'unmatched' && actions ? (
            <span className="inline-flex gap-2">
              <Button size="sm" variant="accent" onClick={() => actions.match(line)}>
                {t('deposits.match')}
              </Button>
              <Button size="sm" onClick={() => actions.refund(line)}>
                {t('deposits.refund')}
              </Button>
            </span>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => show(line.id)}>
              {t('common.details')}
            </Button>
          ),
      },
    ];
    return columns;
  }, [t, status, actions, show]);
}

/** What was received; what the request asked for beside it when staff accepted another amount. */
function AmountCell({ line }: { line: StatementLine }) {
  const { t } = useTranslation();
  return (
    <span>
      <Money baht={line.amount} className="font-semibold" />
      {line.requested_amount !== null && line.requested_amount !== line.amount ? (
        <span className="block text-[11px] text-amber-700">
          {t('deposits.requested')} <Money baht={line.requested_amount} />
        </span>
      ) : null}
    </span>
  );
}

function SenderCell({ line }: { line: StatementLine }) {
  return (
    <div className="min-w-0">
      <div>{line.from_name ?? '-'}</div>
      {line.from_account ? (
        <div className="text-xs text-zinc-500">
          {line.from_bank} <Copyable value={line.from_account} />
        </div>
      ) : null}
    </div>
  );
}

/** Why the line waits; a transfer held by player protection names the deposit request it pays. */
function ReasonText({ reason, requestId }: { reason: string | null; requestId: number | null }) {
  const { t, i18n } = useTranslation();
  if (!reason) return '-';
  const key = `deposits.reasons.${reason}`;
  const text = i18n.exists(key) ? t(key as 'deposits.reasons.ambiguous') : reason;
  if (!reason.startsWith('protection_') || requestId === null) return text;
  return (
    <span className="text-amber-800" data-testid="held-by-protection">
      {text}{' '}
      <span className="text-zinc-500">
        · {t('deposits.request')} #{requestId}
      </span>
    </span>
  );
}
