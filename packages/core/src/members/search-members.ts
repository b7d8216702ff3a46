import type { Executor } from '@chaba/db/client';
import { members } from '@chaba/db/schema';
import { and, desc, eq, like, lt, sql, type SQL } from 'drizzle-orm';

export type MemberSearchKind = 'auto' | 'phone' | 'customer_id' | 'name' | 'account_number' | 'referral_key';

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
/** Text matched literally inside a LIKE pattern (its `\\`, `%` and `_` escaped). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
const prefix = (text: string) => `${escapeLike(text)}%`;

/**
 * The conditions a query stands for, one per kind it may be (each served by its own index: the
 * prefix indexes of phone, customer id, account number and lower-case name, the unique referral
 * key; a name also by the start of a later word). `auto` reads the text: a leading 0 and digits is a phone or an account number, other digits
 * an account number, a word a customer id, a referral key or a name.
 */
export function searchConditions(kind: MemberSearchKind, query: string): SQL[] {
  const text = query.trim();
  const digits = text.replace(/[\s-]/g, '');
  const byPhone = like(members.phone, prefix(digits));
  const byAccount = like(members.accountNumber, prefix(digits));
  const byCustomerId = like(members.username, prefix(text.toUpperCase()));
  const byName = sql`lower(${members.name}) like ${prefix(text.toLowerCase())}`;
  // A later word of the name (a surname): no index serves it, so it reads the table (tens of ms on
  // 100,000 members), in parallel with the indexed queries.
  const byLaterWord = sql`lower(${members.name}) like ${`% ${prefix(text.toLowerCase())}`}`;
  const byReferralKey = eq(members.referralKey, text);
  switch (kind) {
    case 'phone':
      return [byPhone];
    case 'account_number':
      return [byAccount];
    case 'customer_id':
      return [byCustomerId];
    case 'name':
      return [byName, byLaterWord];
    case 'referral_key':
      return [byReferralKey];
    case 'auto':
      if (/^0\d+$/.test(digits)) return [byPhone, byAccount];
      if (/^\d+$/.test(digits)) return [byAccount];
      if (/^[A-Za-z0-9]+$/.test(text)) return [byCustomerId, byReferralKey, byName];
      return [byName, byLaterWord];
  }
}

/** A member as the search and the list show one. */
export const summaryColumns = {
  id: members.id,
  phone: members.phone,
  username: members.username,
  name: members.name,
  bank: members.bank,
  accountNumber: members.accountNumber,
  referralKey: members.referralKey,
  lockedAt: members.lockedAt,
  createdAt: members.createdAt,
};

/**
 * The back office's member search, newest first, a page at a time (`cursor`: the last id of the
 * previous page). Each kind a query may be is its own indexed query of one page; the pages are merged,
 * so no query scans the members table. Without a query: the newest members.
 */
export async function searchMembers(
  db: Executor,
  options: { query?: string; kind: MemberSearchKind; cursor?: number; limit: number },
) {
  const limit = Math.min(options.limit, 100);
  const text = options.query?.trim() ?? '';
  const conditions = text === '' ? [undefined] : searchConditions(options.kind, text);
  const pages = await Promise.all(
    conditions.map((condition) =>
      db
        .select(summaryColumns)
        .from(members)
        .where(and(condition, options.cursor === undefined ? undefined : lt(members.id, options.cursor)))
        // With a condition, `id + 0` keeps PostgreSQL from walking the primary key backwards and
        // filtering (it guesses matches spread evenly; a prefix's are often not): it reads the
        // matches through the condition's index and sorts them, bounded by the table's size.
        .orderBy(condition === undefined ? desc(members.id) : sql`${members.id} + 0 desc`)
        .limit(limit + 1),
    ),
  );
  const byId = new Map(pages.flat().map((row) => [row.id, row]));
  const rows = [...byId.values()].sort((a, b) => b.id - a.id);
  const page = rows.slice(0, limit);
  return { members: page, nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

export type MemberSummaryRow = Awaited<ReturnType<typeof searchMembers>>['members'][number];
