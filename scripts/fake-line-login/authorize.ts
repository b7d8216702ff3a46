import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { FakeLineState } from './server';

/**
 * The fake's authorization endpoint (LINE Login v2.1, web login:
 * https://developers.line.biz/en/docs/line-login/integrate-line-login/#making-an-authorization-request):
 * the request is checked, then the consent page, or the decision at once (`mode`).
 */
export function authorize(state: FakeLineState, query: URLSearchParams, response: http.ServerResponse) {
  const problem = authorizeProblem(state, query);
  if (problem) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(problem);
    return;
  }
  if (state.fake.mode === 'allow') return redirect(response, approved(state, query));
  if (state.fake.mode === 'cancel') return redirect(response, cancelled(query));
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(consentPage(state, query));
}

/** The consent page's Allow or Cancel. */
export function decide(state: FakeLineState, query: URLSearchParams, response: http.ServerResponse) {
  return redirect(response, query.get('choice') === 'allow' ? approved(state, query) : cancelled(query));
}

function authorizeProblem(state: FakeLineState, query: URLSearchParams): string | undefined {
  if (query.get('response_type') !== 'code') return 'response_type must be code';
  if (query.get('client_id') !== state.options.channelId) return 'unknown client_id';
  if (!query.get('state')) return 'state is required';
  if (!(query.get('scope') ?? '').split(' ').includes('openid')) return 'scope must include openid';
  if (!query.get('redirect_uri')) return 'redirect_uri is required';
  return undefined;
}

function consentPage(state: FakeLineState, query: URLSearchParams): string {
  const choice = (value: string) =>
    escapeHtml(`/fake/decide?${new URLSearchParams({ ...Object.fromEntries(query), choice: value })}`);
  const friend = query.get('bot_prompt')
    ? '<p><label><input type="checkbox" checked> Add the Official Account as a friend</label></p>'
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>LINE Login (fake)</title></head>
<body style="font-family:sans-serif;max-width:360px;margin:40px auto;padding:0 16px">
<h1 style="color:#06c755">LINE</h1><p>Log in to the service as <b>${escapeHtml(state.fake.currentUser.name)}</b>?</p>
${friend}
<p><a id="allow" href="${choice('allow')}" style="display:block;background:#06c755;color:#fff;padding:12px;text-align:center;border-radius:6px;text-decoration:none">Allow</a></p>
<p><a id="cancel" href="${choice('cancel')}">Cancel</a></p>
</body></html>`;
}

/** `redirect_uri?code=…&state=…`: a code for the current user, once, for 10 minutes. */
function approved(state: FakeLineState, query: URLSearchParams): string {
  const code = randomBytes(16).toString('base64url');
  state.codes.set(code, {
    user: state.fake.currentUser,
    redirectUri: query.get('redirect_uri') ?? '',
    nonce: query.get('nonce') ?? undefined,
    expiresAt: state.now().getTime() + 10 * 60_000,
    used: false,
  });
  const target = new URL(query.get('redirect_uri') ?? '');
  target.searchParams.set('code', code);
  target.searchParams.set('state', query.get('state') ?? '');
  if (query.get('bot_prompt')) target.searchParams.set('friendship_status_changed', 'true');
  return target.toString();
}

/** https://developers.line.biz/en/docs/line-login/integrate-line-login/#receiving-an-error-response */
function cancelled(query: URLSearchParams): string {
  const target = new URL(query.get('redirect_uri') ?? '');
  target.searchParams.set('error', 'access_denied');
  target.searchParams.set('error_description', 'The resource owner denied the request.');
  target.searchParams.set('state', query.get('state') ?? '');
  return target.toString();
}

function redirect(response: http.ServerResponse, location: string) {
  response.writeHead(302, { location }).end();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
