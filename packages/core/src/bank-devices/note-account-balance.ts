import type { Executor } from '@chaba/db/client';
import { companyBankAccounts, type bankMessages } from '@chaba/db/schema';
import { and, eq, isNull, lte, or } from 'drizzle-orm';

type MessageRow = typeof bankMessages.$inferSelect;

/**
 * A bank message that tells the balance of exactly one company account makes it that account's last
 * known balance (decision 52), unless a newer one is known already (a message forwarded late, or a
 * balance staff entered after it): the time is when the bank says the transfer happened.
 */
export async function noteAccountBalance(db: Executor, message: MessageRow): Promise<void> {
  if (message.balanceAfterSatang === null || message.accountNumber === null) return;
  const at = message.occurredAt ?? message.receivedAt;
  await db
    .update(companyBankAccounts)
    .set({ balanceSatang: message.balanceAfterSatang, balanceAt: at, balanceSource: 'bank_message' })
    .where(
      and(
        eq(companyBankAccounts.accountNumber, message.accountNumber),
        or(isNull(companyBankAccounts.balanceAt), lte(companyBankAccounts.balanceAt, at)),
      ),
    );
}
