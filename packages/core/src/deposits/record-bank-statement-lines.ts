import type { Database, Transaction } from '@chaba/db/client';
import { bankStatementLines, members, moneyRequests } from '@chaba/db/schema';
import { and, eq, gte, lte } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { queueStaffAlert } from '../alerts/queue-staff-alert';
import { ledgerAccount } from '../ledger/accounts';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { postTransaction, transfer } from '../ledger/post-transaction';
import { creditDeposit } from './credit-deposit';
import { statementClockSkewSeconds } from './deposit-rules';
import { senderMatches } from './sender-matches';
import { heldForMaintenance, holdsTransfers, readMaintenance } from '../maintenance/read-maintenance';
import { holdForPlayerProtection, refusalToCredit } from './hold-for-player-protection';

export interface LineOutcome {
  id: string;
  status: 'matched' | 'unmatched' | 'credited' | 'refunded' | 'conflict';
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
 * the others (issue 9). During maintenance with "credit when it ends", a line that matches is held
 * instead (`holdForMaintenance`) and credited when maintenance ends. A line that matches a deposit
 * player protection now refuses (the member's deposit limit, a time-out, a self-exclusion, a closed
 * account, or no answer) is held in suspense too, marked with the refusal, for staff (decision 20).
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
  return db.transaction(async (tx) => {
    const inserted = await insertLineOnce(tx, line, now);
    if (!inserted) return replayOutcome(tx, line, line.amountSatang);

    const { candidates, matching } = await lockPendingDeposits(tx, line);
    const only = matching.length === 1 ? matching[0] : undefined;
    if (only && holdsTransfers(await readMaintenance(tx))) {
      await holdForMaintenance(tx, { line, lineId: inserted.id, requestId: only.request.id });
      return { id: line.externalId, status: 'unmatched', requestId: null, memberId: null } as const;
    }
    if (only) {
      const refusal = await refusalToCredit(tx, {
        memberId: only.request.memberId,
        amountSatang: line.amountSatang,
        requestId: only.request.id,
        now,
      });
      if (refusal) {
        await holdForPlayerProtection(tx, {
          lineId: inserted.id,
          externalId: line.externalId,
          from: ledgerAccount.companyBank(line.accountNumber),
          amountSatang: line.amountSatang,
          idempotencyKey: `statement-line:${inserted.id}`,
          requestId: only.request.id,
          memberId: only.request.memberId,
          refusal,
          now,
        });
        return { id: line.externalId, status: 'unmatched', requestId: null, memberId: null } as const;
      }
      const matched = await completeDeposit(tx, { line, lineId: inserted.id, request: only.request, now });
      if (matched) return matched;
    }

    const reason =
      candidates.length === 0
        ? 'no_pending_deposit'
        : matching.length === 0
          ? 'sender_mismatch'
          : 'ambiguous';
    await holdUnmatched(tx, { line, lineId: inserted.id, reason });
    await queueStaffAlert(tx, { kind: 'unmatched_transfer', data: unmatchedAlert(line, reason), now });
    return { id: line.externalId, status: 'unmatched', requestId: null, memberId: null } as const;
  });
}

/** Inserts the line as unmatched; undefined when a line of this id was already recorded. */
async function insertLineOnce(tx: Transaction, line: Line, now: Date) {
  const [inserted] = await tx
    .insert(bankStatementLines)
    .values({
      externalId: line.externalId,
      accountNumber: line.accountNumber,
      amountSatang: line.amountSatang,
      occurredAt: line.occurredAt,
      fromBank: line.fromBank ?? null,
      fromAccount: line.fromAccount ?? null,
      fromName: line.fromName ?? null,
      status: 'unmatched',
      createdAt: now,
    })
    .onConflictDoNothing({ target: bankStatementLines.externalId })
    .returning();
  return inserted;
}

/**
 * Locks the pending deposits the line could pay (same account, exact amount, inside the window),
 * and picks those whose member's account matches the sender's when the line gives it.
 */
