import type { Database } from '@chaba/db/client';
import { companyBankAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import type { StaffActor } from '../audit/lock-member-row';
import { recordAudit } from '../audit/record-audit';
import type { CompanyAccountRow } from '../members/company-account-rules';
import { lockCompanyAccount } from './lock-company-account';

/**
 * Staff enter an account's balance as the bank shows it now (decision 52): it becomes the last known
 * balance, timed now, until a bank message tells a newer one. Audited with the balance before.
 *
 * @throws DomainError not_found
 */
export async function recordAccountBalance(
  db: Database,
  options: StaffActor & { accountId: number; balanceSatang: bigint },
): Promise<CompanyAccountRow> {
  return db.transaction(async (tx) => {
    const before = await lockCompanyAccount(tx, options.accountId);
    const [after] = await tx
      .update(companyBankAccounts)
      .set({ balanceSatang: options.balanceSatang, balanceAt: options.now, balanceSource: 'staff' })
      .where(eq(companyBankAccounts.id, before.id))
      .returning();
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'bank_account.balance',
      targetType: 'company_bank_account',
      targetId: before.id,
      clientAddress: options.clientAddress,
      before: {
        balanceSatang: before.balanceSatang?.toString() ?? null,
        balanceAt: before.balanceAt?.toISOString() ?? null,
      },
      after: { balanceSatang: options.balanceSatang.toString(), balanceAt: options.now.toISOString() },
      now: options.now,
    });
    return after!;
  });
}
