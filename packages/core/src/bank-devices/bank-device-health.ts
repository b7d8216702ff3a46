import type { BankDeviceHealth } from '@chaba/contracts/bank-devices';

/** How a device is doing at `now`: heard within `quietMs` is `ok`, longer is `quiet`. */
export function bankDeviceHealth(
  device: { enabled: boolean; lastMessageAt: Date | null },
  options: { now: Date; quietMs: number },
): BankDeviceHealth {
  if (!device.enabled) return 'disabled';
  if (device.lastMessageAt === null) return 'never_heard';
  return options.now.getTime() - device.lastMessageAt.getTime() > options.quietMs ? 'quiet' : 'ok';
}
