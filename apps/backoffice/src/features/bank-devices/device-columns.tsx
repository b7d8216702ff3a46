import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/data-table';
import { DateTime } from '../../ui/format';
import type { BankDevice } from './api';
import type { DeviceConfirmation } from './device-dialogs';
import { AddressRow } from './device-dialogs';

/**
 * A quiet phone is red only while deposits are pending (then the job alerts too); otherwise a phone
 * silent at night is merely amber.
 */
function healthTone(device: BankDevice, pendingDeposits: number): BadgeTone {
  if (device.health === 'ok') return 'success';
  if (device.health === 'quiet') return pendingDeposits > 0 ? 'danger' : 'warning';
  return device.health === 'never_heard' ? 'info' : 'neutral';
}

export function useDeviceColumns(options: {
  pendingDeposits: number;
  rename: (device: BankDevice) => void;
  confirm: (confirmation: DeviceConfirmation) => void;
  enable: (device: BankDevice) => void;
}): Column<BankDevice>[] {
  const { t } = useTranslation();
  const { pendingDeposits } = options;
  return [
    {
      id: 'name',
      header: t('bankDevices.name'),
      mobile: 'title',
      cell: (device) => <span className="font-medium text-zinc-900">{device.name}</span>,
    },
    {
      id: 'health',
      header: t('bankDevices.status'),
      cell: (device) => {
        const tone = healthTone(device, pendingDeposits);
        return (
          <div className="min-w-0 space-y-1">
            <Badge tone={tone}>{t(`bankDevices.health.${device.health}`)}</Badge>
            {tone === 'danger' ? (
              <p className="max-w-64 text-[11px] text-red-700">
                {t('bankDevices.quietAlert', { count: pendingDeposits })}
              </p>
            ) : null}
          </div>
        );
      },
    },
    {
      id: 'last_message_at',
      header: t('bankDevices.lastHeard'),
      cell: (device) =>
        device.last_message_at ? (
          <DateTime value={device.last_message_at} />
        ) : (
          <span className="text-zinc-500">{t('bankDevices.neverHeard')}</span>
        ),
    },
    {
      id: 'messages_today',
      header: t('bankDevices.messagesToday'),
      align: 'right',
      cell: (device) => <span className="tabular">{device.messages_today}</span>,
    },
    {
      id: 'addresses',
      header: t('bankDevices.addresses'),
      cell: (device) => (
        <dl className="min-w-0 space-y-1.5 sm:max-w-md">
          <AddressRow label={t('bankDevices.smsForwarder')} value={device.addresses.sms_forwarder} />
          <AddressRow label={t('bankDevices.smsGateway')} value={device.addresses.sms_gateway} />
        </dl>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('bankDevices.actions')}</span>,
      align: 'right',
      mobile: 'actions',
      cell: (device) => <DeviceActions device={device} {...options} />,
    },
  ];
}

function DeviceActions({
  device,
  rename,
  confirm,
  enable,
}: {
  device: BankDevice;
  rename: (device: BankDevice) => void;
  confirm: (confirmation: DeviceConfirmation) => void;
  enable: (device: BankDevice) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Button size="sm" onClick={() => rename(device)}>
        {t('bankDevices.rename')}
      </Button>
      <Button size="sm" onClick={() => confirm({ action: 'rotate', device })}>
        {t('bankDevices.rotate')}
      </Button>
      {device.enabled ? (
        <Button size="sm" variant="danger" onClick={() => confirm({ action: 'disable', device })}>
          {t('bankDevices.disable')}
        </Button>
      ) : (
        <Button size="sm" onClick={() => enable(device)}>
          {t('bankDevices.enable')}
        </Button>
      )}
    </div>
  );
}
