import type { Executor } from '@chaba/db/client';
import { authTokens } from '@chaba/db/schema';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import { issueToken, type IssuedToken } from './tokens';
import { hashToken } from './secrets';

/**
 * EventSource cannot send an Authorization header, and the long-lived token must not appear in a
 * URL (logs, history). So the browser trades its token for a ticket that only opens the member's
 * event stream once and lives one minute. The ticket is tied to the access token it was traded
 * for: logging out (or a password change) revokes it.
 */
export const streamTicketLifetimeSeconds = 60;

/** Whose session a stream ticket is traded for: a member's or a staff member's. */
type TicketHolder = 'memberId' | 'staffId';

/** A ticket for the holder's stream, tied to the session token it was traded for. */
export function issueHolderStreamTicket(
  db: Executor,
  options: { holder: TicketHolder; holderId: number; parentTokenId: number; now: Date },
): Promise<IssuedToken> {
  return issueToken(db, {
    kind: 'stream',
    [options.holder]: options.holderId,
    parentTokenId: options.parentTokenId,
    now: options.now,
    lifetimeSeconds: streamTicketLifetimeSeconds,
  });
}

export function issueStreamTicket(
  db: Executor,
  options: { memberId: number; accessTokenId: number; now: Date },
): Promise<IssuedToken> {
  return issueHolderStreamTicket(db, {
    holder: 'memberId',
    holderId: options.memberId,
    parentTokenId: options.accessTokenId,
    now: options.now,
  });
}

/**
 * Uses up a stream ticket, a member's or a staff member's: one UPDATE marks it used only if it is
 * live, unused and the login it was traded for is still live, so of two concurrent opens with one
 * ticket exactly one succeeds. Answers whose it was, or undefined.
 */
export async function spendStreamTicket(db: Executor, options: { ticket: string; now: Date }) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(options.ticket)),
        eq(authTokens.kind, 'stream'),
        isNull(authTokens.usedAt),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, options.now),
        // A ticket of a logged-out session is refused even if its revocation was missed.
        sql`exists (select 1 from auth_tokens parent where parent.id = ${authTokens.parentTokenId}
          and parent.revoked_at is null and parent.expires_at > ${options.now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({
      memberId: authTokens.memberId,
      staffId: authTokens.staffId,
      parentTokenId: authTokens.parentTokenId,
    });
  return row;
}

/**
 * Uses up a ticket of the holder's kind (`spendStreamTicket`); answers the holder's id and the
 * session token the ticket was traded for.
 *
 * @throws DomainError unauthenticated
 */
export async function spendHolderStreamTicket(
  db: Executor,
  options: { holder: TicketHolder; ticket: string | undefined; now: Date },
): Promise<{ holderId: number; parentTokenId: number }> {
  if (!options.ticket) throw new DomainError('unauthenticated');
  const row = await spendStreamTicket(db, { ticket: options.ticket, now: options.now });
  const holderId = row?.[options.holder];
  if (!holderId || !row.parentTokenId) throw new DomainError('unauthenticated');
  return { holderId, parentTokenId: row.parentTokenId };
}

/**
 * Uses up a member's stream ticket (`spendStreamTicket`).
 *
 * @throws DomainError unauthenticated
 */
export async function consumeStreamTicket(db: Executor, options: { ticket: string | undefined; now: Date }) {
  const spent = await spendHolderStreamTicket(db, { holder: 'memberId', ...options });
  return { memberId: spent.holderId, accessTokenId: spent.parentTokenId };
}
