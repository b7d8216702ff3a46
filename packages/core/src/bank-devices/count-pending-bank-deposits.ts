import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';

/** How many bank-transfer deposits are pending: while any is, a quiet company phone matters. */
export async function countPendingBankDeposits(db: Executor): Promise<number> {
  const [pending] = await queryRows<{ count: string }>(
    db,
    sql`select count(*)::text as count from money_requests
    where type = 'deposit' and status = 'pending' and company_account_number is not null`,
  );
  return Number(pending?.count ?? 0);
}
