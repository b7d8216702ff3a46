import type { Transaction } from '@chaba/db/client';
import { companyBankAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { DomainError } from '../errors';

/**
 * The company account a staff action changes, its row locked until the action commits, so that two
 * actions on one account apply one after the other and each audit record's "before" is true.
 *
 * @throws DomainError not_found
 */
export async function lockCompanyAccount(tx: Transaction, accountId: number) {
  const [account] = await tx
    .select()
    .from(companyBankAccounts)
    .where(eq(companyBankAccounts.id, accountId))
    .for('update');
  if (!account) throw new DomainError('not_found');
  return account;
}
