import type { Executor } from '@chaba/db/client';
import { smsOutbox } from '@chaba/db/schema';
import { desc, eq } from 'drizzle-orm';

/** The newest messages the console sender "sent" to one phone (development only). */
export async function listSmsOutbox(db: Executor, options: { phone: string; limit?: number }) {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, options.phone))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(Math.min(options.limit ?? 10, 50));
  return rows.map((row) => ({ phone: row.phone, body: row.body, created_at: row.createdAt.toISOString() }));
}
