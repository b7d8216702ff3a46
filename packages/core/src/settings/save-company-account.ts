import type { Database, Transaction } from '@chaba/db/client';
import { companyBankAccounts } from '@chaba/db/schema';
import { and, eq, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { isUniqueViolation } from '../database-errors';
import { DomainError } from '../errors';
import type { StaffActor } from '../audit/lock-member-row';
import type { CompanyAccountServes } from '../members/company-account-rules';

export interface CompanyAccountInput {
  bank: string;
  accountNumber: string;
  accountName: string;
  active: boolean;
  serves: CompanyAccountServes;
}

type Row = typeof companyBankAccounts.$inferSelect;

/** What the audit keeps of an account: everything the operator can change. */
function audited(row: Row) {
  return {
    bank: row.bank,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    active: row.active,
    status: row.status,
    sortOrder: row.sortOrder,
    serves: row.serves,
  };
}

/**
 * Adds a company bank account (last in the order) or changes one (`accountId`): bank, number, name,
 * active (deactivating keeps the account and its history; members move to the next account their
 * rules give) and which members' deposits it receives. Active is the status (decision 52): checked,
 * the account is `active`; unchecked, an active account is `paused` and a frozen or retired one
 * keeps its status. Audited with before and after. Pending
 * deposits already told to pay the old account keep matching on it.
 *
 * @throws DomainError company_account_taken (another account has this number), not_found
 */
export async function saveCompanyAccount(
  db: Database,
  options: StaffActor & { accountId?: number; account: CompanyAccountInput },
): Promise<Row> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('company-bank-accounts'))`);
      await refuseTakenNumber(tx, options.account.accountNumber, options.accountId);
      const saved =
        options.accountId === undefined
          ? await insertAccount(tx, options.account, options.now)
          : await updateAccount(tx, options.accountId, options.account);
      await recordAudit(tx, {
        staffId: options.staffId,
        action:
          options.accountId === undefined ? 'settings.bank_account.create' : 'settings.bank_account.update',
        targetType: 'company_bank_account',
        targetId: saved.after.id,
        clientAddress: options.clientAddress,
        before: saved.before ? audited(saved.before) : null,
        after: audited(saved.after),
        now: options.now,
      });
      return saved.after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('company_account_taken', { field: 'account_number' });
    throw error;
  }
}

async function refuseTakenNumber(tx: Transaction, accountNumber: string, accountId: number | undefined) {
  const [taken] = await tx
    .select({ id: companyBankAccounts.id })
    .from(companyBankAccounts)
    .where(
      and(
        eq(companyBankAccounts.accountNumber, accountNumber),
        accountId === undefined ? undefined : ne(companyBankAccounts.id, accountId),
      ),
    );
  if (taken) throw new DomainError('company_account_taken', { field: 'account_number' });
}

async function insertAccount(tx: Transaction, account: CompanyAccountInput, now: Date) {
  const [last] = await tx
    .select({ sortOrder: sql<number>`coalesce(max(${companyBankAccounts.sortOrder}), -1)::int` })
    .from(companyBankAccounts);
  const [after] = await tx
    .insert(companyBankAccounts)
    .values({
      ...detailsOf(account),
      status: account.active ? 'active' : 'paused',
      sortOrder: (last?.sortOrder ?? -1) + 1,
      createdAt: now,
    })
    .returning();
  if (!after) throw new Error('insert returned no account');
  return { before: undefined, after };
}

async function updateAccount(tx: Transaction, accountId: number, account: CompanyAccountInput) {
  const [before] = await tx
    .select()
    .from(companyBankAccounts)
    .where(eq(companyBankAccounts.id, accountId))
    .for('update');
  if (!before) throw new DomainError('not_found');
  const [after] = await tx
    .update(companyBankAccounts)
    .set({ ...detailsOf(account), status: statusAfter(before.status, account.active) })
    .where(eq(companyBankAccounts.id, accountId))
    .returning();
  if (!after) throw new DomainError('not_found');
  return { before, after };
}

/** What the form changes besides the status. */
function detailsOf({ active: _active, ...details }: CompanyAccountInput) {
  return details;
}

/** The form's "active" as a status: a paused account is made active, an unchecked active one paused. */
function statusAfter(status: Row['status'], active: boolean): Row['status'] {
  if (active) return 'active';
  return status === 'active' ? 'paused' : status;
}
