import type { Transaction } from '@chaba/db/client';
import { gameTransactions } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { ledgerAccount, readBalance } from '../ledger/accounts';
import { findPlayerSession } from './player-sessions';
import { recordMemberChange } from '../notifications/member-events';

export type WalletAnswer =
  | {
      status:
        | 'OK'
        | 'INSUFFICIENT_FUNDS'
        | 'LIMIT_EXCEEDED'
        | 'DUPLICATE_MISMATCH'
        | 'TRANSACTION_ROLLED_BACK'
        | 'UNKNOWN_TRANSACTION';
      balanceSatang: bigint;
      transactionId: string;
    }
  | { status: 'INVALID_TOKEN'; transactionId: string };

/** What a bet and a win carry: one round's money call. */
export interface RoundCall {
  provider: string;
  playerToken: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amountSatang: bigint;
  now: Date;
}

type NewGameTransaction = Omit<
  typeof gameTransactions.$inferInsert,
  'status' | 'answerStatus' | 'balanceAfterSatang' | 'id'
>;

/**
 * Claims an aggregator transaction id for this call. Answers `{ claimed: true, id }` the first
 * time; otherwise the first call's answer (a replay), or DUPLICATE_MISMATCH when the same id came
 * with another kind, member or amount. The unique index serialises concurrent calls with one id.
 */
export async function claimGameTransaction(
  tx: Transaction,
  values: NewGameTransaction,
): Promise<{ claimed: true; id: number } | { claimed: false; answer: WalletAnswer }> {
  const [inserted] = await tx
    .insert(gameTransactions)
    .values({ ...values, status: 'noop', answerStatus: 'OK', balanceAfterSatang: 0n })
    .onConflictDoNothing()
    .returning({ id: gameTransactions.id });
  if (inserted) return { claimed: true, id: inserted.id };
  const [existing] = await tx
    .select()
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.provider, values.provider),
        eq(gameTransactions.transactionId, values.transactionId),
      ),
    );
  if (!existing) throw new Error(`game transaction ${values.transactionId} vanished`);
  const same =
    existing.kind === values.kind &&
    existing.memberId === values.memberId &&
    existing.amountSatang === values.amountSatang;
  if (!same) {
    return {
      claimed: false,
      answer: {
        status: 'DUPLICATE_MISMATCH',
        balanceSatang: await readBalance(tx, ledgerAccount.memberWallet(values.memberId)),
        transactionId: values.transactionId,
      },
    };
  }
  return {
    claimed: false,
    answer: {
      status: existing.answerStatus as
        'OK' | 'INSUFFICIENT_FUNDS' | 'LIMIT_EXCEEDED' | 'TRANSACTION_ROLLED_BACK' | 'UNKNOWN_TRANSACTION',
      balanceSatang: existing.balanceAfterSatang,
      transactionId: values.transactionId,
    },
  };
}

type Outcome = Pick<Parameters<typeof finishGameTransaction>[1], 'status' | 'answerStatus' | 'walletSatang'>;

/**
 * The preamble of every money call (bet, win, rollback), in one place: the session behind the player
 * token (an expired one only where `allowExpired`), the bet's lock where `lockBetId` names one, then
 * the claim of the transaction id. Answers `{ answer }` when the call ends there (INVALID_TOKEN, a
 * replay, DUPLICATE_MISMATCH); otherwise the member and `finish`, which stores how the call ended.
 */
export async function beginWalletCall(
  tx: Transaction,
  options: {
    playerToken: string;
    now: Date;
    allowExpired: boolean;
    lockBetId?: string;
    transaction: Omit<NewGameTransaction, 'memberId' | 'createdAt'>;
  },
): Promise<
  { answer: WalletAnswer } | { memberId: number; finish: (outcome: Outcome) => Promise<WalletAnswer> }
> {
  const { provider, transactionId } = options.transaction;
  const session = await findPlayerSession(tx, {
    provider,
    playerToken: options.playerToken,
    now: options.now,
    allowExpired: options.allowExpired,
  });
  if (!session) return { answer: { status: 'INVALID_TOKEN', transactionId } };
  if (options.lockBetId !== undefined) await lockBet(tx, provider, options.lockBetId);
  const { memberId } = session;
  const claim = await claimGameTransaction(tx, {
    ...options.transaction,
    memberId,
    createdAt: options.now,
  });
  if (!claim.claimed) return { answer: claim.answer };
  return {
    memberId,
    finish: (outcome) => finishGameTransaction(tx, { ...outcome, id: claim.id, memberId, transactionId }),
  };
}

/** Stores how a claimed transaction ended and the balance after it, for replays. */
export async function finishGameTransaction(
  tx: Transaction,
  options: {
    id: number;
    memberId: number;
    transactionId: string;
    status: 'applied' | 'refused' | 'noop';
    answerStatus:
      'OK' | 'INSUFFICIENT_FUNDS' | 'LIMIT_EXCEEDED' | 'TRANSACTION_ROLLED_BACK' | 'UNKNOWN_TRANSACTION';
    /** The wallet's balance when the caller just moved it (from postTransaction); read otherwise. */
    walletSatang?: bigint | undefined;
  },
): Promise<WalletAnswer> {
  const balanceSatang =
    options.walletSatang ?? (await readBalance(tx, ledgerAccount.memberWallet(options.memberId)));
  await tx
    .update(gameTransactions)
    .set({ status: options.status, answerStatus: options.answerStatus, balanceAfterSatang: balanceSatang })
    .where(eq(gameTransactions.id, options.id));
  // The wallet changed now (not on a replay): the member's open pages reload their credit.
  if (options.status === 'applied')
    await recordMemberChange(tx, { memberId: options.memberId, reason: 'credit' });
  return { status: options.answerStatus, balanceSatang, transactionId: options.transactionId };
}

/**
 * Serialises a bet and any rollback of it until the end of the transaction: without it, a rollback
 * could miss a bet that is not committed yet, and the late bet miss the rollback's record, so that
 * the bet would stand although the aggregator cancelled it. Keyed by provider and bet id.
 */
export async function lockBet(tx: Transaction, provider: string, betTransactionId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`game-bet:${provider}:${betTransactionId}`}, 0))`,
  );
}

/**
 * Whether the aggregator rolled this bet back before it arrived (a rollback that found no bet).
 * Only a rollback made with the same member's player token counts: otherwise a rollback sent with
 * one player's token could refuse another player's future bet of that id.
 */
export async function wasRolledBackBeforehand(
  tx: Transaction,
  options: { provider: string; betTransactionId: string; memberId: number },
): Promise<boolean> {
  const { provider, betTransactionId } = options;
  const [rollback] = await tx
    .select({ id: gameTransactions.id })
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.provider, provider),
        eq(gameTransactions.kind, 'rollback'),
        eq(gameTransactions.referenceTransactionId, betTransactionId),
        eq(gameTransactions.memberId, options.memberId),
      ),
    )
    .limit(1);
  return rollback !== undefined;
}
