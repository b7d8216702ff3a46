import type { Executor } from '@chaba/db/client';
import { DomainError } from '../errors';
import { findLiveToken, issueToken, type IssuedToken } from './tokens';

/**
 * EventSource cannot send an Authorization header, and the long-lived token must not appear in a
 * URL (logs, history). So the browser trades its token for a ticket that only opens the member's
 * event stream and lives one minute.
 */
export const streamTicketLifetimeSeconds = 60;

export function issueStreamTicket(
  db: Executor,
  options: { memberId: number; now: Date },
): Promise<IssuedToken> {
  return issueToken(db, {
    kind: 'stream',
    memberId: options.memberId,
    now: options.now,
    lifetimeSeconds: streamTicketLifetimeSeconds,
  });
}

/** @throws DomainError unauthenticated */
export async function authenticateStreamTicket(
  db: Executor,
  options: { ticket: string | undefined; now: Date },
) {
  if (!options.ticket) throw new DomainError('unauthenticated');
  const row = await findLiveToken(db, { token: options.ticket, kind: 'stream', now: options.now });
  if (!row?.memberId) throw new DomainError('unauthenticated');
  return { memberId: row.memberId };
}
