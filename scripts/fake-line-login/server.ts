import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

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

interface IssuedCode {
  user: FakeLineUser;
  redirectUri: string;
  nonce: string | undefined;
  expiresAt: number;
  used: boolean;
}

export function fakeLineUser(name: string): FakeLineUser {
  return { sub: `U${randomBytes(16).toString('hex')}`, name };
}

export async function startFakeLineLogin(options: FakeLineLoginOptions): Promise<FakeLineLogin> {
  const now = options.now ?? (() => new Date());
  const codes = new Map<string, IssuedCode>();
  let tampering: IdTokenTampering | undefined;
  const fake: FakeLineLogin = {
    url: '',
    mode: options.mode ?? 'page',
    authorizeUrl: '',
    currentUser: fakeLineUser('LINE User'),
    tamperNextIdToken: (next) => (tampering = next),
    authorizeRequests: [],
    tokenRequests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const issueCode = (query: URLSearchParams): string => {
    const code = randomBytes(16).toString('base64url');
    codes.set(code, {
      user: fake.currentUser,
      redirectUri: query.get('redirect_uri') ?? '',
      nonce: query.get('nonce') ?? undefined,
      expiresAt: now().getTime() + 10 * 60_000,
      used: false,
    });
    return code;
  };

  const idToken = (issued: IssuedCode): string => {
    const issuedAt = Math.floor(now().getTime() / 1000);
    const next = tampering;
    tampering = undefined;
    const header = { typ: 'JWT', alg: next?.alg ?? 'HS256' };
    const payload = {
      iss: 'https://access.line.me',
      sub: issued.user.sub,
      aud: options.channelId,
      exp: issuedAt + 3600,
      iat: issuedAt,
      ...(issued.nonce ? { nonce: issued.nonce } : {}),
      amr: ['pwd'],
      name: issued.user.name,
      ...next?.claims,
    };
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const signed = `${encode(header)}.${encode(payload)}`;
    const signature = createHmac('sha256', next?.signWith ?? options.channelSecret)
      .update(signed)
      .digest('base64url');
    return `${signed}.${signature}`;
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/oauth2/v2.1/authorize') {
      fake.authorizeRequests.push(Object.fromEntries(url.searchParams));
      return authorize(url.searchParams, response);
    }
    if (request.method === 'GET' && url.pathname === '/fake/decide')
      return decide(url.searchParams, response);
    if (request.method === 'POST' && url.pathname === '/oauth2/v2.1/token') {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => token(request, new URLSearchParams(body), response));
      return;
    }
    if (url.pathname === '/favicon.ico') return void response.writeHead(204).end();
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not_found"}');
  });

  function authorize(query: URLSearchParams, response: http.ServerResponse) {
    const redirectUri = query.get('redirect_uri');
    const problem =
      query.get('response_type') !== 'code'
        ? 'response_type must be code'
        : query.get('client_id') !== options.channelId
          ? 'unknown client_id'
          : !query.get('state')
            ? 'state is required'
            : !(query.get('scope') ?? '').split(' ').includes('openid')
              ? 'scope must include openid'
              : !redirectUri
                ? 'redirect_uri is required'
                : undefined;
    if (problem) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(problem);
      return;
    }
    if (fake.mode === 'allow') return redirect(response, approved(query));
    if (fake.mode === 'cancel') return redirect(response, cancelled(query));
    const decide = (choice: string) =>
      `/fake/decide?${new URLSearchParams({ ...Object.fromEntries(query), choice })}`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>LINE Login (fake)</title></head>
<body style="font-family:sans-serif;max-width:360px;margin:40px auto;padding:0 16px">
<h1 style="color:#06c755">LINE</h1><p>Log in to the service as <b>${escapeHtml(fake.currentUser.name)}</b>?</p>
${query.get('bot_prompt') ? '<p><label><input type="checkbox" checked> Add the Official Account as a friend</label></p>' : ''}
<p><a id="allow" href="${escapeHtml(decide('allow'))}" style="display:block;background:#06c755;color:#fff;padding:12px;text-align:center;border-radius:6px;text-decoration:none">Allow</a></p>
<p><a id="cancel" href="${escapeHtml(decide('cancel'))}">Cancel</a></p>
</body></html>`);
  }

  function decide(query: URLSearchParams, response: http.ServerResponse) {
    return redirect(response, query.get('choice') === 'allow' ? approved(query) : cancelled(query));
  }

  function cancelled(query: URLSearchParams): string {
    const target = new URL(query.get('redirect_uri') ?? '');
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('error_description', 'The resource owner denied the request.');
    target.searchParams.set('state', query.get('state') ?? '');
    return target.toString();
  }

  function approved(query: URLSearchParams): string {
    const target = new URL(query.get('redirect_uri') ?? '');
    target.searchParams.set('code', issueCode(query));
    target.searchParams.set('state', query.get('state') ?? '');
    if (query.get('bot_prompt')) target.searchParams.set('friendship_status_changed', 'true');
    return target.toString();
  }

  function token(request: http.IncomingMessage, form: URLSearchParams, response: http.ServerResponse) {
    fake.tokenRequests.push(Object.fromEntries(form));
    const refuse = (error: string, description: string) =>
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error, error_description: description }));
    if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      return refuse('invalid_request', 'content type must be application/x-www-form-urlencoded');
    if (form.get('grant_type') !== 'authorization_code')
      return refuse('unsupported_grant_type', 'grant_type');
    if (form.get('client_id') !== options.channelId || form.get('client_secret') !== options.channelSecret)
      return refuse('invalid_client', 'client_id or client_secret');
    const issued = codes.get(form.get('code') ?? '');
    if (!issued || issued.used || issued.expiresAt <= now().getTime())
      return refuse('invalid_grant', 'invalid authorization code');
    if (issued.redirectUri !== form.get('redirect_uri'))
      return refuse('invalid_grant', 'redirect_uri does not match');
    issued.used = true;
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        access_token: randomBytes(24).toString('base64url'),
        expires_in: 2_592_000,
        id_token: idToken(issued),
        refresh_token: randomBytes(16).toString('base64url'),
        scope: 'openid profile',
        token_type: 'Bearer',
      }),
    );
  }

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  fake.url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  fake.authorizeUrl = `${fake.url}/oauth2/v2.1/authorize`;
  return fake;
}

function redirect(response: http.ServerResponse, location: string) {
  response.writeHead(302, { location }).end();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
