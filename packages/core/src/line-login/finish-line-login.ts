import type { Database } from '@chaba/db/client';
import { lineLoginRequests, linePendingRegistrations, members } from '@chaba/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AuthSettings } from '../auth/auth-settings';
import { openMemberSession } from '../auth/log-in';
import { generateToken, hashToken } from '../auth/secrets';
import type { IssuedToken } from '../auth/tokens';
import { addSeconds } from '../clock';
import { DomainError } from '../errors';
import { findLineMember, linkLineAccount } from './line-accounts';
import { exchangeCode, verifyIdToken, type LineIdentity, type LineLoginChannel } from './line-login-protocol';

/** How long a visitor who came from LINE has to finish the registration. */
export const lineRegistrationSeconds = 3600;

/** What LINE's return to our callback carries (the query of the redirect). */
export interface LineCallback {
  state?: string;
  code?: string;
  /** Set when the user cancelled or LINE refused (`access_denied`, …). */
  error?: string;
}

/** How a LINE Login ended; the route turns it into the page the browser goes to. */
export type LineLoginOutcome = { purpose: 'login' | 'link'; language: string } & (
  | { kind: 'logged_in'; session: IssuedToken }
  | { kind: 'linked' }
  | { kind: 'register'; registrationKey: string }
  | { kind: 'failed'; code: string; cause?: unknown }
);

/**
 * Finishes a LINE Login at our callback (issue 31, decision 70). The state must be the one this
 * browser's cookie holds and a request of ours not yet used nor expired; it is spent at once, so a
 * replayed return finds nothing. A cancelled login (`error`) ends there. Otherwise the code is
 * traded for the id token, which is verified (signature, iss, aud, exp, nonce). Then: `link` links
 * the account to the member who asked; `login` opens a session for the member the account is
 * linked to, refused as the password login refuses (locked, player protection), or, for a LINE
 * account no member has, keeps it for a registration (answers its key).
 */
export async function finishLineLogin(
  db: Database,
  options: {
    channel: LineLoginChannel;
    callback: LineCallback;
    /** The state this browser's HttpOnly cookie holds. */
    browserState: string | undefined;
    clientAddress: string;
    userAgent?: string;
    now: Date;
    settings: AuthSettings;
  },
): Promise<LineLoginOutcome> {
  const { callback, now } = options;
  const request = await claimRequest(db, callback.state, options.browserState, now);
  if (!request) return { purpose: 'login', language: 'th', kind: 'failed', code: 'line_login_state_invalid' };
  const base = { purpose: request.purpose, language: request.language };
  if (callback.error !== undefined || !callback.code)
    return { ...base, kind: 'failed', code: 'line_login_cancelled' };
  try {
    const idToken = await exchangeCode(options.channel, {
      code: callback.code,
      redirectUri: request.redirectUri,
    });
    const identity = verifyIdToken(options.channel, idToken, { nonce: request.nonce, now });
    if (request.purpose === 'link' && request.memberId !== null) {
      await linkLineAccount(db, { memberId: request.memberId, identity, now });
      return { ...base, kind: 'linked' };
    }
    return { ...base, ...(await logInWithLine(db, { ...options, identity })) };
  } catch (error) {
    if (error instanceof DomainError)
      return { ...base, kind: 'failed', code: error.code, cause: error.cause };
    throw error;
  }
}

/** Spends the request the state names, if it is this browser's and still usable. */
async function claimRequest(
  db: Database,
  state: string | undefined,
  browserState: string | undefined,
  now: Date,
) {
  if (!state || !browserState || hashToken(state) !== hashToken(browserState)) return undefined;
  const [request] = await db
    .update(lineLoginRequests)
    .set({ usedAt: now })
    .where(
      and(
        eq(lineLoginRequests.stateHash, hashToken(state)),
        isNull(lineLoginRequests.usedAt),
        gt(lineLoginRequests.expiresAt, now),
      ),
    )
    .returning();
  return request;
}

/** The session of the member the LINE account is linked to, or a registration kept for it. */
async function logInWithLine(
  db: Database,
  options: {
    identity: LineIdentity;
    clientAddress: string;
    userAgent?: string;
    now: Date;
    settings: AuthSettings;
  },
): Promise<{ kind: 'logged_in'; session: IssuedToken } | { kind: 'register'; registrationKey: string }> {
  const { identity, now } = options;
  const memberId = await findLineMember(db, identity.lineUserId);
  if (memberId === null) {
    const registrationKey = generateToken();
    await db.insert(linePendingRegistrations).values({
      keyHash: hashToken(registrationKey),
      lineUserId: identity.lineUserId,
      displayName: identity.displayName,
      createdAt: now,
      expiresAt: addSeconds(now, lineRegistrationSeconds),
    });
    return { kind: 'register', registrationKey };
  }
  const [member] = await db
    .select({ lockedAt: members.lockedAt })
    .from(members)
    .where(eq(members.id, memberId));
  if (member?.lockedAt) throw new DomainError('member_locked');
  const session = await db.transaction((tx) => openMemberSession(tx, { ...options, memberId }));
  return { kind: 'logged_in', session };
}
