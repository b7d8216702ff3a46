import type { Executor } from '@chaba/db/client';
import { bankStatementLines, moneyRequests } from '@chaba/db/schema';
import { asc, count, eq } from 'drizzle-orm';

type Status = (typeof bankStatementLines.$inferSelect)['status'];

/**
 * Statement lines for the operators, oldest first (bounded), and how many have the status. A line
 * that completed a request comes with what the request asked for (`requestedSatang`), which differs
 * from the line's amount when an operator accepted a transfer of another amount.
 */
export async function listStatementLines(db: Executor, options: { status: Status; limit?: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        line: bankStatementLines,
        requestAmountSatang: moneyRequests.amountSatang,
        requestExpectedSatang: moneyRequests.expectedAmountSatang,
      })
      .from(bankStatementLines)
      .leftJoin(moneyRequests, eq(moneyRequests.id, bankStatementLines.requestId))
      .where(eq(bankStatementLines.status, options.status))
      .orderBy(asc(bankStatementLines.createdAt), asc(bankStatementLines.id))
      .limit(Math.min(options.limit ?? 100, 500)),
    db
      .select({ total: count() })
      .from(bankStatementLines)
      .where(eq(bankStatementLines.status, options.status)),
  ]);
  return {
    total: total?.total ?? 0,
    lines: rows.map(({ line, requestAmountSatang, requestExpectedSatang }) => ({
      line,
      requestedSatang: requestExpectedSatang ?? requestAmountSatang,
    })),
  };
}

export type StatementLineRow = Awaited<ReturnType<typeof listStatementLines>>['lines'][number];
