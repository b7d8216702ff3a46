import type { Executor } from '@chaba/db/client';
import {
  chooseCompanyAccount,
  listActiveCompanyAccounts,
  readMemberForAccountRules,
} from '../settings/company-account-rules';

/**
 * The company account a member pays into, by the rules the operator sets on each account (tag, then
 * bank, then everybody, then any active account; `settings/company-account-rules.ts`).
 */
export async function companyAccountFor(db: Executor, memberId: number) {
  const [accounts, member] = await Promise.all([
    listActiveCompanyAccounts(db),
    readMemberForAccountRules(db, memberId),
  ]);
  return member ? chooseCompanyAccount(accounts, member) : undefined;
}
