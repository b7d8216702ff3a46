import { bahtToSatang, type BankStatementLine } from '@chaba/contracts/money';
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
  request_id: number | null;
  /** The member whose account changed, for the live update. */
  memberId: number | null;
}

/** A line that passed `bankStatementLine` (its amount has at most two decimals). */
type Line = BankStatementLine;

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
  const amountSatang = bahtToSatang(line.amount);
  const occurredAt = new Date(line.occurred_at);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(bankStatementLines)
      .values({
        externalId: line.id,
        accountNumber: line.account_number,
        amountSatang,
        occurredAt,
        fromBank: line.from_bank ?? null,
        fromAccount: line.from_account ?? null,
        fromName: line.from_name ?? null,
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
          eq(moneyRequests.companyAccountNumber, line.account_number),
          eq(moneyRequests.amountSatang, amountSatang),
          lte(moneyRequests.createdAt, addSeconds(occurredAt, statementClockSkewSeconds)),
          gte(moneyRequests.expiresAt, occurredAt),
        ),
      )
      .for('update', { of: moneyRequests });
    const matching = candidates.filter(
      (candidate) =>
        !line.from_account || senderMatches(line.from_account, candidate.memberAccountNumber ?? ''),
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
          from: ledgerAccount.companyBank(line.account_number),
          idempotencyKey: `statement-line:${inserted.id}`,
          metadata: { lineId: line.id, requestId: completed.id },
          request: { id: completed.id, promotionId: only.request.promotionId },
          now,
        });
        await tx
          .update(bankStatementLines)
          .set({ status: 'matched', requestId: completed.id, resolvedAt: now })
          .where(eq(bankStatementLines.id, inserted.id));
        return {
          id: line.id,
          status: 'matched',
          request_id: completed.id,
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
        ledgerAccount.companyBank(line.account_number),
        ledgerAccount.unmatchedDeposits(),
        amountSatang,
      ),
      metadata: { lineId: line.id, reason },
    });
    await tx
      .update(bankStatementLines)
      .set({ unmatchedReason: reason })
      .where(eq(bankStatementLines.id, inserted.id));
    return { id: line.id, status: 'unmatched', request_id: null, memberId: null } as const;
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
    .where(eq(bankStatementLines.externalId, line.id));
  if (!existing) throw new Error(`statement line ${line.id} vanished`);
  const sameLine =
    existing.line.amountSatang === amountSatang && existing.line.accountNumber === line.account_number;
  return {
    id: line.id,
    status: sameLine ? existing.line.status : 'conflict',
    request_id: existing.line.requestId,
    memberId: null,
  };
}
