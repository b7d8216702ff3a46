import type {
  BankDevice,
  BankDeviceWithSecret,
  BankMessage,
  BankMessageGap,
} from '@chaba/contracts/bank-devices';
import { satangToBahtNumber } from '@chaba/contracts/baht';
import { bankDeviceHealth } from '@chaba/core/bank-devices/bank-device-health';
import type { BankDeviceRow } from '@chaba/core/bank-devices/create-bank-device';
import type { ListedBankDevice } from '@chaba/core/bank-devices/list-bank-devices';
import type { ListedBankMessage } from '@chaba/core/bank-devices/list-bank-messages';
import type { listBankMessageGaps } from '@chaba/core/bank-devices/list-bank-message-gaps';
import type { Config } from '../config';

/** Where a device's forwarder apps post: PUBLIC_URL's origin, else this server's own address. */
export function bankDeviceAddresses(config: Config, deviceId: number) {
  const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return {
    sms_forwarder: `${base}/api/integrations/bank-devices/${deviceId}/sms-forwarder`,
    sms_gateway: `${base}/api/integrations/bank-devices/${deviceId}/sms-gateway`,
  };
}

export function presentBankDeviceSecret(
  config: Config,
  device: BankDeviceRow,
  secret: string,
): BankDeviceWithSecret {
  return {
    id: device.id,
    name: device.name,
    secret,
    enabled: device.enabled,
    created_at: device.createdAt.toISOString(),
    addresses: bankDeviceAddresses(config, device.id),
  };
}

export function presentBankDevice(config: Config, device: ListedBankDevice, now: Date): BankDevice {
  return {
    id: device.id,
    name: device.name,
    enabled: device.enabled,
    created_at: device.createdAt.toISOString(),
    last_message_at: device.lastMessageAt?.toISOString() ?? null,
    messages_today: device.messagesToday,
    health: bankDeviceHealth(device, { now, quietMs: config.BANK_DEVICE_QUIET_MINUTES * 60_000 }),
    addresses: bankDeviceAddresses(config, device.id),
  };
}

const baht = (satang: bigint | null) => (satang === null ? null : satangToBahtNumber(satang));

export function presentBankMessage(message: ListedBankMessage): BankMessage {
  return {
    id: message.id,
    device_id: message.deviceId,
    device_name: message.deviceName,
    protocol: message.protocol as BankMessage['protocol'],
    sender: message.sender,
    text: message.text,
    received_at: message.receivedAt.toISOString(),
    created_at: message.createdAt.toISOString(),
    kind: message.kind as BankMessage['kind'],
    bank: message.bank,
    amount: baht(message.amountSatang),
    occurred_at: message.occurredAt?.toISOString() ?? null,
    account_digits: message.accountDigits,
    from_bank: message.fromBank,
    from_account: message.fromAccount,
    from_name: message.fromName,
    balance_after: baht(message.balanceAfterSatang),
    outcome: message.outcome,
    account_number: message.accountNumber,
    statement_line_id: message.statementLineId,
    statement_line_status: message.statementLineStatus,
  };
}

export function presentBankMessageGap(
  gap: Awaited<ReturnType<typeof listBankMessageGaps>>[number],
): BankMessageGap {
  return {
    id: gap.id,
    account_number: gap.accountNumber,
    device_id: gap.deviceId,
    message_id: gap.messageId,
    previous_balance: satangToBahtNumber(gap.previousBalanceSatang),
    reported_balance: satangToBahtNumber(gap.reportedBalanceSatang),
    unexplained_amount: satangToBahtNumber(gap.unexplainedSatang),
    detected_at: gap.createdAt.toISOString(),
  };
}
