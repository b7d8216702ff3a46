import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { authorize, decide } from './authorize';
import { token } from './token';

/**
 * A local stand-in for LINE Login v2.1's web login (issue 31, decision 70), for development and
 * tests. It speaks the documented protocol and nothing of Chaba:
 * - `GET /oauth2/v2.1/authorize` (https://developers.line.biz/en/docs/line-login/integrate-line-login/#making-an-authorization-request):
 *   checks response_type=code, the channel id, scope `openid`, a state and a redirect_uri, then
 *   shows a consent page (or decides at once, `mode`); approving redirects to
 *   `redirect_uri?code=…&state=…`, cancelling to `redirect_uri?error=access_denied&error_description=…&state=…`
 *   (https://developers.line.biz/en/docs/line-login/integrate-line-login/#receiving-an-error-response).
 * - `POST /oauth2/v2.1/token` (https://developers.line.biz/en/reference/line-login/#issue-access-token):
 *   form-encoded grant_type=authorization_code, code, redirect_uri, client_id, client_secret; a code
 *   works once, within 10 minutes, with the redirect_uri it was issued for. The answer has
 *   access_token, expires_in, id_token, refresh_token, scope and token_type; an id token is a JWT
 *   signed HS256 with the channel secret, as a web login's is
 *   (https://developers.line.biz/en/docs/line-login/verify-id-token/).
 * Refusals answer 400 with `error` and `error_description` (OAuth 2.0's form, RFC 6749 §5.2: LINE's
 * reference does not list its error codes one by one).
 */
export interface FakeLineUser {
  /** The LINE user id, `U` and 32 hex digits (the id token's `sub`). */
  sub: string;
  name: string;
}

export interface FakeLineLoginOptions {
  channelId: string;
  channelSecret: string;
  port?: number;
  host?: string;
  /** What the authorize page does: show the consent page (default), or allow or cancel at once. */
  mode?: FakeLineMode;
  /** The fake's time (a test's manual clock), for the id token's iat and exp. */
  now?: () => Date;
}

/** Claims a test may change in the next id token, or `signWith` another secret (bad signature). */
export interface IdTokenTampering {
  claims?: Record<string, unknown>;
  signWith?: string;
  alg?: string;
}

/** `page`: the consent page with its Allow and Cancel; `allow`, `cancel`: decided at once (tests). */
export type FakeLineMode = 'page' | 'allow' | 'cancel';

export interface FakeLineLogin {
  url: string;
  mode: FakeLineMode;
  authorizeUrl: string;
  /** The user logged in to LINE in "the browser": who approves. */
  currentUser: FakeLineUser;
  /** Changes the next id token issued (then back to normal). */
  tamperNextIdToken(tampering: IdTokenTampering): void;
  /** Every authorization request's query, and every token request's form. */
  authorizeRequests: Array<Record<string, string>>;
  tokenRequests: Array<Record<string, string>>;
  close(): Promise<void>;
}

export interface IssuedCode {
  user: FakeLineUser;
  redirectUri: string;
  nonce: string | undefined;
  expiresAt: number;
  used: boolean;
}

export function fakeLineUser(name: string): FakeLineUser {
  return { sub: `U${randomBytes(16).toString('hex')}`, name };
}

/** What the fake's two endpoints share: its settings, clock, issued codes and the next tampering. */
export interface FakeLineState {
  options: FakeLineLoginOptions;
  now: () => Date;
  codes: Map<string, IssuedCode>;
  fake: FakeLineLogin;
  tampering: IdTokenTampering | undefined;
}

export async function startFakeLineLogin(options: FakeLineLoginOptions): Promise<FakeLineLogin> {
  const fake: FakeLineLogin = {
    url: '',
    mode: options.mode ?? 'page',
    authorizeUrl: '',
    currentUser: fakeLineUser('LINE User'),
    tamperNextIdToken: (next) => (state.tampering = next),
    authorizeRequests: [],
    tokenRequests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const state: FakeLineState = {
    options,
    now: options.now ?? (() => new Date()),
    codes: new Map(),
    fake,
    tampering: undefined,
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/oauth2/v2.1/authorize') {
      fake.authorizeRequests.push(Object.fromEntries(url.searchParams));
      return authorize(state, url.searchParams, response);
    }
    if (request.method === 'GET' && url.pathname === '/fake/decide')
      return decide(state, url.searchParams, response);
    if (request.method === 'POST' && url.pathname === '/oauth2/v2.1/token') {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => token(state, request, new URLSearchParams(body), response));
      return;
    }
    if (url.pathname === '/favicon.ico') return void response.writeHead(204).end();
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not_found"}');
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  fake.url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  fake.authorizeUrl = `${fake.url}/oauth2/v2.1/authorize`;
  return fake;
}
