import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/forms';
import { Button } from '../../ui/button';
import { DataTable, queryStatus } from '../../ui/data-table';
import { PageHeader, Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { useBankDevices, useUpdateBankDevice, type BankDeviceWithSecret } from './api';
import { useDeviceColumns } from './device-columns';
import {
  ConfirmDeviceDialog,
  RegisterDialog,
  RenameDialog,
  SecretDialog,
  type DeviceConfirmation,
} from './device-dialogs';
import type { BankDevice } from './api';

/**
 * The company phones that forward the bank's messages (issue 25): each with when it was last heard,
 * its messages today, its health and its two addresses; register, rename, new secret, disable.
 */
export function BankDevicesPage() {
  const { t } = useTranslation();
  const devices = useBankDevices();
  const enable = useUpdateBankDevice();
  const [registering, setRegistering] = useState(false);
  const [secret, setSecret] = useState<BankDeviceWithSecret | null>(null);
  const [renaming, setRenaming] = useState<BankDevice | null>(null);
  const [confirming, setConfirming] = useState<DeviceConfirmation | null>(null);
  const columns = useDeviceColumns({
    pendingDeposits: devices.data?.pending_deposits ?? 0,
    rename: setRenaming,
    confirm: setConfirming,
    enable: (device) =>
      enable.mutate(
        { id: device.id, enabled: true },
        {
          onSuccess: () => toast(t('bankDevices.enabled')),
          onError: (error) => toast(messageOf(error), 'error'),
        },
      ),
  });
  return (
    <>
      <PageHeader
        title={t('bankDevices.title')}
        subtitle={t('bankDevices.subtitle')}
        actions={
          <Button variant="primary" onClick={() => setRegistering(true)}>
            {t('bankDevices.register')}
          </Button>
        }
      />
      <Panel className="overflow-hidden">
        <DataTable
          testId="bank-devices-table"
          columns={columns}
          rows={devices.data?.data}
          rowKey={(device) => device.id}
          empty={t('bankDevices.empty')}
          {...queryStatus(devices)}
        />
      </Panel>
      <RegisterDialog
        open={registering}
        onClose={() => setRegistering(false)}
        onRegistered={(device) => {
          setRegistering(false);
          setSecret(device);
        }}
      />
      <RenameDialog device={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDeviceDialog
        confirming={confirming}
        onClose={() => setConfirming(null)}
        onRotated={setSecret}
      />
      <SecretDialog device={secret} onClose={() => setSecret(null)} />
    </>
  );
}
