import type { Executor } from '@chaba/db/client';
import { auditLog } from '@chaba/db/schema';
import { asc, gt } from 'drizzle-orm';
import { auditRecordHash } from '../audit/audit-chain';

export type AuditChainState =
  | { intact: true; checked: number; unchained: number; lastId: number | null; lastHash: string | null }
  | {
      intact: false;
      checked: number;
      unchained: number;
      /** The first record that does not hold: changed, or following a removed or inserted one. */
      brokenId: number;
      reason: 'hash_mismatch' | 'previous_hash_mismatch' | 'hash_missing';
    };

/**
 * Walks the audit log's chain in id order, `batchSize` records at a time, and answers whether every
 * record's hash is the hash of its content and of the record before it; else the first that is not.
 * Records written before the chain existed (no hash, all before the first chained one) are counted
 * as `unchained`. The chain's first record has no previous hash, so removing it shows too; removing
 * the newest records does not (compare `lastHash` with one kept elsewhere).
 */
export async function verifyAuditChain(
  db: Executor,
  options: { batchSize?: number } = {},
): Promise<AuditChainState> {
  const batchSize = options.batchSize ?? 1000;
  let afterId = 0;
  let checked = 0;
  let unchained = 0;
  let previous: { id: number; hash: string } | null = null;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, afterId))
      .orderBy(asc(auditLog.id))
      .limit(batchSize);
    for (const row of rows) {
      if (row.hash === null) {
        if (previous !== null)
          return { intact: false, checked, unchained, brokenId: row.id, reason: 'hash_missing' };
        unchained += 1;
        continue;
      }
      if (row.previousHash !== (previous?.hash ?? null)) {
        return { intact: false, checked, unchained, brokenId: row.id, reason: 'previous_hash_mismatch' };
      }
      if (auditRecordHash(row.previousHash, row) !== row.hash) {
        return { intact: false, checked, unchained, brokenId: row.id, reason: 'hash_mismatch' };
      }
      checked += 1;
      previous = { id: row.id, hash: row.hash };
    }
    if (rows.length < batchSize) break;
    afterId = rows[rows.length - 1]!.id;
  }
  return { intact: true, checked, unchained, lastId: previous?.id ?? null, lastHash: previous?.hash ?? null };
}
