import type { Executor } from '@chaba/db/client';
import { auditLog } from '@chaba/db/schema';
import { desc, sql } from 'drizzle-orm';
import { asStoredJson, auditRecordHash } from './audit-chain';

export interface AuditEntry {
  /** Who; null only for a login attempt naming no staff member. */
  staffId: number | null;
  /** What, as `area.verb` (e.g. `withdrawal.approve`, `staff.login_failed`). */
  action: string;
  /** On what: the kind of record and its id (e.g. `member`, 42). */
  targetType?: string;
  targetId?: string | number;
  /** Anything else the action needs said (a reason, a reference, a user agent). */
  details?: Record<string, unknown>;
  /** From where: the client address of the request. */
  clientAddress?: string;
  /** The values the action changed, before and after it. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  now: Date;
}

/**
 * Writes one staff action to the append-only audit log, in the caller's transaction, as the next
 * link of the chain: the record stores the hash of the one before it and its own. Appends are
 * serialized by a transaction-scoped advisory lock, so concurrent actions still form one chain; a
 * transaction that rolls back takes its record with it and releases the lock. Call it last in the
 * transaction: the lock is held until commit, and a row lock taken after it could deadlock with a
 * transaction that holds that row and waits for the chain.
 */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('audit-log-chain'))`);
  const [last] = await db.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  const content = {
    staffId: entry.staffId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    clientAddress: entry.clientAddress ?? null,
    details: asStoredJson(entry.details ?? {}),
    before: asStoredJson(entry.before ?? null),
    after: asStoredJson(entry.after ?? null),
    createdAt: entry.now,
  };
  const previousHash = last?.hash ?? null;
  await db.insert(auditLog).values({
    ...content,
    previousHash,
    hash: auditRecordHash(previousHash, content),
  });
}
