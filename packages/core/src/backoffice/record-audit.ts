import type { Executor } from '@chaba/db/client';
import { auditLog } from '@chaba/db/schema';

/** Writes one staff action to the append-only audit log, in the caller's transaction. */
export async function recordAudit(
  db: Executor,
  entry: {
    staffId: number;
    action: string;
    targetType?: string;
    targetId?: string | number;
    details?: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    details: entry.details ?? {},
    createdAt: entry.now,
  });
}
