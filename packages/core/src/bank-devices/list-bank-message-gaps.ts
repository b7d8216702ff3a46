import type { Executor } from '@chaba/db/client';
import { bankMessageGaps } from '@chaba/db/schema';
import { desc } from 'drizzle-orm';

/** The balance gaps found (messages missed), newest first, for the deposit desk. */
export async function listBankMessageGaps(db: Executor, options: { limit: number }) {
  return db.select().from(bankMessageGaps).orderBy(desc(bankMessageGaps.id)).limit(options.limit);
}
