import type { Database, Transaction } from '@chaba/db/client';
import type { Language } from '@chaba/i18n/languages';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors';

/** Who changes content, from where and when: every content change is audited with it. */
export interface ContentActor {
  staffId: number;
  clientAddress?: string;
  now: Date;
}

/**
 * A record as the audit log keeps it: satang as decimal text (JSON has no bigint), times as ISO
 * text, the creation time left out (it never changes).
 */
export function auditSnapshot(row: Record<string, unknown>): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'createdAt') continue;
    snapshot[key] =
      typeof value === 'bigint' ? value.toString() : value instanceof Date ? value.toISOString() : value;
  }
  return snapshot;
}

/**
 * The text of one language with the Thai fallback (issue 12): what the operator wrote in English or
 * Chinese, or the Thai text when that is empty.
 */
export function localizedText(language: Language, texts: { th: string; en: string; cn: string }): string {
  const chosen = language === 'en' ? texts.en : language === 'cn' ? texts.cn : texts.th;
  return chosen.trim() === '' ? texts.th : chosen;
}

/**
 * One content change and its audit record in one transaction: `lock` reads the record as it is
 * (locked until commit, so that the "before" is true) when there is one, `write` creates or updates
 * it and answers it as it now is. The action is `<targetType>.create` or `<targetType>.update`.
 *
 * @throws DomainError not_found when `lock` finds nothing
 */
export async function saveAudited<Row extends { id: number }>(
  db: Database,
  options: ContentActor & {
    targetType: string;
    lock?: (tx: Transaction) => Promise<Row | undefined>;
    write: (tx: Transaction) => Promise<Row | undefined>;
  },
): Promise<Row> {
  return db.transaction(async (tx) => {
    const before = options.lock ? await options.lock(tx) : null;
    if (before === undefined) throw new DomainError('not_found');
    const saved = await options.write(tx);
    if (!saved) throw new DomainError('not_found');
    await recordAudit(tx, {
      staffId: options.staffId,
      action: `${options.targetType}.${before ? 'update' : 'create'}`,
      targetType: options.targetType,
      targetId: saved.id,
      clientAddress: options.clientAddress,
      before: before && auditSnapshot(before),
      after: auditSnapshot(saved),
      now: options.now,
    });
    return saved;
  });
}
