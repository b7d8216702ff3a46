import { satangToBahtNumber } from '@chaba/contracts/money';
import type { Executor } from '@chaba/db/client';
import { bankStatementLines, moneyRequests } from '@chaba/db/schema';
import { asc, eq } from 'drizzle-orm';

type Status = (typeof bankStatementLines.$inferSelect)['status'];

/**
 * Statement lines for the operators, oldest first (bounded). `amount` is what was received; a line
 * that completed a request shows beside it what the request asked for (`requested_amount`), which
 * differs when an operator accepted a transfer of another amount.
 */
export async function listStatementLines(db: Executor, options: { status: Status; limit?: number }) {
  const rows = await db
    .select({
      line: bankStatementLines,
      requestAmountSatang: moneyRequests.amountSatang,
      requestExpectedSatang: moneyRequests.expectedAmountSatang,
    })
    .from(bankStatementLines)
    .leftJoin(moneyRequests, eq(moneyRequests.id, bankStatementLines.requestId))
    .where(eq(bankStatementLines.status, options.status))
    .orderBy(asc(bankStatementLines.createdAt), asc(bankStatementLines.id))
    .limit(Math.min(options.limit ?? 100, 500));
  return rows.map(({ line: row, requestAmountSatang, requestExpectedSatang }) => {
    const requested = requestExpectedSatang ?? requestAmountSatang;
    return {
      id: row.id,
      external_id: row.externalId,
      account_number: row.accountNumber,
      amount: satangToBahtNumber(row.amountSatang),
      requested_amount: requested === null ? null : satangToBahtNumber(requested),
      occurred_at: row.occurredAt.toISOString(),
      from_bank: row.fromBank,
      from_account: row.fromAccount,
      from_name: row.fromName,
      status: row.status,
      request_id: row.requestId,
      unmatched_reason: row.unmatchedReason,
      created_at: row.createdAt.toISOString(),
    };
  });
}