async function lockPendingDeposits(tx: Transaction, line: Line) {
  const { amountSatang, occurredAt } = line;
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
    (candidate) => !line.fromAccount || senderMatches(line.fromAccount, candidate.memberAccountNumber ?? ''),
  );
  return { candidates, matching };
}

/** Completes the one matching deposit and credits it; undefined when it is no longer pending. */
async function completeDeposit(
  tx: Transaction,
  options: { line: Line; lineId: number; request: typeof moneyRequests.$inferSelect; now: Date },
): Promise<LineOutcome | undefined> {
  const { line, lineId, now } = options;
  const [completed] = await tx
    .update(moneyRequests)
    .set({ status: 'completed', completedAt: now, statementLineId: lineId })
    .where(and(eq(moneyRequests.id, options.request.id), eq(moneyRequests.status, 'pending')))
    .returning({ id: moneyRequests.id, memberId: moneyRequests.memberId });
  if (!completed) return undefined;
  await creditDeposit(tx, {
    memberId: completed.memberId,
    amountSatang: line.amountSatang,
    from: ledgerAccount.companyBank(line.accountNumber),
    idempotencyKey: `statement-line:${lineId}`,
    metadata: { lineId: line.externalId, requestId: completed.id },
    request: { id: completed.id, promotionId: options.request.promotionId },
    now,
  });
  await tx
    .update(bankStatementLines)
    .set({ status: 'matched', requestId: completed.id, resolvedAt: now })
    .where(eq(bankStatementLines.id, lineId));
  return {
    id: line.externalId,
    status: 'matched',
    requestId: completed.id,
    memberId: completed.memberId,
  };
}

/** What the unmatched-transfer alert tells staff: the line, its amount in baht, why it did not match. */
function unmatchedAlert(line: Line, reason: string) {
  return {
    line_id: line.externalId,
    account_number: line.accountNumber,
    amount: satangToBahtNumber(line.amountSatang),
    from_bank: line.fromBank ?? null,
    from_account: line.fromAccount ?? null,
    reason,
  };
}

/** Holds the money on the unmatched-deposits account and keeps why, for an operator. */
async function holdUnmatched(
  tx: Transaction,
  options: { line: Line; lineId: number; reason: 'no_pending_deposit' | 'sender_mismatch' | 'ambiguous' },
) {
  const { line, lineId, reason } = options;
  await postTransaction(tx, {
    idempotencyKey: `statement-line:${lineId}`,
    eventType: 'unmatched_transfer',
    postings: transfer(
      ledgerAccount.companyBank(line.accountNumber),
      ledgerAccount.unmatchedDeposits(),
      line.amountSatang,
    ),
    metadata: { lineId: line.externalId, reason },
  });
  await tx
    .update(bankStatementLines)
    .set({ unmatchedReason: reason })
    .where(eq(bankStatementLines.id, lineId));
}

/**
 * During maintenance with "credit when it ends": the transfer is recorded and its money held like an
 * unmatched one, naming the deposit it pays; `maintenance/release-held-transfers` credits it later.
 */
async function holdForMaintenance(
  tx: Transaction,
  options: { line: Line; lineId: number; requestId: number },
) {
  const { line, lineId } = options;
  await postTransaction(tx, {
    idempotencyKey: `statement-line:${lineId}`,
    eventType: 'unmatched_transfer',
    postings: transfer(
      ledgerAccount.companyBank(line.accountNumber),
      ledgerAccount.unmatchedDeposits(),
      line.amountSatang,
    ),
    metadata: { lineId: line.externalId, reason: heldForMaintenance },
  });
  await tx
    .update(bankStatementLines)
    .set({ unmatchedReason: heldForMaintenance, requestId: options.requestId })
    .where(eq(bankStatementLines.id, lineId));
}

async function replayOutcome(tx: Transaction, line: Line, amountSatang: bigint): Promise<LineOutcome> {
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
