import type { Database, Transaction } from '@chaba/db/client';
import { bankStatementLines, members, moneyRequests } from '@chaba/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { refuseWhileClaimed } from '../claims/claims';
import { DomainError } from '../errors';
import { ledgerAccount } from '../ledger/accounts';
import { creditDeposit } from './credit-deposit';
import { generateRef } from './generate-ref';
import { refuseCreditWhileProtected } from './hold-for-player-protection';

/**
 * An operator credits an unmatched transfer: to a deposit request (pending, expired or cancelled —
 * the member paid after all) or straight to a member by phone (a completed deposit is recorded for
 * their history). The line leaves the unmatched state with a guarded update, so it credits once.
 * What was received is credited and becomes the request's amount; a request that expected another
 * amount keeps it as `expectedAmountSatang`, and is matched only with `acceptOtherAmount`.
 *
 * @throws DomainError not_found, statement_line_not_unmatched, request_not_pending, member_not_found,
 *   statement_amount_differs
 */
export async function matchStatementLine(
  db: Database,
  options: {
    staffId: number;
    /** From where the staff member acted, for the audit record. */
    clientAddress: string;
    lineId: number;
    target: { requestId: number } | { memberPhone: string };
    /** Credit a transfer whose amount differs from the request's (what was received is credited). */
    acceptOtherAmount?: boolean;
    now: Date;
  },
) {
  const { staffId, now } = options;
  return db.transaction(async (tx) => {
    const credited = await creditStatementLine(tx, options);
    await recordAudit(tx, {
      staffId,
      action: 'statement_line.match',
      targetType: 'bank_statement_line',
      targetId: credited.lineId,
      clientAddress: options.clientAddress,
      details: {
        requestId: credited.requestId,
        memberId: credited.memberId,
        amountSatang: credited.receivedSatang.toString(),
        expectedAmountSatang: credited.expectedAmountSatang?.toString() ?? null,
      },
      now,
    });
    return credited;
  });
}

/**
 * The credit of an unmatched line by staff, inside the caller's transaction (the statement desk's
 * match, and a held slip credited from the slips desk): the line is claimed with a guarded update,
 * the request completed or made, player protection asked, and the money moved from suspense by
 * deposit_credit. The caller writes the audit record. This is where a staff member's credit checks the
 * claims (issue 30, decision 68): a line or a deposit another staff member holds is refused, under
 * the row locks the guarded updates took, so a claim and a credit at once agree.
 *
 * @throws DomainError not_found, statement_line_not_unmatched, request_not_pending, member_not_found,
 *   statement_amount_differs, player_protection_holds, statement_line_claimed, deposit_claimed
 */
export async function creditStatementLine(
  tx: Transaction,
  options: {
    staffId: number;
    lineId: number;
    target: { requestId: number } | { memberPhone: string } | { memberId: number };
    acceptOtherAmount?: boolean;
    now: Date;
  },
) {
  const { staffId, lineId, now } = options;
  const line = await takeUnmatchedLine(tx, lineId, staffId, now);
  await refuseWhileClaimed(tx, 'statement_line', line, staffId, now);
  const request =
    'requestId' in options.target
      ? await completeDepositRequest(tx, line, {
          requestId: options.target.requestId,
          acceptOtherAmount: options.acceptOtherAmount,
          now,
        })
      : await recordMemberDeposit(tx, line, { member: options.target, now });
  await refuseWhileClaimed(tx, 'deposit', request, staffId, now);
  await refuseCreditWhileProtected(tx, {
    memberId: request.memberId,
    amountSatang: line.amountSatang,
    requestId: request.id,
    now,
  });
  await creditDeposit(tx, {
    memberId: request.memberId,
    amountSatang: line.amountSatang,
    from: ledgerAccount.unmatchedDeposits(),
    idempotencyKey: `statement-line:${line.id}:credit`,
    metadata: { lineId: line.externalId, requestId: request.id, staffId },
    request: { id: request.id, promotionId: request.promotionId },
    now,
  });
  await tx
    .update(bankStatementLines)
    .set({ requestId: request.id })
    .where(eq(bankStatementLines.id, line.id));
  return {
    lineId: line.id,
    requestId: request.id,
    memberId: request.memberId,
    receivedSatang: line.amountSatang,
    expectedSatang: request.expectedAmountSatang ?? request.amountSatang,
    expectedAmountSatang: request.expectedAmountSatang,
  };
}

