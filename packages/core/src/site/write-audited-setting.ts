import type { Transaction } from '@chaba/db/client';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { StaffActor } from '../audit/lock-member-row';
import { readSiteSetting, writeSiteSetting, type SiteSetting, type SiteSettingKey } from './site-settings';

/**
 * Replaces one site setting and audits it with before and after, in the caller's transaction. Changes
 * of one key are serialized (a transaction-scoped advisory lock), so the audited "before" is always
 * the value the change replaced. Answers the value before (null when the key was never set).
 */
export async function writeAuditedSetting<Key extends SiteSettingKey>(
  tx: Transaction,
  options: StaffActor & { key: Key; value: SiteSetting<Key>; action: string },
): Promise<SiteSetting<Key> | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`site-setting:${options.key}`}))`);
  const before = (await readSiteSetting(tx, options.key)) ?? null;
  await writeSiteSetting(tx, options.key, options.value, options.now);
  await recordAudit(tx, {
    staffId: options.staffId,
    action: options.action,
    targetType: 'site_setting',
    targetId: options.key,
    clientAddress: options.clientAddress,
    before: before as Record<string, unknown> | null,
    after: options.value as Record<string, unknown>,
    now: options.now,
  });
  return before;
}
