import type { Database } from '@chaba/db/client';
import { bankStatementLines, companyBankAccounts, depositSlips, moneyRequests } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { recordBankStatementLines } from '../deposits/record-bank-statement-lines';
import { DomainError, type DomainErrorCode } from '../errors';
import { slipReceiverAccount } from './slip-receiver';
import type { SlipVerification, VerifiedTransfer } from './slip-verifier';

/** The operator's slip rules (settings SLIP_AMOUNT_RULE, SLIP_MAX_AGE_MINUTES, SLIP_PENDING_MINUTES). */
export interface SlipRules {
  amountRule: 'hold' | 'credit';
  maxAgeMinutes: number;
  /** How long a slip the verifier cannot confirm yet is asked again, then held for staff. */
  pendingMinutes: number;
}

export type SlipAnswer =
  | { status: 'credited'; amountSatang: bigint; requestId: number | null }
  | { status: 'waiting' }
  | { status: 'held' };

type SlipRow = typeof depositSlips.$inferSelect;

/** The wait before asking again: 30 s, doubled each time, at most 5 minutes (or what the verifier said). */
export function slipRetryDelayMs(attempts: number, retryAfterSeconds?: number): number {
  const backoff = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
  return retryAfterSeconds === undefined ? backoff : Math.max(backoff, retryAfterSeconds * 1000);
}

/**
 * What a slip becomes once its verifier answered (issue 26, decision 48). Pending: it waits and is
 * asked again with backoff until `pendingMinutes` after it was attached, then held for staff.
 * Refused by the verifier: `slip_not_found`. Verified: the receiver must be a company account
 * (`slip_wrong_receiver`) and the transfer recent enough (`slip_too_old`); then the transfer is a
 * statement line of source `slip` naming the member, through the one crediting function
 * (recordBankStatementLines → deposit_record_statement_line): credited to the member's pending
 * deposit of that amount, or as the operator's rule says; a transfer another source reported first
 * is attached to it. Only `verified` ever reaches that function. The slip row records each outcome.
 *
 * @throws DomainError slip_not_found, slip_wrong_receiver, slip_too_old, slip_held, server_busy
 */
export async function settleDepositSlip(
  db: Database,
  options: { slip: SlipRow; verification: SlipVerification; rules: SlipRules; now: Date },
): Promise<SlipAnswer> {
  const { slip, verification, rules, now } = options;
  const save = (values: Partial<SlipRow>) =>
    db
      .update(depositSlips)
      .set({ ...values, updatedAt: now })
      .where(eq(depositSlips.id, slip.id));
  const refuse = async (code: DomainErrorCode, recorded: unknown) => {
    await save({ status: 'refused', refusalCode: code, verification: recorded, nextAttemptAt: null });
    throw new DomainError(code);
  };
  if (verification.status === 'pending') {
    const attempts = slip.attempts + 1;
    const deadline = slip.createdAt.getTime() + rules.pendingMinutes * 60_000;
    if (now.getTime() >= deadline) {
      await save({
        status: 'held',
        refusalCode: 'slip_unconfirmed',
        attempts,
        verification,
        nextAttemptAt: null,
      });
      return { status: 'held' };
    }
    const next = now.getTime() + slipRetryDelayMs(attempts, verification.retryAfterSeconds);
    await save({ attempts, verification, nextAttemptAt: new Date(Math.min(next, deadline)) });
    return { status: 'waiting' };
  }
  if (verification.status === 'refused') return refuse('slip_not_found', verification);
  const transfer = verification.transfer;
  const recorded = {
    status: 'verified',
    transfer: { ...transfer, amountSatang: transfer.amountSatang.toString() },
  };
  const account = await receiverAccount(db, slip, transfer);
  if (!account) return refuse('slip_wrong_receiver', recorded);
  if (transfer.occurredAt.getTime() < now.getTime() - rules.maxAgeMinutes * 60_000) {
    return refuse('slip_too_old', recorded);
  }
  const { outcome, lineId } = await recordSlipLine(db, {
    slip,
    transfer,
    accountNumber: account.accountNumber,
    rules,
    now,
  });
  const ours = outcome.memberId === slip.memberId;
  const status =
    outcome.status === 'matched' ? 'credited' : outcome.status === 'duplicate' && ours ? 'attached' : 'held';
  await save({
    status,
    verification: recorded,
    statementLineId: lineId,
    requestId: outcome.requestId ?? slip.requestId,
    nextAttemptAt: null,
  });
  if (status === 'held') throw new DomainError('slip_held');
  return { status: 'credited', amountSatang: transfer.amountSatang, requestId: outcome.requestId };
}

/** The slip's transfer as a statement line of source `slip`, through the one crediting function. */
async function recordSlipLine(
  db: Database,
  options: { slip: SlipRow; transfer: VerifiedTransfer; accountNumber: string; rules: SlipRules; now: Date },
) {
  const { slip, transfer, rules, now } = options;
  const externalId = `slip:${slip.sendingBank}:${slip.transRef}`;
  const [outcome] = await recordBankStatementLines(db, {
    lines: [
      {
        externalId,
        accountNumber: options.accountNumber,
        amountSatang: transfer.amountSatang,
        occurredAt: transfer.occurredAt,
        fromBank: transfer.sender.bank ?? null,
        fromAccount: transfer.sender.accountMasked ?? null,
        fromName: transfer.sender.name.th ?? transfer.sender.name.en ?? transfer.sender.name.display ?? null,
        source: 'slip',
        memberId: slip.memberId,
        unmatchedRule: rules.amountRule,
      },
    ],
    now,
  });
  const [line] = await db
    .select({ id: bankStatementLines.id })
    .from(bankStatementLines)
    .where(eq(bankStatementLines.externalId, externalId));
  return { outcome: outcome!, lineId: line?.id ?? null };
}

/** The company account the slip paid, the member's pending deposit's first. */
async function receiverAccount(db: Database, slip: SlipRow, transfer: VerifiedTransfer) {
  const accounts = await db
    .select({
      accountNumber: companyBankAccounts.accountNumber,
      accountName: companyBankAccounts.accountName,
    })
    .from(companyBankAccounts);
  const [pending] = await db
    .select({ accountNumber: moneyRequests.companyAccountNumber })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.memberId, slip.memberId),
        eq(moneyRequests.type, 'deposit'),
        eq(moneyRequests.status, 'pending'),
      ),
    );
  return slipReceiverAccount(transfer.receiver, accounts, pending?.accountNumber);
}
