import type { Database } from '@chaba/db/client';
import { companyBankAccounts } from '@chaba/db/schema';
import { asc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors';
import type { StaffActor } from '../audit/lock-member-row';

/**
 * Puts the company accounts in a new order (the order the settings show and members are spread
 * in): `ids` must name every account once. Audited with the order before and after.
 *
 * @throws DomainError not_found (an id that is no account, or an account left out)
 */
export async function orderCompanyAccounts(db: Database, options: StaffActor & { ids: number[] }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('company-bank-accounts'))`);
    const current = await tx
      .select({ id: companyBankAccounts.id })
      .from(companyBankAccounts)
      .orderBy(asc(companyBankAccounts.sortOrder), asc(companyBankAccounts.id));
    const known = new Set(current.map((row) => row.id));
    const asked = new Set(options.ids);
    if (
      asked.size !== options.ids.length ||
      asked.size !== known.size ||
      options.ids.some((id) => !known.has(id))
    )
      throw new DomainError('not_found', { field: 'ids' });
    for (const [index, id] of options.ids.entries()) {
      await tx.update(companyBankAccounts).set({ sortOrder: index }).where(eq(companyBankAccounts.id, id));
    }
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'settings.bank_account.order',
      targetType: 'company_bank_account',
      clientAddress: options.clientAddress,
      before: { ids: current.map((row) => row.id) },
      after: { ids: options.ids },
      now: options.now,
    });
    return options.ids;
  });
}
