import type { Executor } from '@chaba/db/client';
import { members } from '@chaba/db/schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ledgerAccount, type AccountSpec } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';

/**
 * Puts deposited money on a member's wallet through the ledger, and gives the member a customer id
 * (username) on their first deposit (spec §3: "may be empty until the first deposit").
 * Call inside the caller's transaction, after the request was moved to completed.
 */
export async function creditDeposit(
  tx: Executor,
  options: {
    memberId: number;
    amountSatang: bigint;
    from: AccountSpec;
    idempotencyKey: string;
    metadata: Record<string, unknown>;
  },
) {
  const posted = await postTransaction(tx, {
    idempotencyKey: options.idempotencyKey,
    eventType: 'deposit',
    postings: transfer(options.from, ledgerAccount.memberWallet(options.memberId), options.amountSatang),
    metadata: options.metadata,
  });
  await tx
    .update(members)
    .set({ username: sql`'CB' || lpad(${members.id}::text, 6, '0')` })
    .where(and(eq(members.id, options.memberId), isNull(members.username)));
  return posted;
}
