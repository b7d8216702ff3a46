import type { BankDeviceHealth } from '@chaba/contracts/bank-devices';

/**
 * How a device is doing at `now`: heard within `quietMs` is `ok`, longer is `quiet`; never heard is
 * `never_heard` for `quietMs` after its registration and `quiet` after, as the quiet job counts it.
 */
export function bankDeviceHealth(
  device: { enabled: boolean; lastMessageAt: Date | null; createdAt: Date },
  options: { now: Date; quietMs: number },
): BankDeviceHealth {
  if (!device.enabled) return 'disabled';
  const silentMs = options.now.getTime() - (device.lastMessageAt ?? device.createdAt).getTime();
  if (silentMs > options.quietMs) return 'quiet';
  return device.lastMessageAt === null ? 'never_heard' : 'ok';
}
