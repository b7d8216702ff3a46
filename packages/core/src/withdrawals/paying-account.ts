import type { Transaction } from '@chaba/db/client';
import { companyBankAccounts } from '@chaba/db/schema';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { readCompanyAccountDays } from '../members/company-account-day';
import type { CompanyAccountRow } from '../members/company-account-rules';

/** What the payout rules read of a company account (decision 52). */
export type PayingAccount = Pick<
  CompanyAccountRow,
  'accountNumber' | 'role' | 'active' | 'dailyOutCapSatang'
> & {
  /** Payouts ordered from it today (Bangkok) and not failed. */
  todayOutSatang: bigint;
  /** Its known balance less the payouts it may not show yet; null when no balance is known. */
  availableSatang: bigint | null;
};

/**
 * Whether the account can pay this amount now: its role pays withdrawals, its status is active
 * (`active` is generated from it), its known balance covers the amount (an unknown balance does not
 * refuse), and today's payouts plus this one stay within its daily cap out, when it has one.
 */
export function canPay(account: PayingAccount, amountSatang: bigint): boolean {
  if (!account.active || account.role === 'deposits') return false;
  if (account.availableSatang !== null && account.availableSatang < amountSatang) return false;
  const cap = account.dailyOutCapSatang;
  return cap === null || account.todayOutSatang + amountSatang <= cap;
}

/** The first account in the operator's order that can pay the amount; undefined when none can. */
export function choosePayingAccount<Account extends PayingAccount>(
  accounts: readonly Account[],
  amountSatang: bigint,
): Account | undefined {
  return accounts.find((account) => canPay(account, amountSatang));
}

/** The same account after it was given a payout: its day's total and what it has left move. */
export function afterPaying<Account extends PayingAccount>(account: Account, amountSatang: bigint): Account {
  return {
    ...account,
    todayOutSatang: account.todayOutSatang + amountSatang,
    availableSatang: account.availableSatang === null ? null : account.availableSatang - amountSatang,
  };
}

/**
 * The payout lock: every transaction that gives a company account a payout (an approval, the
 * automatic rules, a freeze moving orders) takes it before it reads what the accounts paid, so two
 * payouts decided at once are counted one after the other and cannot both pass a cap or a balance.
 * Transaction-scoped, as the automatic rules' total cap lock is: released when the order commits.
 */
export async function takePayoutLock(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('company-account-payouts'))`);
}

/**
 * The accounts that may pay, in the operator's order, with today's payouts and available balance.
 * The caller holds the payout lock (`takePayoutLock`), else the figures may be stale when used.
 */
export async function readPayingAccounts(tx: Transaction, now: Date): Promise<PayingAccount[]> {
  const accounts = await tx
    .select({
      accountNumber: companyBankAccounts.accountNumber,
      role: companyBankAccounts.role,
      active: companyBankAccounts.active,
      dailyOutCapSatang: companyBankAccounts.dailyOutCapSatang,
    })
    .from(companyBankAccounts)
    .where(and(eq(companyBankAccounts.active, true), ne(companyBankAccounts.role, 'deposits')))
    .orderBy(asc(companyBankAccounts.sortOrder), asc(companyBankAccounts.id));
  const days = await readCompanyAccountDays(tx, {
    now,
    accountNumbers: accounts.map((account) => account.accountNumber),
  });
  return accounts.map((account) => ({
    ...account,
    todayOutSatang: days.get(account.accountNumber)?.todayOutSatang ?? 0n,
    availableSatang: days.get(account.accountNumber)?.availableSatang ?? null,
  }));
}

/** The payout lock, then the accounts that may pay: what a new payout order is decided on. */
export async function lockPayingAccounts(tx: Transaction, now: Date): Promise<PayingAccount[]> {
  await takePayoutLock(tx);
  return readPayingAccounts(tx, now);
}
