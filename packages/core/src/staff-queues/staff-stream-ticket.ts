import type { Executor } from '@chaba/db/client';
import { spendStreamTicket, streamTicketLifetimeSeconds } from '../auth/stream-ticket';
import { issueToken, type IssuedToken } from '../auth/tokens';
import { DomainError } from '../errors';

/**
 * The staff live queues open with a ticket, as the member stream does (EventSource sends no header,
 * and the staff token must not appear in a URL): one minute, one use, tied to the staff session it
 * was traded for, so that the session's logout or revocation revokes it.
 */
export function issueStaffStreamTicket(
  db: Executor,
  options: { staffId: number; staffTokenId: number; now: Date },
): Promise<IssuedToken> {
  return issueToken(db, {
    kind: 'stream',
    staffId: options.staffId,
    parentTokenId: options.staffTokenId,
    now: options.now,
    lifetimeSeconds: streamTicketLifetimeSeconds,
  });
}

/**
 * Uses up a staff stream ticket (`spendStreamTicket`: once, and only while its staff session lives).
 *
 * @throws DomainError unauthenticated
 */
export async function consumeStaffStreamTicket(
  db: Executor,
  options: { ticket: string | undefined; now: Date },
) {
  if (!options.ticket) throw new DomainError('unauthenticated');
  const row = await spendStreamTicket(db, { ticket: options.ticket, now: options.now });
  if (!row?.staffId || !row.parentTokenId) throw new DomainError('unauthenticated');
  return { staffId: row.staffId, staffTokenId: row.parentTokenId };
}
