import { moneyRequests } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';

/**
 * What the deposits and the withdrawals lists (decisions 64 and 68) read alike, both being rows of
 * `money_requests`: their sort columns, and the columns of their day, amount and status filters and
 * of a `q` that is no number (the reference, exact).
 */
export const moneyRequestSortColumns = {
  id: moneyRequests.id,
  created_at: moneyRequests.createdAt,
  completed_at: moneyRequests.completedAt,
  amount: moneyRequests.amountSatang,
  status: moneyRequests.status,
};

export const moneyRequestFilterColumns = {
  day: moneyRequests.createdAt,
  amount: moneyRequests.amountSatang,
  status: moneyRequests.status,
  text: (q: string) => eq(moneyRequests.ref, q),
};
