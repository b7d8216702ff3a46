import { createHmac, randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { FakeLineState, IssuedCode } from './server';

/**
 * The fake's token endpoint (https://developers.line.biz/en/reference/line-login/#issue-access-token):
 * form-encoded, the code once with its redirect_uri and the channel's id and secret; the answer's
 * id token is signed HS256 with the channel secret, as a web login's is
 * (https://developers.line.biz/en/docs/line-login/verify-id-token/).
 */
export function token(
  state: FakeLineState,
  request: http.IncomingMessage,
  form: URLSearchParams,
  response: http.ServerResponse,
) {
  state.fake.tokenRequests.push(Object.fromEntries(form));
  const refuse = (error: string, description: string) =>
    response
      .writeHead(400, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error, error_description: description }));
  const { channelId, channelSecret } = state.options;
  if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
    return refuse('invalid_request', 'content type must be application/x-www-form-urlencoded');
  if (form.get('grant_type') !== 'authorization_code') return refuse('unsupported_grant_type', 'grant_type');
  if (form.get('client_id') !== channelId || form.get('client_secret') !== channelSecret)
    return refuse('invalid_client', 'client_id or client_secret');
  const issued = state.codes.get(form.get('code') ?? '');
  if (!issued || issued.used || issued.expiresAt <= state.now().getTime())
    return refuse('invalid_grant', 'invalid authorization code');
  if (issued.redirectUri !== form.get('redirect_uri'))
    return refuse('invalid_grant', 'redirect_uri does not match');
  issued.used = true;
  response.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      access_token: randomBytes(24).toString('base64url'),
      expires_in: 2_592_000,
      id_token: idToken(state, issued),
      refresh_token: randomBytes(16).toString('base64url'),
      scope: 'openid profile',
      token_type: 'Bearer',
    }),
  );
}

/** The id token of a code: the documented claims, then a test's tampering, if any (once). */
function idToken(state: FakeLineState, issued: IssuedCode): string {
  const issuedAt = Math.floor(state.now().getTime() / 1000);
  const next = state.tampering;
  state.tampering = undefined;
  const header = { typ: 'JWT', alg: next?.alg ?? 'HS256' };
  const payload = {
    iss: 'https://access.line.me',
    sub: issued.user.sub,
    aud: state.options.channelId,
    exp: issuedAt + 3600,
    iat: issuedAt,
    ...(issued.nonce ? { nonce: issued.nonce } : {}),
    amr: ['pwd'],
    name: issued.user.name,
    ...next?.claims,
  };
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${encode(header)}.${encode(payload)}`;
  const signature = createHmac('sha256', next?.signWith ?? state.options.channelSecret)
    .update(signed)
    .digest('base64url');
  return `${signed}.${signature}`;
}
