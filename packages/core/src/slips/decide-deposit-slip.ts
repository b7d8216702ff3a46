import type { Transaction } from '@chaba/db/client';
import { bankStatementLines, depositSlips } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { DomainError } from '../errors';

export type DepositSlipRow = typeof depositSlips.$inferSelect;
type StatementLineRow = typeof bankStatementLines.$inferSelect;

/** The slip, its row locked until the transaction ends: two staff deciding one slip take turns. */
export async function lockDepositSlip(tx: Transaction, slipId: number): Promise<DepositSlipRow> {
  const [slip] = await tx.select().from(depositSlips).where(eq(depositSlips.id, slipId)).for('update');
  if (!slip) throw new DomainError('not_found');
  return slip;
}

/**
 * The statement line that holds a slip's money: its own line, or, when its line is a duplicate of
 * a line another source reported first, that first line (the duplicate moved no money). Null for a
 * slip the verifier never confirmed (it has no line).
 */
export async function slipMoneyLine(tx: Transaction, slip: DepositSlipRow): Promise<StatementLineRow | null> {
  if (slip.statementLineId === null) return null;
  const [line] = await tx
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.id, slip.statementLineId));
  if (!line || line.status !== 'duplicate' || line.twinOf === null) return line ?? null;
  const [twin] = await tx.select().from(bankStatementLines).where(eq(bankStatementLines.id, line.twinOf));
  return twin ?? null;
}
