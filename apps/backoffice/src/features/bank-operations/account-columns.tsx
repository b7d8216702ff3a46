import { formatBaht } from '@chaba/i18n/format';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/data-table';
import { DateTime, Money } from '../../ui/format';
import { accountLabel } from './account-label';
import type { BankOperationsAccount } from './api';

const statusTones: Record<BankOperationsAccount['status'], BadgeTone> = {
  active: 'success',
  paused: 'warning',
  frozen: 'danger',
  retired: 'neutral',
};

/** Today's money against the day's cap: "1,000.00 of 5,000.00", marked when the cap is reached. */
function AgainstCap({ amount, cap }: { amount: number; cap: number | null }) {
  const { t } = useTranslation();
  return (
    <div className="md:text-right">
      <Money baht={amount} className="font-medium" />
      <div className="text-[11px] text-zinc-500">
        {cap === null ? t('bankOperations.noCap') : t('bankOperations.ofCap', { cap: formatBaht(cap) })}
      </div>
      {cap !== null && amount >= cap ? <Badge tone="warning">{t('bankOperations.overCap')}</Badge> : null}
    </div>
  );
}

function Balance({ account }: { account: BankOperationsAccount }) {
  const { t } = useTranslation();
  if (account.balance === null)
    return <span className="text-[13px] text-zinc-400">{t('bankOperations.balanceUnknown')}</span>;
  return (
    <div className="md:text-right">
      <Money baht={account.balance} className="font-medium" />
      <div className="text-[11px] text-zinc-500">
        <DateTime value={account.balance_at} />{' '}
        {account.balance_source === 'staff' ? t('bankOperations.fromStaff') : t('bankOperations.fromMessage')}
      </div>
      {account.available !== null && account.available !== account.balance ? (
        <div className="text-[11px] text-zinc-500">
          {t('bankOperations.available', { amount: formatBaht(account.available) })}
        </div>
      ) : null}
    </div>
  );
}

/** The desk's columns; the actions open the edit, balance and freeze dialogs. */
export function useAccountColumns(actions: {
  edit: (account: BankOperationsAccount) => void;
  enterBalance: (account: BankOperationsAccount) => void;
  freeze: (account: BankOperationsAccount) => void;
}): Column<BankOperationsAccount>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'account',
      header: t('bankOperations.account'),
      mobile: 'title',
      cell: (account) => (
        <div className="min-w-0">
          <div className="font-medium text-zinc-900 tabular">{accountLabel(account)}</div>
          <div className="truncate text-xs text-zinc-500">{account.account_name}</div>
        </div>
      ),
    },
    {
      id: 'role',
      header: t('bankOperations.role'),
      cell: (account) => t(`bankOperations.roles.${account.role}`),
    },
    {
      id: 'status',
      header: t('bankOperations.status'),
      cell: (account) => (
        <Badge tone={statusTones[account.status]}>{t(`bankOperations.statuses.${account.status}`)}</Badge>
      ),
    },
    {
      id: 'balance',
      header: t('bankOperations.balance'),
      align: 'right',
      cell: (account) => <Balance account={account} />,
    },
    {
      id: 'today_in',
      header: t('bankOperations.todayIn'),
      align: 'right',
      cell: (account) => <AgainstCap amount={account.today_in} cap={account.daily_in_cap} />,
    },
    {
      id: 'today_out',
      header: t('bankOperations.todayOut'),
      align: 'right',
      cell: (account) => <AgainstCap amount={account.today_out} cap={account.daily_out_cap} />,
    },
    {
      id: 'actions',
      header: '',
      align: 'right',
      mobile: 'actions',
      cell: (account) => (
        <div className="flex flex-wrap justify-end gap-1">
          <Button size="sm" onClick={() => actions.edit(account)}>
            {t('bankOperations.edit')}
          </Button>
          <Button size="sm" onClick={() => actions.enterBalance(account)}>
            {t('bankOperations.enterBalance')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={account.status === 'frozen'}
            onClick={() => actions.freeze(account)}
          >
            {t('bankOperations.freeze')}
          </Button>
        </div>
      ),
    },
  ];
}
