import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { countPendingBankDeposits } from './count-pending-bank-deposits';

export interface QuietBankDevice {
  id: number;
  name: string;
  lastMessageAt: Date | null;
}

/**
 * The enabled devices not heard for `quietMs` (or never heard, counted from their registration)
 * while a bank-transfer deposit is pending: the ones the `bank-devices-quiet` job alerts about, for
 * the deposit desk to show in red. None while no deposit is pending.
 */
export async function listQuietBankDevices(
  db: Executor,
  options: { now: Date; quietMs: number },
): Promise<{ devices: QuietBankDevice[]; pendingDeposits: number }> {
  const pendingDeposits = await countPendingBankDeposits(db);
  if (pendingDeposits === 0) return { devices: [], pendingDeposits };
  const since = new Date(options.now.getTime() - options.quietMs).toISOString();
  const rows = await queryRows<{ id: string; name: string; last_message_at: string | Date | null }>(
    db,
    sql`select id::text, name, last_message_at from bank_devices
    where enabled and coalesce(last_message_at, created_at) < ${since}::timestamptz order by id`,
  );
  const devices = rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    lastMessageAt: row.last_message_at === null ? null : new Date(row.last_message_at),
  }));
  return { devices, pendingDeposits };
}
