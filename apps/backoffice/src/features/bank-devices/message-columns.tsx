import type { BankMessageOutcome } from '@chaba/contracts/bank-devices';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/data-table';
import { DateTime, Money } from '../../ui/format';
import type { BankMessage } from './api';

/** Green: a line; grey: kept and never credited; amber: waits for staff. */
export const outcomeTones: Record<BankMessageOutcome, BadgeTone> = {
  statement_line: 'success',
  not_incoming: 'neutral',
  no_account: 'warning',
  several_accounts: 'warning',
  no_account_digits: 'warning',
  unparsed: 'warning',
  pending: 'info',
};

export function useMessageColumns(show: (message: BankMessage) => void): Column<BankMessage>[] {
  const { t } = useTranslation();
  return useMemo<Column<BankMessage>[]>(
    () => [
      {
        id: 'text',
        header: t('bankMessages.text'),
        mobile: 'title',
        cell: (message) => (
          <div className="min-w-0">
            <div className="line-clamp-2 max-w-md text-[13px] break-words text-zinc-900">
              {message.text ?? <span className="text-zinc-400">{t('bankMessages.textRemoved')}</span>}
            </div>
            <div className="truncate text-xs text-zinc-500">
              {message.device_name} · {message.sender}
            </div>
          </div>
        ),
      },
      {
        id: 'received_at',
        header: t('bankMessages.receivedAt'),
        cell: (message) => <DateTime value={message.received_at} />,
      },
      {
        id: 'amount',
        header: t('bankMessages.amount'),
        align: 'right',
        cell: (message) => <Money baht={message.amount} />,
      },
      {
        id: 'outcome',
        header: t('bankMessages.outcome'),
        cell: (message) => (
          <Badge tone={outcomeTones[message.outcome]}>{t(`bankMessages.outcomes.${message.outcome}`)}</Badge>
        ),
      },
      {
        id: 'details',
        header: <span className="sr-only">{t('common.details')}</span>,
        mobile: 'actions',
        align: 'right',
        cell: (message) => (
          <Button size="sm" variant="ghost" onClick={() => show(message)}>
            {t('common.details')}
          </Button>
        ),
      },
    ],
    [t, show],
  );
}
