import type { Executor } from '@chaba/db/client';
import { authTokens, gameSessions } from '@chaba/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { generateToken, hashToken } from './secrets';
import { recordMemberChange } from '../notifications/member-events';

export type TokenKind = 'access' | 'registration' | 'staff' | 'stream';

export interface IssuedToken {
  token: string;
  expiresInSeconds: number;
}

/** Stores the hash of a new random token and returns the token itself, shown to the caller once. */
export async function issueToken(
  db: Executor,
  options: {
    kind: TokenKind;
    memberId?: number;
    registrationId?: number;
    staffId?: number;
    /** The token this one was traded for (a stream ticket's access token): revoked with it. */
    parentTokenId?: number;
    now: Date;
    lifetimeSeconds: number;
  },
): Promise<IssuedToken> {
  const token = generateToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    kind: options.kind,
    memberId: options.memberId ?? null,
    registrationId: options.registrationId ?? null,
    staffId: options.staffId ?? null,
    parentTokenId: options.parentTokenId ?? null,
    expiresAt: addSeconds(options.now, options.lifetimeSeconds),
    createdAt: options.now,
  });
  return { token, expiresInSeconds: options.lifetimeSeconds };
}

/** The live (not revoked, not expired) token row of a given kind, or undefined. */
export async function findLiveToken(db: Executor, options: { token: string; kind: TokenKind; now: Date }) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(options.token)),
        eq(authTokens.kind, options.kind),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, options.now),
      ),
    )
    .limit(1);
  return row;
}

/** Revokes a token and every token traded for it (the stream tickets of an access token). */
export async function revokeToken(db: Executor, options: { token: string; now: Date }): Promise<void> {
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: options.now })
    .where(and(eq(authTokens.tokenHash, hashToken(options.token)), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id, memberId: authTokens.memberId });
  for (const { id, memberId } of revoked) {
    // The streams opened with this login end with it, on every server process.
    if (memberId !== null) await recordMemberChange(db, { memberId, reason: 'session-ended', tokenId: id });
    await db
      .update(authTokens)
      .set({ revokedAt: options.now })
      .where(and(eq(authTokens.parentTokenId, id), isNull(authTokens.revokedAt)));
  }
}

/**
 * Logs a member out everywhere: after a password change or reset. Their tokens (stream tickets
 * included) are revoked, and their game sessions end: the player tokens no longer read the balance
 * or bet. Ending a session is moving its expiry to now, so wins and rollbacks of bets already made
 * are still accepted, as after any expiry (the seamless-wallet protocol, README "Games").
 */
export async function revokeMemberTokens(
  db: Executor,
  options: { memberId: number; now: Date },
): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: options.now })
    .where(and(eq(authTokens.memberId, options.memberId), isNull(authTokens.revokedAt)));
  await db
    .update(gameSessions)
    .set({ expiresAt: options.now })
    .where(and(eq(gameSessions.memberId, options.memberId), gt(gameSessions.expiresAt, options.now)));
  // Every login of the member ended: all their open streams end too.
  await recordMemberChange(db, { memberId: options.memberId, reason: 'session-ended' });
}
