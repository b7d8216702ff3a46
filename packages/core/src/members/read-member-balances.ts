import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';

export interface MemberBalances {
  walletSatang: bigint;
  holdSatang: bigint;
  referralPendingSatang: bigint;
}

/** A list of ids as one array parameter (`= any(...)`), whatever its length. */
export const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;

/**
 * The cached balances of members' own accounts (wallet, withdrawal hold, referral bonus not yet
 * withdrawn), in one query for any number of members; a member without an account has 0 in it.
 */
export async function readMemberBalances(
  db: Executor,
  memberIds: readonly number[],
): Promise<Map<number, MemberBalances>> {
  const result = new Map<number, MemberBalances>();
  for (const id of memberIds) result.set(id, { walletSatang: 0n, holdSatang: 0n, referralPendingSatang: 0n });
  if (memberIds.length === 0) return result;
  const rows = await queryRows<{ member_id: string; kind: string; balance: string }>(
    db,
    sql`select member_id::text, kind, balance_satang::text as balance from ledger_accounts
        where member_id = any(${idArray(memberIds)})
          and kind in ('member_wallet', 'member_withdrawal_hold', 'member_referral_pending')`,
  );
  for (const row of rows) {
    const entry = result.get(Number(row.member_id));
    if (!entry) continue;
    const balance = BigInt(row.balance);
    if (row.kind === 'member_wallet') entry.walletSatang = balance;
    else if (row.kind === 'member_withdrawal_hold') entry.holdSatang = balance;
    else entry.referralPendingSatang = balance;
  }
  return result;
}
