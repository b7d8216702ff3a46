import type { Database } from '@chaba/db/client';
import { bankMessages } from '@chaba/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { StaffActor } from '../audit/lock-member-row';
import { recordAudit } from '../audit/record-audit';
import {
  recordBankStatementLines,
  type LineOutcome,
  type StatementLine,
} from '../deposits/record-bank-statement-lines';
import { DomainError } from '../errors';

/**
 * Staff read a forwarded message no parser could (or one no single account matched) and make it a
 * statement line (issue 25, `deposits.decide`): account, amount, time and sender as they read them.
 * The line goes through the one crediting path, named `bank-message-manual:<message id>` so that a
 * repeated click is a replay; the message then notes the line, and the action is audited.
 *
 * @throws DomainError not_found, statement_line_not_unmatched (the message already is a line),
 *   server_busy
 */
export async function recordMessageStatementLine(
  db: Database,
  options: StaffActor & Omit<StatementLine, 'externalId'> & { messageId: number },
): Promise<LineOutcome> {
  const [message] = await db.select().from(bankMessages).where(eq(bankMessages.id, options.messageId));
  if (!message) throw new DomainError('not_found');
  if (message.outcome === 'statement_line') throw new DomainError('statement_line_not_unmatched');
  const externalId = `bank-message-manual:${message.id}`;
  const [outcome] = await recordBankStatementLines(db, {
    lines: [
      {
        externalId,
        accountNumber: options.accountNumber,
        amountSatang: options.amountSatang,
        occurredAt: options.occurredAt,
        fromBank: options.fromBank ?? null,
        fromAccount: options.fromAccount ?? null,
        fromName: options.fromName ?? null,
        source: 'bank_message',
      },
    ],
    now: options.now,
  });
  await db.transaction(async (tx) => {
    await tx
      .update(bankMessages)
      .set({
        outcome: 'statement_line',
        accountNumber: options.accountNumber,
        lineExternalId: externalId,
        statementLineId: sql`(select id from bank_statement_lines where external_id = ${externalId})`,
      })
      .where(eq(bankMessages.id, message.id));
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'deposits.bank_message.statement_line',
      targetType: 'bank_message',
      targetId: message.id,
      clientAddress: options.clientAddress,
      before: { outcome: message.outcome },
      after: {
        outcome: 'statement_line',
        accountNumber: options.accountNumber,
        amountSatang: options.amountSatang.toString(),
        occurredAt: options.occurredAt.toISOString(),
        lineStatus: outcome!.status,
      },
      now: options.now,
    });
  });
  return outcome!;
}