type StatementLine = typeof bankStatementLines.$inferSelect;

/**
 * Moves the line out of the unmatched state, resolved by the staff member; only one caller wins this
 * guarded update.
 */
async function takeUnmatchedLine(tx: Transaction, lineId: number, staffId: number, now: Date) {
  const [line] = await tx
    .update(bankStatementLines)
    .set({ status: 'credited', resolvedAt: now, resolvedByStaffId: staffId })
    .where(and(eq(bankStatementLines.id, lineId), eq(bankStatementLines.status, 'unmatched')))
    .returning();
  if (!line) {
    const [existing] = await tx
      .select({ id: bankStatementLines.id })
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, lineId));
    throw new DomainError(existing ? 'statement_line_not_unmatched' : 'not_found');
  }
  return line;
}

/** Completes a pending, expired or cancelled deposit request with what the line received. */
async function completeDepositRequest(
  tx: Transaction,
  line: StatementLine,
  options: { requestId: number; acceptOtherAmount?: boolean; now: Date },
) {
  const matchable = and(
    eq(moneyRequests.id, options.requestId),
    eq(moneyRequests.type, 'deposit'),
    inArray(moneyRequests.status, ['pending', 'expired', 'cancelled']),
  );
  const [expected] = await tx
    .select({ amountSatang: moneyRequests.amountSatang })
    .from(moneyRequests)
    .where(matchable);
  if (!expected) throw new DomainError('request_not_pending', { field: 'request_id' });
  // A transfer of another amount is credited only when the operator says so: a 20.01 line
  // matched to a 1,000 deposit by a slip of the hand must not pass silently.
  const differs = expected.amountSatang !== line.amountSatang;
  if (differs && !options.acceptOtherAmount) {
    throw new DomainError('statement_amount_differs', {
      field: 'accept_amount',
      amounts: { received: line.amountSatang, expected: expected.amountSatang },
    });
  }
  // The request then reads what was received (what the ledger credits), and keeps what it
  // expected beside it. The amount guard makes a concurrent change of the request lose.
  const [request] = await tx
    .update(moneyRequests)
    .set({
      status: 'completed',
      completedAt: options.now,
      statementLineId: line.id,
      deletedCause: null,
      deletedAt: null,
      amountSatang: line.amountSatang,
      expectedAmountSatang: differs ? expected.amountSatang : null,
    })
    .where(and(matchable, eq(moneyRequests.amountSatang, expected.amountSatang)))
    .returning();
  if (!request) throw new DomainError('request_not_pending', { field: 'request_id' });
  return request;
}

/** Records a completed deposit for the member (by phone or id), so the credit shows in their history. */
async function recordMemberDeposit(
  tx: Transaction,
  line: StatementLine,
  options: { member: { memberPhone: string } | { memberId: number }; now: Date },
) {
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      'memberPhone' in options.member
        ? eq(members.phone, options.member.memberPhone)
        : eq(members.id, options.member.memberId),
    );
  if (!member) throw new DomainError('member_not_found', { field: 'member_phone' });
  const [request] = await tx
    .insert(moneyRequests)
    .values({
      memberId: member.id,
      type: 'deposit',
      status: 'completed',
      amountSatang: line.amountSatang,
      requestedAmountSatang: line.amountSatang,
      ref: generateRef('deposit'),
      method: 'bank',
      companyAccountNumber: line.accountNumber,
      statementLineId: line.id,
      completedAt: options.now,
      createdAt: options.now,
    })
    .returning();
  if (!request) throw new Error('no request to credit');
  return request;
}
