import type { Database } from '@chaba/db/client';
import { bankStatementLines, members, moneyRequests } from '@chaba/db/schema';
import { and, eq, gte, lte } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { ledgerAccount } from '../ledger/accounts';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { creditDeposit } from './credit-deposit';
import { statementClockSkewSeconds } from './deposit-rules';
import { senderMatches } from './sender-matches';

export interface LineOutcome {
  id: string;
  status: 'matched' | 'unmatched' | 'credited' | 'conflict';
  requestId: number | null;
  /** The member whose account changed, for the live update. */
  memberId: number | null;
}

/** A transfer into one of our accounts, as a statement reader reports it (`id`: its own id for the line). */
export interface StatementLine {
  externalId: string;
  accountNumber: string;
  amountSatang: bigint;
  occurredAt: Date;
  fromBank?: string | null;
  fromAccount?: string | null;
  fromName?: string | null;
}

type Line = StatementLine;

/**
 * Applies incoming transfers. Each line is applied at most once (by its id; a replay answers as the
 * first time). A line matching exactly one pending deposit — same company account, exact amount,
 * inside the deposit's window, and the sender's account when the line gives it — completes the
 * deposit and credits the wallet at once. Any other line is kept as unmatched for an operator, its
 * money held on the unmatched-deposits account, never lost. Each line is its own transaction: the
 * caller validates lines one by one and passes only the good ones, so a bad line never holds back
 * the others (issue 9).
 */
export async function recordBankStatementLines(
  db: Database,
  options: { lines: Line[]; now: Date },
): Promise<LineOutcome[]> {
  const outcomes: LineOutcome[] = [];
  for (const line of options.lines) outcomes.push(await recordLine(db, line, options.now));
  return outcomes;
}

async function recordLine(db: Database, line: Line, now: Date): Promise<LineOutcome> {
  const { amountSatang, occurredAt } = line;
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(bankStatementLines)
      .values({
        externalId: line.externalId,
        accountNumber: line.accountNumber,
        amountSatang,
        occurredAt,
        fromBank: line.fromBank ?? null,
        fromAccount: line.fromAccount ?? null,
        fromName: line.fromName ?? null,
        status: 'unmatched',
        createdAt: now,
      })
      .onConflictDoNothing({ target: bankStatementLines.externalId })
      .returning();
    if (!inserted) return replayOutcome(tx, line, amountSatang);

    const candidates = await tx
      .select({ request: moneyRequests, memberAccountNumber: members.accountNumber })
      .from(moneyRequests)
      .innerJoin(members, eq(members.id, moneyRequests.memberId))
      .where(
        and(
          eq(moneyRequests.status, 'pending'),
          eq(moneyRequests.type, 'deposit'),
          eq(moneyRequests.companyAccountNumber, line.accountNumber),
          eq(moneyRequests.amountSatang, amountSatang),
          lte(moneyRequests.createdAt, addSeconds(occurredAt, statementClockSkewSeconds)),
          gte(moneyRequests.expiresAt, occurredAt),
        ),
      )
      .for('update', { of: moneyRequests });
    const matching = candidates.filter(
      (candidate) =>
        !line.fromAccount || senderMatches(line.fromAccount, candidate.memberAccountNumber ?? ''),
    );

    const only = matching.length === 1 ? matching[0] : undefined;
    if (only) {
      const [completed] = await tx
        .update(moneyRequests)
        .set({ status: 'completed', completedAt: now, statementLineId: inserted.id })
        .where(and(eq(moneyRequests.id, only.request.id), eq(moneyRequests.status, 'pending')))
        .returning({ id: moneyRequests.id, memberId: moneyRequests.memberId });
      if (completed) {
        await creditDeposit(tx, {
          memberId: completed.memberId,
          amountSatang,
          from: ledgerAccount.companyBank(line.accountNumber),
          idempotencyKey: `statement-line:${inserted.id}`,
          metadata: { lineId: line.externalId, requestId: completed.id },
          request: { id: completed.id, promotionId: only.request.promotionId },
          now,
        });
        await tx
          .update(bankStatementLines)
          .set({ status: 'matched', requestId: completed.id, resolvedAt: now })
          .where(eq(bankStatementLines.id, inserted.id));
        return {
          id: line.externalId,
          status: 'matched',
          requestId: completed.id,
          memberId: completed.memberId,
        } as const;
      }
    }

    const reason =
      candidates.length === 0
        ? 'no_pending_deposit'
        : matching.length === 0
          ? 'sender_mismatch'
          : 'ambiguous';
    await postTransaction(tx, {
      idempotencyKey: `statement-line:${inserted.id}`,
      eventType: 'unmatched_transfer',
      postings: transfer(
        ledgerAccount.companyBank(line.accountNumber),
        ledgerAccount.unmatchedDeposits(),
        amountSatang,
      ),
      metadata: { lineId: line.externalId, reason },
    });
    await tx
      .update(bankStatementLines)
      .set({ unmatchedReason: reason })
      .where(eq(bankStatementLines.id, inserted.id));
    return { id: line.externalId, status: 'unmatched', requestId: null, memberId: null } as const;
  });
}

async function replayOutcome(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  line: Line,
  amountSatang: bigint,
): Promise<LineOutcome> {
  const [existing] = await tx
    .select({ line: bankStatementLines, memberId: moneyRequests.memberId })
    .from(bankStatementLines)
    .leftJoin(moneyRequests, eq(moneyRequests.id, bankStatementLines.requestId))
    .where(eq(bankStatementLines.externalId, line.externalId));
  if (!existing) throw new Error(`statement line ${line.externalId} vanished`);
  const sameLine =
    existing.line.amountSatang === amountSatang && existing.line.accountNumber === line.accountNumber;
  return {
    id: line.externalId,
    status: sameLine ? existing.line.status : 'conflict',
    requestId: existing.line.requestId,
    memberId: null,
  };
}
