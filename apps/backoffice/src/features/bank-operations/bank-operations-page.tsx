import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, queryStatus } from '../../ui/data-table';
import { PageHeader, Panel } from '../../ui/page';
import { useAccountColumns } from './account-columns';
import { BalanceDialog, EditAccountDialog, FreezeDialog } from './account-dialogs';
import { useBankOperations, type BankOperationsAccount } from './api';

/**
 * The bank operations desk (issue 27, decision 52): each company account's role, status, last known
 * balance and today's money in and out against its caps; edit the role, status and caps, enter a
 * balance, freeze an account in one step when its bank froze it.
 */
export function BankOperationsPage() {
  const { t } = useTranslation();
  const accounts = useBankOperations();
  const [editing, setEditing] = useState<BankOperationsAccount | null>(null);
  const [balance, setBalance] = useState<BankOperationsAccount | null>(null);
  const [freezing, setFreezing] = useState<BankOperationsAccount | null>(null);
  const columns = useAccountColumns({ edit: setEditing, enterBalance: setBalance, freeze: setFreezing });
  return (
    <>
      <PageHeader title={t('bankOperations.title')} subtitle={t('bankOperations.subtitle')} />
      <Panel className="overflow-hidden">
        <DataTable
          testId="bank-operations-table"
          columns={columns}
          rows={accounts.data?.data}
          rowKey={(account) => account.id}
          empty={t('bankOperations.empty')}
          {...queryStatus(accounts)}
        />
      </Panel>
      <EditAccountDialog account={editing} onClose={() => setEditing(null)} />
      <BalanceDialog account={balance} onClose={() => setBalance(null)} />
      <FreezeDialog account={freezing} onClose={() => setFreezing(null)} />
    </>
  );
}
