import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/forms';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DataTable, type Column } from '../../ui/data-table';
import { bankLabel } from '../../ui/format';
import { FormError } from '../../ui/field';
import { Panel } from '../../ui/page';
import { useOrderCompanyAccounts, type CompanyAccount } from './api';
import { AccountDialog } from './account-dialog';

/** Which members an account receives, in a few words. */
export function RuleText({ account }: { account: CompanyAccount }) {
  const { t } = useTranslation();
  if (account.serves === 'banks')
    return <>{t('settings.accounts.ruleBanks', { banks: account.serves_banks.map(bankLabel).join(', ') })}</>;
  if (account.serves === 'tag')
    return <>{t('settings.accounts.ruleTag', { tag: account.serves_tag ?? '' })}</>;
  return <>{t('settings.accounts.rules.all')}</>;
}

/** The order buttons of one account: it swaps with its neighbour, and the whole order is sent. */
function useAccountOrder(accounts: CompanyAccount[]) {
  const order = useOrderCompanyAccounts();
  const [error, setError] = useState<string>();
  const move = (index: number, by: -1 | 1) => {
    const ids = accounts.map((account) => account.id);
    const other = index + by;
    if (other < 0 || other >= ids.length) return;
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    setError(undefined);
    order.mutate(ids, { onError: (failure) => setError(messageOf(failure)) });
  };
  return { move, busy: order.isPending, error };
}

function useAccountColumns(
  accounts: CompanyAccount[],
  move: (index: number, by: -1 | 1) => void,
  busy: boolean,
  onEdit: (account: CompanyAccount) => void,
): Column<CompanyAccount>[] {
  const { t } = useTranslation();
  const indexOf = (account: CompanyAccount) => accounts.findIndex((item) => item.id === account.id);
  return [
    {
      id: 'account',
      header: t('settings.accounts.accountNumber'),
      mobile: 'title',
      cell: (account) => (
        <div className="min-w-0">
          <div className="font-medium text-zinc-900 tabular">
            {bankLabel(account.bank)} {account.account_number}
          </div>
          <div className="truncate text-xs text-zinc-500">{account.account_name}</div>
        </div>
      ),
    },
    {
      id: 'serves',
      header: t('settings.accounts.serves'),
      cell: (account) => <RuleText account={account} />,
    },
    {
      id: 'active',
      header: t('settings.accounts.active'),
      cell: (account) => (
        <Badge tone={account.active ? 'success' : 'neutral'}>
          {account.active ? t('settings.accounts.active') : t('settings.accounts.inactive')}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: '',
      align: 'right',
      mobile: 'actions',
      cell: (account) => (
        <div className="flex justify-end gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('settings.accounts.moveUp')}
            disabled={busy || indexOf(account) === 0}
            onClick={() => move(indexOf(account), -1)}
          >
            ↑
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('settings.accounts.moveDown')}
            disabled={busy || indexOf(account) === accounts.length - 1}
            onClick={() => move(indexOf(account), 1)}
          >
            ↓
          </Button>
          <Button size="sm" onClick={() => onEdit(account)}>
            {t('settings.accounts.edit')}
          </Button>
        </div>
      ),
    },
  ];
}

/** The company's deposit accounts in their order: add, edit (and deactivate), reorder. */
export function BankAccountsPanel({ accounts }: { accounts: CompanyAccount[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<CompanyAccount | 'new' | null>(null);
  const { move, busy, error } = useAccountOrder(accounts);
  const columns = useAccountColumns(accounts, move, busy, setEditing);
  const noFallback =
    accounts.length > 0 && !accounts.some((account) => account.active && account.serves === 'all');
  return (
    <Panel
      title={t('settings.accounts.title')}
      className="self-start"
      actions={
        <Button size="sm" variant="primary" onClick={() => setEditing('new')}>
          {t('settings.accounts.add')}
        </Button>
      }
    >
      <div className="space-y-3 p-4">
        <p className="text-[13px] text-zinc-500">{t('settings.accounts.text')}</p>
        {noFallback ? (
          <p
            role="note"
            className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-800 ring-1 ring-amber-200 ring-inset"
          >
            {t('settings.accounts.noFallback')}
          </p>
        ) : null}
        <FormError message={error} />
        <DataTable
          columns={columns}
          rows={accounts}
          rowKey={(account) => account.id}
          empty={t('settings.accounts.empty')}
          testId="company-accounts"
        />
      </div>
      <AccountDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        account={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Panel>
  );
}
