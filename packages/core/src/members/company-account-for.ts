import type { Executor } from '@chaba/db/client';
import {
  chooseCompanyAccount,
  listDepositAccounts,
  readMemberForAccountRules,
} from './company-account-rules';

/**
 * The company account a member pays into, by the rules the operator sets on each account (tag, then
 * bank, then everybody, then any account that receives deposits; `company-account-rules.ts`). A caller that
 * has read the member's bank and tags already passes them instead of the id.
 */
export async function companyAccountFor(
  db: Executor,
  memberOrId: number | { id: number; bank: string | null; tags: readonly string[] },
  now: Date,
) {
  const [accounts, member] = await Promise.all([
    listDepositAccounts(db, now),
    typeof memberOrId === 'number' ? readMemberForAccountRules(db, memberOrId) : memberOrId,
  ]);
  return member ? chooseCompanyAccount(accounts, member) : undefined;
}
