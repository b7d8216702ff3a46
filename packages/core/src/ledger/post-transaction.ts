import type { Executor } from '@chaba/db/client';
import { ledgerAccounts, ledgerBalanceSlots, ledgerPostings, ledgerTransactions } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { createHash, randomInt } from 'node:crypto';
import { DomainError } from '../errors';
import { ensureAccounts, type AccountSpec } from './accounts';

export interface PostingInput {
  account: AccountSpec;
  amountSatang: bigint;
}

export interface PostTransactionInput {
  /** One key per business event, e.g. `deposit:42:complete`. Replaying it returns the first result. */
  idempotencyKey: string;
  eventType: string;
  postings: PostingInput[];
  metadata?: Record<string, unknown>;
}

export interface PostedTransaction {
  transactionId: number;
  /** True when the key had been posted before and nothing moved this time. */
  replayed: boolean;
  /** The new balances of the guarded accounts this posting moved, by code (empty on a replay). */
  balances: Map<string, bigint>;
}

const maxPostings = 16;
/** Balance slots per outside-world account: more than the connections that could wait on one. */
export const balanceSlots = 16;

/**
 * The one function that moves money (DESIGN.md §3). Postings must sum to zero. Cached balances are
 * updated in account order (no deadlock between two transfers): the accounts that may not go negative
 * with guarded UPDATEs (no read-then-write) that refuse with `insufficient_funds`; the outside world's
 * accounts in one of their balance slots, chosen at random, so that every member's bets do not queue
 * on one provider row (decision 8). Runs in its own database transaction, or in a savepoint of the
 * caller's, so the whole event commits or nothing does.
 *
 * @throws DomainError insufficient_funds, idempotency_conflict
 */
export async function postTransaction(db: Executor, input: PostTransactionInput): Promise<PostedTransaction> {
  assertWellFormed(input);
  const inputHash = hashInput(input);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(ledgerTransactions)
      .values({
        idempotencyKey: input.idempotencyKey,
        eventType: input.eventType,
        inputHash,
        metadata: input.metadata ?? {},
      })
      .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
      .returning({ id: ledgerTransactions.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ id: ledgerTransactions.id, inputHash: ledgerTransactions.inputHash })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, input.idempotencyKey));
      if (!existing) throw new Error(`ledger transaction ${input.idempotencyKey} vanished`);
      if (existing.inputHash !== inputHash) throw new DomainError('idempotency_conflict');
      return { transactionId: existing.id, replayed: true, balances: new Map() };
    }

    const ids = await ensureAccounts(
      tx,
      input.postings.map((posting) => posting.account),
    );
    const legs = input.postings.map((posting) => ({ ...posting, accountId: ids.get(posting.account.code)! }));
    legs.sort((a, b) => a.accountId - b.accountId);
    const balances = new Map<string, bigint>();
    for (const leg of legs) {
      if (leg.account.allowNegative) {
        await tx
          .insert(ledgerBalanceSlots)
          .values({
            accountId: leg.accountId,
            slot: randomInt(balanceSlots),
            balanceSatang: leg.amountSatang,
          })
          .onConflictDoUpdate({
            target: [ledgerBalanceSlots.accountId, ledgerBalanceSlots.slot],
            set: { balanceSatang: sql`${ledgerBalanceSlots.balanceSatang} + excluded.balance_satang` },
          });
        continue;
      }
      const updated = await tx
        .update(ledgerAccounts)
        .set({ balanceSatang: sql`${ledgerAccounts.balanceSatang} + ${leg.amountSatang}` })
        .where(
          and(
            eq(ledgerAccounts.id, leg.accountId),
            sql`${ledgerAccounts.balanceSatang} + ${leg.amountSatang} >= 0`,
          ),
        )
        .returning({ balance: ledgerAccounts.balanceSatang });
      const balance = updated[0]?.balance;
      if (balance === undefined || balance === null)
        throw new DomainError('insufficient_funds', { values: { account: leg.account.code } });
      balances.set(leg.account.code, balance);
    }
    await tx.insert(ledgerPostings).values(
      legs.map((leg) => ({
        transactionId: inserted.id,
        accountId: leg.accountId,
        amountSatang: leg.amountSatang,
      })),
    );
    return { transactionId: inserted.id, replayed: false, balances };
  });
}

function assertWellFormed(input: PostTransactionInput): void {
  if (input.postings.length < 2 || input.postings.length > maxPostings) {
    throw new Error(`a ledger transaction has 2 to ${maxPostings} postings, not ${input.postings.length}`);
  }
  const codes = new Set(input.postings.map((posting) => posting.account.code));
  if (codes.size !== input.postings.length) throw new Error('a ledger transaction touches each account once');
  let sum = 0n;
  for (const posting of input.postings) {
    if (typeof posting.amountSatang !== 'bigint' || posting.amountSatang === 0n) {
      throw new Error(`posting to ${posting.account.code} must be a non-zero bigint of satang`);
    }
    sum += posting.amountSatang;
  }
  if (sum !== 0n) throw new Error(`ledger transaction ${input.idempotencyKey} does not balance: ${sum}`);
}

/**
 * The fingerprint of an event's postings stored with its idempotency key: a replay with other
 * postings is an `idempotency_conflict`. The game wallet's SQL function computes the same text and
 * hash (`game_wallet_post`, migration 0029).
 */
export function hashInput(input: Pick<PostTransactionInput, 'eventType' | 'postings'>): string {
  const canonical = JSON.stringify({
    eventType: input.eventType,
    postings: input.postings
      .map((posting) => [posting.account.code, posting.amountSatang.toString()])
      .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0)),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** A transfer of a positive amount from one account to another: the common two-legged case. */
export function transfer(from: AccountSpec, to: AccountSpec, amountSatang: bigint): PostingInput[] {
  if (amountSatang <= 0n) throw new Error(`a transfer moves a positive amount, not ${amountSatang}`);
  return [
    { account: from, amountSatang: -amountSatang },
    { account: to, amountSatang },
  ];
}
