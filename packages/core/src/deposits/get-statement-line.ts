import type { Executor } from '@chaba/db/client';
import { auditLog, bankStatementLines, members, moneyRequests, staffAccounts } from '@chaba/db/schema';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { DomainError } from '../errors';

/**
 * A statement line for the deposit desk: the deposit it completed and that deposit's member, and who
 * resolved it by hand (a match or a refund, from the audit log) and when.
 *
 * @throws DomainError not_found
 */
export async function getStatementLine(db: Executor, options: { lineId: number }) {
  const [row] = await db
    .select({ line: bankStatementLines, request: moneyRequests, phone: members.phone, name: members.name })
    .from(bankStatementLines)
    .leftJoin(moneyRequests, eq(moneyRequests.id, bankStatementLines.requestId))
    .leftJoin(members, eq(members.id, moneyRequests.memberId))
    .where(eq(bankStatementLines.id, options.lineId));
  if (!row) throw new DomainError('not_found');
  const [resolution] = await db
    .select({
      staffId: auditLog.staffId,
      username: staffAccounts.username,
      action: auditLog.action,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .innerJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffId))
    .where(
      and(
        eq(auditLog.targetType, 'bank_statement_line'),
        eq(auditLog.targetId, String(options.lineId)),
        inArray(auditLog.action, ['statement_line.match', 'statement_line.refund']),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return {
    line: row.line,
    request: row.request && { ...row.request, memberPhone: row.phone ?? '', memberName: row.name },
    resolution: resolution ?? null,
  };
}
