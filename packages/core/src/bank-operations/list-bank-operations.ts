import type { Executor } from '@chaba/db/client';
import { companyBankAccounts } from '@chaba/db/schema';
import { asc } from 'drizzle-orm';
import { readCompanyAccountDays, type CompanyAccountDay } from '../members/company-account-day';
import type { CompanyAccountRow } from '../members/company-account-rules';

export type BankOperationsAccount = CompanyAccountRow & CompanyAccountDay;

/**
 * The bank operations desk (decision 52): every company account in the operator's order with its
 * role, status, last known balance and its time, today's money in and out (Bangkok day) and its
 * daily caps.
 */
export async function listBankOperations(
  db: Executor,
  options: { now: Date },
): Promise<BankOperationsAccount[]> {
  const [accounts, days] = await Promise.all([
    db
      .select()
      .from(companyBankAccounts)
      .orderBy(asc(companyBankAccounts.sortOrder), asc(companyBankAccounts.id)),
    readCompanyAccountDays(db, { now: options.now }),
  ]);
  return accounts.map((account) => ({
    ...account,
    ...(days.get(account.accountNumber) ?? { todayInSatang: 0n, todayOutSatang: 0n, availableSatang: null }),
  }));
}
