import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import type { BonusSource } from '@chaba/db/schema';
import { sql } from 'drizzle-orm';

/**
 * The ledger's accounts. Money flows between them with signed postings that sum to zero. Accounts
 * that stand for the world outside (company bank accounts, expenses, game providers) may go below
 * zero: their negative balance is what flowed in from them; they cache it in balance slots (decision
 * 8). A member's wallet and withdrawal hold never may, and keep one cached balance the database guards.
 * The SQL functions build the codes they use with the same names (ledger_member_wallet …, in
 * packages/db/functions/ledger/ledger-accounts.sql); packages/core/test/ledger.test.ts holds them equal.
 */
export interface AccountSpec {
  /** What the account is (its kind, member, whether it may go below zero) is read from its code in SQL. */
  code: string;
}

export const ledgerAccount = {
  memberWallet: (memberId: number): AccountSpec => ({ code: `member:${memberId}:wallet` }),
  memberWithdrawalHold: (memberId: number): AccountSpec => ({ code: `member:${memberId}:withdrawal-hold` }),
  /** Referral bonus earned by the weekly summary and not yet moved to the wallet. */
  memberReferralPending: (memberId: number): AccountSpec => ({ code: `member:${memberId}:referral-pending` }),
  /** By account number, so that a transfer into an account we do not know still has a place. */
  companyBank: (accountNumber: string): AccountSpec => ({ code: `company-bank:${accountNumber}` }),
  /** Transfers that arrived but match no request yet: they wait here for an operator. */
  unmatchedDeposits: (): AccountSpec => ({ code: 'suspense:unmatched-deposits' }),
  /** Payment gateway settlements (QR payments confirmed by a gateway). */
  paymentGateway: (name: string): AccountSpec => ({ code: `gateway:${name}` }),
  /** Money paid out to members' own bank accounts. */
  payouts: (): AccountSpec => ({ code: 'payouts' }),
  promotionExpense: (): AccountSpec => ({ code: 'expense:promotion' }),
  referralExpense: (): AccountSpec => ({ code: 'expense:referral' }),
  /** Manual credits and debits of members' wallets by staff (issue 11): what staff gave, less what they took. */
  staffAdjustments: (): AccountSpec => ({ code: 'expense:staff-adjustment' }),
  /** Each bonus source of decision 58 is paid from its own expense account (bonus_grant). */
  cashbackExpense: (): AccountSpec => ({ code: 'expense:cashback' }),
  rebateExpense: (): AccountSpec => ({ code: 'expense:rebate' }),
  commissionExpense: (): AccountSpec => ({ code: 'expense:commission' }),
  staffBonusExpense: (): AccountSpec => ({ code: 'expense:staff-bonus' }),
  couponExpense: (): AccountSpec => ({ code: 'expense:coupon' }),
  /** VIP levels' bonuses (decision 72): one account for level-ups, one for birthdays. */
  vipLevelUpExpense: (): AccountSpec => ({ code: 'expense:vip-level-up' }),
  vipBirthdayExpense: (): AccountSpec => ({ code: 'expense:vip-birthday' }),
  /** The lucky wheel's prizes and the daily check-in's (issue 31, decision 73). */
  wheelExpense: (): AccountSpec => ({ code: 'expense:wheel' }),
  checkinExpense: (): AccountSpec => ({ code: 'expense:checkin' }),
  gameProvider: (provider: string): AccountSpec => ({ code: `game-provider:${provider}` }),
} as const;

/** The expense account each bonus source is paid from (SQL: ledger_bonus_expense; decision 58). */
export const bonusExpenseAccount: Record<BonusSource, () => AccountSpec> = {
  promotion: ledgerAccount.promotionExpense,
  staff_bonus: ledgerAccount.staffBonusExpense,
  coupon: ledgerAccount.couponExpense,
  cashback: ledgerAccount.cashbackExpense,
  rebate: ledgerAccount.rebateExpense,
  commission: ledgerAccount.commissionExpense,
  vip_level_up: ledgerAccount.vipLevelUpExpense,
  vip_birthday: ledgerAccount.vipBirthdayExpense,
  wheel: ledgerAccount.wheelExpense,
  checkin: ledgerAccount.checkinExpense,
};

/**
 * SQL for the cached balance of the `ledger_accounts` row aliased `a`: its own column for a guarded
 * account, the sum of its balance slots for one of the outside world (decision 8).
 */
export const cachedBalanceOfA = sql.raw(
  '(coalesce(a.balance_satang, (select coalesce(sum(s.balance_satang), 0) from ledger_balance_slots s where s.account_id = a.id)))',
);

/**
 * The cached balance of an account in satang; 0 for an account that was never used. One row for a
 * guarded account; the sum of its balance slots for one of the outside world.
 */
export async function readBalance(db: Executor, spec: AccountSpec): Promise<bigint> {
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`select ${cachedBalanceOfA}::text as balance from ledger_accounts a where a.code = ${spec.code}`,
  );
  return row ? BigInt(row.balance) : 0n;
}
