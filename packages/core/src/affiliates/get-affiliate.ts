import type { Executor } from '@chaba/db/client';
import { affiliates } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';

/** What the affiliate cookie holds (spec §3): affiliate_key, username, name, line. */
export async function getAffiliate(db: Executor, options: { key: string }) {
  const [affiliate] = await db
    .select()
    .from(affiliates)
    .where(and(eq(affiliates.key, options.key.toUpperCase()), eq(affiliates.active, true)));
  if (!affiliate) return undefined;
  return {
    affiliate_key: affiliate.key,
    username: affiliate.username,
    name: affiliate.name,
    line: affiliate.line,
  };
}
