import type { Database } from '@chaba/db/client';
import { companyBankAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import type { StaffActor } from '../audit/lock-member-row';
import { recordAudit } from '../audit/record-audit';
import type { CompanyAccountRow } from '../members/company-account-rules';
import { lockCompanyAccount } from './lock-company-account';

export interface BankOperationsInput {
  role: CompanyAccountRow['role'];
  /** Frozen is set by `freezeCompanyAccount` alone (it moves what the account was given). */
  status: Exclude<CompanyAccountRow['status'], 'frozen'>;
  dailyInCapSatang: bigint | null;
  dailyOutCapSatang: bigint | null;
}

const audited = (row: CompanyAccountRow) => ({
  role: row.role,
  status: row.status,
  dailyInCapSatang: row.dailyInCapSatang?.toString() ?? null,
  dailyOutCapSatang: row.dailyOutCapSatang?.toString() ?? null,
});

/**
 * Sets how an account is used (decision 52): its role, its status (active, paused, retired; making
 * a frozen account active again unfreezes it) and its daily caps in and out (null: none). Audited
 * with before and after. Deposits already told to pay into it, and payouts already ordered from
 * it, stay: only a freeze moves them.
 *
 * @throws DomainError not_found
 */
export async function updateBankOperations(
  db: Database,
  options: StaffActor & { accountId: number; operations: BankOperationsInput },
): Promise<CompanyAccountRow> {
  return db.transaction(async (tx) => {
    const before = await lockCompanyAccount(tx, options.accountId);
    const [after] = await tx
      .update(companyBankAccounts)
      .set(options.operations)
      .where(eq(companyBankAccounts.id, before.id))
      .returning();
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'bank_account.operations',
      targetType: 'company_bank_account',
      targetId: before.id,
      clientAddress: options.clientAddress,
      before: audited(before),
      after: audited(after!),
      now: options.now,
    });
    return after!;
  });
}
