import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { ledgerAccounts } from '@chaba/db/schema';
import { inArray, sql } from 'drizzle-orm';

/**
 * The ledger's accounts. Money flows between them with signed postings that sum to zero. Accounts
 * that stand for the world outside (company bank accounts, expenses, game providers) may go below
 * zero: their negative balance is what flowed in from them; they cache it in balance slots (decision
 * 8). A member's wallet and withdrawal hold never may, and keep one cached balance the database guards.
 */
export interface AccountSpec {
  code: string;
  kind: string;
  memberId?: number;
  allowNegative: boolean;
}

export const ledgerAccount = {
  memberWallet: (memberId: number): AccountSpec => ({
    code: `member:${memberId}:wallet`,
    kind: 'member_wallet',
    memberId,
    allowNegative: false,
  }),
  memberWithdrawalHold: (memberId: number): AccountSpec => ({
    code: `member:${memberId}:withdrawal-hold`,
    kind: 'member_withdrawal_hold',
    memberId,
    allowNegative: false,
  }),
  /** Referral bonus earned by the weekly summary and not yet moved to the wallet. */
  memberReferralPending: (memberId: number): AccountSpec => ({
    code: `member:${memberId}:referral-pending`,
    kind: 'member_referral_pending',
    memberId,
    allowNegative: false,
  }),
  /** By account number, so that a transfer into an account we do not know still has a place. */
  companyBank: (accountNumber: string): AccountSpec => ({
    code: `company-bank:${accountNumber}`,
    kind: 'company_bank',
    allowNegative: true,
  }),
  /** Transfers that arrived but match no request yet: they wait here for an operator. */
  unmatchedDeposits: (): AccountSpec => ({
    code: 'suspense:unmatched-deposits',
    kind: 'suspense',
    allowNegative: false,
  }),
  /** Payment gateway settlements (QR payments confirmed by a gateway). */
  paymentGateway: (name: string): AccountSpec => ({
    code: `gateway:${name}`,
    kind: 'payment_gateway',
    allowNegative: true,
  }),
  /** Money paid out to members' own bank accounts. */
  payouts: (): AccountSpec => ({ code: 'payouts', kind: 'payouts', allowNegative: true }),
  promotionExpense: (): AccountSpec => ({ code: 'expense:promotion', kind: 'expense', allowNegative: true }),
  referralExpense: (): AccountSpec => ({ code: 'expense:referral', kind: 'expense', allowNegative: true }),
  /** Manual credits and debits of members' wallets by staff (issue 11): what staff gave, less what they took. */
  staffAdjustments: (): AccountSpec => ({
    code: 'expense:staff-adjustment',
    kind: 'expense',
    allowNegative: true,
  }),
  gameProvider: (provider: string): AccountSpec => ({
    code: `game-provider:${provider}`,
    kind: 'game_provider',
    allowNegative: true,
  }),
} as const;

/**
 * The ids of accounts by code, creating those used for the first time (concurrent first uses agree on
 * one row). One query when they all exist, which is almost always.
 */
export async function ensureAccounts(db: Executor, specs: AccountSpec[]): Promise<Map<string, number>> {
  const codes = specs.map((spec) => spec.code);
  const ids = await accountIds(db, codes);
  const missing = specs.filter((spec) => !ids.has(spec.code));
  if (missing.length === 0) return ids;
  await db
    .insert(ledgerAccounts)
    .values(
      missing.map((spec) => ({
        code: spec.code,
        kind: spec.kind,
        memberId: spec.memberId ?? null,
        balanceSatang: spec.allowNegative ? null : 0n,
        allowNegative: spec.allowNegative,
      })),
    )
    .onConflictDoNothing({ target: ledgerAccounts.code });
  const all = await accountIds(db, codes);
  for (const code of codes)
    if (!all.has(code)) throw new Error(`ledger account ${code} could not be created`);
  return all;
}

async function accountIds(db: Executor, codes: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, codes));
  return new Map(rows.map((row) => [row.code, row.id]));
}

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
