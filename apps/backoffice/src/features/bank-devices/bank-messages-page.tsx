import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/me';
import { useListParams } from '../../lib/list-params';
import { DataTable, queryStatus } from '../../ui/data-table';
import { PageHeader, Panel } from '../../ui/page';
import { useBankDevices, useBankMessages, type BankMessage } from './api';
import { MessageDetailDialog } from './message-detail-dialog';
import { MessageFilterBar, noMessageFilters } from './message-filter-bar';
import { useMessageColumns } from './message-columns';

/**
 * Every message the phones forwarded, read or not (issue 25, `deposits.decide`): by phone, account,
 * outcome and day; a message's detail shows what was read and its line, and staff make a line by
 * hand of one no parser could read.
 */
export function BankMessagesPage() {
  const { t } = useTranslation();
  const list = useListParams(noMessageFilters);
  const messages = useBankMessages(list.filters);
  const [shown, setShown] = useState<BankMessage | null>(null);
  const columns = useMessageColumns(setShown);
  const devices = useDeviceChoices(messages.rows);
  return (
    <>
      <PageHeader title={t('bankMessages.title')} subtitle={t('bankMessages.subtitle')} />
      <MessageFilterBar
        key={JSON.stringify(list.filters)}
        filters={list.filters}
        devices={devices}
        onChange={list.setFilters}
      />
      <Panel className="mt-3 overflow-hidden">
        <DataTable
          testId="bank-messages-table"
          columns={columns}
          rows={messages.rows}
          rowKey={(message) => message.id}
          page={messages.page}
          onPageChange={messages.onPageChange}
          empty={t('bankMessages.empty')}
          {...queryStatus(messages.result)}
        />
      </Panel>
      <MessageDetailDialog message={shown} onClose={() => setShown(null)} />
    </>
  );
}

/**
 * The phones to filter by: the device list for those who manage the phones; for the others (the
 * list is `settings.manage`) the phones of the messages shown.
 */
function useDeviceChoices(rows: BankMessage[] | undefined) {
  const canManage = useCan('settings.manage');
  const devices = useBankDevices({ enabled: canManage });
  return useMemo(() => {
    const choices = new Map<number, string>();
    for (const device of devices.data?.data ?? []) choices.set(device.id, device.name);
    for (const message of rows ?? []) choices.set(message.device_id, message.device_name);
    return [...choices].map(([id, name]) => ({ id, name }));
  }, [devices.data, rows]);
}
