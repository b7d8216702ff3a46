import type { Database } from '@chaba/db/client';
import { lineLoginRequests } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { eq } from 'drizzle-orm';
import { lockPhone } from '../auth/lock-phone';
import { generateToken, hashToken } from '../auth/secrets';
import { refuseWhenWindowFull } from '../auth/sliding-window';
import { addSeconds } from '../clock';
import { authorizationUrl, type LineLoginChannel } from './line-login-protocol';

/** How long a LINE Login request may take, from our button to LINE's return. */
export const lineLoginRequestSeconds = 600;

/**
 * Requests one address may start within `windowSeconds` (decision 81): generous, since many phones
 * share one address behind a carrier's NAT; it bounds how fast one address can fill the table.
 */
export const lineLoginStartLimit = { max: 60, windowSeconds: 600 } as const;

/**
 * Starts a LINE Login (issue 31, decision 70): a fresh random `state` and `nonce`, the request kept
 * with the state's hash, what it is for (a login, or linking `memberId`'s account) and where LINE
 * returns. Answers the state, which the caller binds to the browser (an HttpOnly cookie), and the
 * address of LINE's authorization page. An address that started `lineLoginStartLimit.max` within
 * its window is refused, and the refusal records nothing.
 *
 * @throws DomainError too_many_line_logins
 */
export async function startLineLogin(
  db: Database,
  options: {
    channel: LineLoginChannel;
    purpose: 'login' | 'link';
    /** The logged-in member, for `link`. */
    memberId?: number;
    redirectUri: string;
    language: Language;
    clientAddress: string;
    now: Date;
  },
): Promise<{ state: string; authorizeUrl: string }> {
  const { now } = options;
  const state = generateToken();
  const nonce = generateToken();
  await db.transaction(async (tx) => {
    // Two starts from one address at once cannot both see room for one.
    await lockPhone(tx, 'line-login-address', options.clientAddress);
    await refuseWhenWindowFull(tx, {
      table: lineLoginRequests,
      createdAt: lineLoginRequests.createdAt,
      where: eq(lineLoginRequests.clientAddress, options.clientAddress),
      ...lineLoginStartLimit,
      now,
      refusal: { code: 'too_many_line_logins', waitIn: 'minutes' },
    });
    await tx.insert(lineLoginRequests).values({
      stateHash: hashToken(state),
      nonce,
      purpose: options.purpose,
      memberId: options.purpose === 'link' ? (options.memberId ?? null) : null,
      redirectUri: options.redirectUri,
      language: options.language,
      clientAddress: options.clientAddress,
      createdAt: now,
      expiresAt: addSeconds(now, lineLoginRequestSeconds),
    });
  });
  return {
    state,
    authorizeUrl: authorizationUrl(options.channel, { state, nonce, redirectUri: options.redirectUri }),
  };
}
