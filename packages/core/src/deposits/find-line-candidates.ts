import type { Executor } from '@chaba/db/client';
import { bankStatementLines, members, moneyRequests } from '@chaba/db/schema';
import { and, between, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import { searchMembers } from '../members/search-members';

export type CandidateReason = 'amount_time' | 'account' | 'name' | 'search';

/** Titles a bank puts before the sender's name, which say nothing about who it is. */
const nameTitles = /^(นาย|นางสาว|นาง|น\.ส\.|mr\.?|mrs\.?|ms\.?|miss)\s*/i;
/** The fewest digits of a masked sender account (`xxx-x-x1234-x`) worth comparing. */
const minimumAccountDigits = 4;

/**
 * Members an unmatched transfer could belong to, for the operator who matches it by hand: those with
 * a deposit of the line's amount made within `windowMinutes` before it (pending, expired or
 * cancelled: a member may pay late), those whose account number holds the digits the bank shows of
 * the sender's account, and those whose name starts like the sender's. With `query`: members as the
 * member search finds them. Each comes with their open deposit, if any, and why they were found. A
 * transfer held by player protection (or maintenance) names the deposit it pays: its member comes
 * first with that deposit, so staff credit that request rather than a new one.
 *
 * @throws DomainError not_found
 */
export async function findLineCandidates(
  db: Executor,
  options: { lineId: number; query?: string; windowMinutes: number; limit: number },
) {
  const [line] = await db.select().from(bankStatementLines).where(eq(bankStatementLines.id, options.lineId));
  if (!line) throw new DomainError('not_found');
  const found = new Map<number, Set<CandidateReason>>();
  const note = (memberId: number, reason: CandidateReason) =>
    found.set(memberId, (found.get(memberId) ?? new Set<CandidateReason>()).add(reason));

  const from = new Date(line.occurredAt.getTime() - options.windowMinutes * 60_000);
  const deposits = await db
    .select({ memberId: moneyRequests.memberId })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.type, 'deposit'),
        inArray(moneyRequests.status, ['pending', 'expired', 'cancelled']),
        eq(moneyRequests.amountSatang, line.amountSatang),
        between(moneyRequests.createdAt, from, line.occurredAt),
      ),
    )
    .orderBy(desc(moneyRequests.createdAt))
    .limit(options.limit);
  for (const deposit of deposits) note(deposit.memberId, 'amount_time');
  const [held] =
    line.requestId === null
      ? []
      : await db.select().from(moneyRequests).where(eq(moneyRequests.id, line.requestId));
  if (held) note(held.memberId, 'amount_time');

  const accountDigits = longestDigitRun(line.fromAccount ?? '');
  if (accountDigits.length >= minimumAccountDigits) {
    const rows = await db
      .select({ id: members.id })
      .from(members)
      .where(like(members.accountNumber, `%${accountDigits}%`))
      .limit(options.limit);
    for (const row of rows) note(row.id, 'account');
  }

  const firstName = (line.fromName ?? '').trim().replace(nameTitles, '').split(/\s+/)[0] ?? '';
  if (firstName.length >= 2) {
    const rows = await searchMembers(db, { query: firstName, kind: 'name', limit: options.limit });
    for (const row of rows.members) note(row.id, 'name');
  }

  if (options.query) {
    const rows = await searchMembers(db, { query: options.query, kind: 'auto', limit: options.limit });
    for (const row of rows.members) note(row.id, 'search');
  }
  return { line, candidates: await describeCandidates(db, found, options.limit, held) };
}

function longestDigitRun(text: string): string {
  return (text.match(/\d+/g) ?? []).reduce(
    (longest, run) => (run.length > longest.length ? run : longest),
    '',
  );
}

/**
 * The members found, most reasons first (the member of the deposit the line pays first), each with
 * their open (pending) deposit if any, or the deposit the line pays.
 */
async function describeCandidates(
  db: Executor,
  found: Map<number, Set<CandidateReason>>,
  limit: number,
  held: typeof moneyRequests.$inferSelect | undefined,
) {
  const ids = [...found.keys()];
  if (ids.length === 0) return [];
  const [rows, pending] = await Promise.all([
    db.select().from(members).where(inArray(members.id, ids)),
    db
      .select()
      .from(moneyRequests)
      .where(
        and(
          inArray(moneyRequests.memberId, ids),
          eq(moneyRequests.type, 'deposit'),
          sql`${moneyRequests.status} = 'pending'`,
        ),
      ),
  ]);
  const pendingByMember = new Map(pending.map((request) => [request.memberId, request]));
  if (held) pendingByMember.set(held.memberId, held);
  return rows
    .map((member) => ({
      member,
      reasons: [...(found.get(member.id) ?? [])],
      pendingDeposit: pendingByMember.get(member.id) ?? null,
    }))
    .sort(
      (a, b) =>
        Number(b.member.id === held?.memberId) - Number(a.member.id === held?.memberId) ||
        b.reasons.length - a.reasons.length ||
        b.member.id - a.member.id,
    )
    .slice(0, limit);
}
