import { createHmac, timingSafeEqual } from 'node:crypto';
import { fetch, type Dispatcher } from 'undici';
import { DomainError } from '../errors';

/**
 * LINE Login v2.1 (OpenID Connect) for a web app, as LINE documents it:
 * https://developers.line.biz/en/docs/line-login/integrate-line-login/ (the authorization request,
 * the callback, the token request) and https://developers.line.biz/en/reference/line-login/
 * (`POST /oauth2/v2.1/token`). The id token is checked as
 * https://developers.line.biz/en/docs/line-login/verify-id-token/ says: a web login's id token is
 * signed HS256 with the channel secret; `iss` is https://access.line.me, `aud` the channel id,
 * `exp` in the future, `nonce` the one the authorization request sent.
 */
export interface LineLoginChannel {
  channelId: string;
  channelSecret: string;
  /** https://access.line.me/oauth2/v2.1/authorize, or a test's fake. */
  authorizeUrl: string;
  /** https://api.line.me, or a test's fake; the token endpoint is `{apiUrl}/oauth2/v2.1/token`. */
  apiUrl: string;
  /** The outbound guard's dispatcher (`AppContext.outbound.dispatcher`, decision 45). */
  dispatcher?: Dispatcher;
}

/** The id token's issuer, always (the verify-id-token page's payload table). */
export const lineIssuer = 'https://access.line.me';

/** How long the token call may take before the login fails. */
const tokenCallTimeoutMs = 10_000;

/**
 * The address the browser is sent to: `response_type=code`, the channel id, our callback, the
 * state and nonce, scope `openid profile`, and `bot_prompt=normal` (the consent screen offers to add
 * the channel's linked LINE Official Account as a friend).
 */
export function authorizationUrl(
  channel: LineLoginChannel,
  request: { state: string; nonce: string; redirectUri: string },
): string {
  const url = new URL(channel.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', channel.channelId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('state', request.state);
  url.searchParams.set('scope', 'openid profile');
  url.searchParams.set('nonce', request.nonce);
  url.searchParams.set('bot_prompt', 'normal');
  return url.toString();
}

/**
 * Trades the authorization code for tokens (`application/x-www-form-urlencoded`: grant_type
 * authorization_code, code, redirect_uri, client_id, client_secret) and answers the `id_token`.
 * Neither the code nor a token is ever put in an error: the cause names only what went wrong.
 *
 * @throws DomainError line_login_failed
 */
export async function exchangeCode(
  channel: LineLoginChannel,
  request: { code: string; redirectUri: string },
): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: request.code,
    redirect_uri: request.redirectUri,
    client_id: channel.channelId,
    client_secret: channel.channelSecret,
  });
  let status: number;
  let answer: unknown;
  try {
    const response = await fetch(`${channel.apiUrl.replace(/\/+$/, '')}/oauth2/v2.1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      dispatcher: channel.dispatcher,
      redirect: 'error',
      signal: AbortSignal.timeout(tokenCallTimeoutMs),
    });
    status = response.status;
    answer = await response.json().catch(() => undefined);
  } catch (error) {
    throw failed(`token call failed: ${error instanceof Error ? error.name : 'error'}`);
  }
  const idToken = (answer as { id_token?: unknown } | undefined)?.id_token;
  if (status !== 200 || typeof idToken !== 'string') {
    const code = (answer as { error?: unknown } | undefined)?.error;
    throw failed(`token call answered ${status}${typeof code === 'string' ? ` ${code.slice(0, 40)}` : ''}`);
  }
  return idToken;
}

/** What a verified id token tells: the LINE user id (`sub`) and the display name (`name`, scope profile). */
export interface LineIdentity {
  lineUserId: string;
  displayName: string | null;
}

/**
 * Verifies a web login's id token: HS256 over `header.payload` with the channel secret (any other
 * `alg` is refused, `none` above all), then `iss`, `aud`, `exp` and `nonce`.
 *
 * @throws DomainError line_login_failed
 */
export function verifyIdToken(
  channel: LineLoginChannel,
  idToken: string,
  expected: { nonce: string; now: Date },
): LineIdentity {
  const parts = idToken.split('.');
  if (parts.length !== 3) throw failed('id token: not a JWT');
  const [encodedHeader, encodedPayload, signature] = parts as [string, string, string];
  const header = decodeJson(encodedHeader);
  if (header?.alg !== 'HS256') throw failed('id token: alg is not HS256');
  const computed = createHmac('sha256', channel.channelSecret)
    .update(`${encodedHeader}.${encodedPayload}`)
    .digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== computed.length || !timingSafeEqual(given, computed))
    throw failed('id token: bad signature');
  const payload = decodeJson(encodedPayload);
  if (payload?.iss !== lineIssuer) throw failed('id token: wrong iss');
  if (payload.aud !== channel.channelId) throw failed('id token: wrong aud');
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= expected.now.getTime())
    throw failed('id token: expired');
  if (typeof payload.nonce !== 'string' || !sameText(payload.nonce, expected.nonce))
    throw failed('id token: wrong nonce');
  if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 100)
    throw failed('id token: no sub');
  const name = typeof payload.name === 'string' ? payload.name.slice(0, 200) : null;
  return { lineUserId: payload.sub, displayName: name };
}

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The member reads "LINE login failed"; the operator's log reads the cause (never a secret). */
function failed(cause: string): DomainError {
  return new DomainError('line_login_failed', {}, { cause: new Error(cause) });
}
