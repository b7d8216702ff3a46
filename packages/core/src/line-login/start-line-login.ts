import type { Database } from '@chaba/db/client';
import { lineLoginRequests } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { generateToken, hashToken } from '../auth/secrets';
import { addSeconds } from '../clock';
import { authorizationUrl, type LineLoginChannel } from './line-login-protocol';

/** How long a LINE Login request may take, from our button to LINE's return. */
export const lineLoginRequestSeconds = 600;

/**
 * Starts a LINE Login (issue 31, decision 70): a fresh random `state` and `nonce`, the request kept
 * with the state's hash, what it is for (a login, or linking `memberId`'s account) and where LINE
 * returns. Answers the state, which the caller binds to the browser (an HttpOnly cookie), and the
 * address of LINE's authorization page.
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
    now: Date;
  },
): Promise<{ state: string; authorizeUrl: string }> {
  const { now } = options;
  const state = generateToken();
  const nonce = generateToken();
  await db.insert(lineLoginRequests).values({
    stateHash: hashToken(state),
    nonce,
    purpose: options.purpose,
    memberId: options.purpose === 'link' ? (options.memberId ?? null) : null,
    redirectUri: options.redirectUri,
    language: options.language,
    createdAt: now,
    expiresAt: addSeconds(now, lineLoginRequestSeconds),
  });
  return {
    state,
    authorizeUrl: authorizationUrl(options.channel, { state, nonce, redirectUri: options.redirectUri }),
  };
}
