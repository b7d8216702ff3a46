import type { Executor } from '@chaba/db/client';
import { companyBankAccounts } from '@chaba/db/schema';
import { asc, eq } from 'drizzle-orm';

/** The company account a member pays into: members are spread over the active accounts, always the same one. */
export async function companyAccountFor(db: Executor, memberId: number) {
  const accounts = await db
    .select()
    .from(companyBankAccounts)
    .where(eq(companyBankAccounts.active, true))
    .orderBy(asc(companyBankAccounts.sortOrder), asc(companyBankAccounts.id));
  return accounts.length > 0 ? accounts[memberId % accounts.length] : undefined;
}
