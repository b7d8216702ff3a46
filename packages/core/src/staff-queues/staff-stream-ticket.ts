import type { Executor } from '@chaba/db/client';
import { issueHolderStreamTicket, spendHolderStreamTicket } from '../auth/stream-ticket';
import type { IssuedToken } from '../auth/tokens';

/**
 * The staff live queues open with a ticket, as the member stream does (EventSource sends no header,
 * and the staff token must not appear in a URL): one minute, one use, tied to the staff session it
 * was traded for, so that the session's logout or revocation revokes it.
 */
export function issueStaffStreamTicket(
  db: Executor,
  options: { staffId: number; staffTokenId: number; now: Date },
): Promise<IssuedToken> {
  return issueHolderStreamTicket(db, {
    holder: 'staffId',
    holderId: options.staffId,
    parentTokenId: options.staffTokenId,
    now: options.now,
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
  const spent = await spendHolderStreamTicket(db, { holder: 'staffId', ...options });
  return { staffId: spent.holderId, staffTokenId: spent.parentTokenId };
}
