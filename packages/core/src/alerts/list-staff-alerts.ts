import type { Executor } from '@chaba/db/client';
import { staffAlertOutbox } from '@chaba/db/schema';
import { desc } from 'drizzle-orm';

/** The latest alerts of the outbox, newest first (the alerts page's log). */
export async function listStaffAlerts(db: Executor, options: { limit: number }) {
  return db.select().from(staffAlertOutbox).orderBy(desc(staffAlertOutbox.id)).limit(options.limit);
}
