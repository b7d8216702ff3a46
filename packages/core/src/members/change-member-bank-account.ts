import type { Database } from '@chaba/db/client';
import { memberBankAccountHistory, members } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { evaluateMemberRisk } from '../risk/evaluate-member-risk';
import { isUniqueViolation } from '../database-errors';
import { DomainError } from '../errors';
import { lockMemberRow, type StaffActor } from '../audit/lock-member-row';

/**
 * Staff change a member's bank account (withdrawals go to it from now on); the old one is kept in
 * the member's bank-account history, never overwritten. Another member's account is refused.
 *
 * @throws DomainError not_found, account_number_taken
 */
export async function changeMemberBankAccount(
  db: Database,
  options: StaffActor & { memberId: number; bank: string; accountNumber: string; name?: string },
) {
  const bank = options.bank.trim().toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      const member = await lockMemberRow(tx, options.memberId);
      await tx.insert(memberBankAccountHistory).values({
        memberId: member.id,
        bank: member.bank,
        accountNumber: member.accountNumber,
        name: member.name,
        replacedByStaffId: options.staffId,
        replacedAt: options.now,
      });
      const name = options.name ?? member.name;
      await tx
        .update(members)
        .set({ bank, accountNumber: options.accountNumber, name })
        .where(eq(members.id, member.id));
      await evaluateMemberRisk(tx, { event: 'bank_account', memberId: member.id, now: options.now });
      await recordAudit(tx, {
        staffId: options.staffId,
        action: 'member.bank_account',
        targetType: 'member',
        targetId: member.id,
        clientAddress: options.clientAddress,
        before: { bank: member.bank, accountNumber: member.accountNumber, name: member.name },
        after: { bank, accountNumber: options.accountNumber, name },
        now: options.now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'members_bank_account_unique')) {
      throw new DomainError('account_number_taken', { field: 'account_number' });
    }
    throw error;
  }
}
