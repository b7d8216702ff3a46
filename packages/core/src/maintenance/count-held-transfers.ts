import type { Executor } from '@chaba/db/client';
import { bankStatementLines } from '@chaba/db/schema';
import { and, count, eq } from 'drizzle-orm';
import { heldForMaintenance } from './read-maintenance';

/** How many transfers wait, held during maintenance, to be credited. */
export async function countHeldTransfers(db: Executor): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bankStatementLines)
    .where(
      and(
        eq(bankStatementLines.status, 'unmatched'),
        eq(bankStatementLines.unmatchedReason, heldForMaintenance),
      ),
    );
  return row?.total ?? 0;
}
