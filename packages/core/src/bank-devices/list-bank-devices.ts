import { bangkokDate, bangkokMidnight } from '../bangkok-time';
import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';

export interface ListedBankDevice {
  id: number;
  name: string;
  enabled: boolean;
  createdAt: Date;
  lastMessageAt: Date | null;
  messagesToday: number;
}

/** The devices, oldest first, each with the messages it stored since midnight, Bangkok time. */
export async function listBankDevices(db: Executor, options: { now: Date }): Promise<ListedBankDevice[]> {
  const midnight = bangkokMidnight(bangkokDate(options.now));
  const rows = await queryRows<{
    id: string;
    name: string;
    enabled: boolean;
    created_at: string | Date;
    last_message_at: string | Date | null;
    messages_today: string;
  }>(
    db,
    sql`select d.id::text, d.name, d.enabled, d.created_at, d.last_message_at,
      (select count(*) from bank_messages m where m.device_id = d.id
        and m.created_at >= ${midnight.toISOString()}::timestamptz)::text as messages_today
    from bank_devices d order by d.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    enabled: row.enabled,
    createdAt: new Date(row.created_at),
    lastMessageAt: row.last_message_at === null ? null : new Date(row.last_message_at),
    messagesToday: Number(row.messages_today),
  }));
}
