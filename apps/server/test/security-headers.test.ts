import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerMember, type TestApp } from './helpers';

/** Browser hardening (issue 9, decision 0009): security headers, the HttpOnly login cookie, CSRF. */

const webBuild = path.resolve('apps/web/build');
const site = 'http://chaba.test';
const sameSite = { host: 'chaba.test', origin: site };
const foreign = { host: 'chaba.test', origin: 'https://evil.example' };

let t: TestApp;
let secure: TestApp;
beforeAll(async () => {
  if (!existsSync(path.join(webBuild, 'server/index.js')))
    throw new Error('the member site is not built: run `npm run build` first');
  t = await createTestApp({ serveWeb: true, env: { WEB_BUILD_DIR: webBuild } });
  secure = await createTestApp({ env: { PUBLIC_URL: 'https://chaba.example' } });
});
afterAll(async () => {
  await t?.close();
  await secure?.close();
});

function directivesOf(policy: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(policy).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

function scriptNonceOf(policy: unknown): string {
  const nonce = directivesOf(policy)
    .get('script-src')
    ?.find((value) => value.startsWith("'nonce-"));
  if (!nonce) throw new Error(`no script nonce in ${String(policy)}`);
  return nonce.slice("'nonce-".length, -1);
}

async function logInWithCookie(app: FastifyInstance, phone: string, password: string, host = sameSite) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: host,
    payload: { phone, password },
  });
  expect(response.statusCode).toBe(200);
  return response;
}

function cookieHeader(response: { cookies: Array<{ name: string; value: string }> }): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

async function inject(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json(),
    cookies: response.cookies,
  };
}

describe('security headers', () => {
  it('are on every API answer: a CSP without inline scripts, no framing, nosniff, referrer and permissions policies', async () => {
    const response = await call(t.app, 'GET', '/api/site');
    expect(response.status).toBe(200);
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toContain("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    // The demo aggregator's games are framed; live updates and the API are on this origin, and the
    // game frame may only ask the origins it frames whether they answer.
    expect(csp.get('frame-src')).toContain('http://localhost:3001');
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      ...csp.get('frame-src')!.filter((source) => source !== "'self'"),
    ]);
    expect(csp.get('img-src')).toContain('data:');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The camera: this site's own only, for the slip scan (issue 26); no framed game.
    expect(response.headers['permissions-policy']).toContain('camera=(self)');
    expect(response.headers['permissions-policy']).toContain('microphone=()');
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
    // HSTS would pin a plain-http development site to https.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('are on error answers too', async () => {
    const response = await call(t.app, 'GET', '/api/customers/profile');
    expect(response.status).toBe(401);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("are on the game wallet's answers, OK and refused alike, with a policy that allows nothing (decision 39)", async () => {
    for (const app of [t, secure]) {
      const api = await app.app.inject({ method: 'GET', url: '/api/site' });
      // Every hardening header another API answer carries, whatever helmet adds there later.
      const hardening = Object.keys(api.headers).filter((name) =>
        /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|permissions-policy|x-)/.test(
          name,
        ),
      );
      expect(hardening).toEqual(expect.arrayContaining(['content-security-policy', 'x-frame-options']));
      const raw = JSON.stringify({ player_token: 'no-such-session' });
      const signature = createHmac('sha256', app.context.config.DEMO_PROVIDER_SECRET)
        .update(raw)
        .digest('hex');
      const url = '/api/providers/chaba-demo/wallet/balance';
      const json = { 'content-type': 'application/json' };
      const answers = [
        await app.app.inject({
          method: 'POST',
          url,
          headers: { ...json, 'x-signature': signature },
          payload: raw,
        }),
        await app.app.inject({ method: 'POST', url, headers: json, payload: raw }),
        await app.app.inject({
          method: 'POST',
          url,
          headers: {
            ...json,
            'x-signature': createHmac('sha256', app.context.config.DEMO_PROVIDER_SECRET)
              .update('{}')
              .digest('hex'),
          },
          payload: '{}',
        }),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 422]);
      expect(answers[0]!.json()).toEqual({ status: 'INVALID_TOKEN' });
      for (const answer of answers) {
        for (const name of hardening) {
          if (name === 'content-security-policy') continue;
          expect(answer.headers[name], name).toBe(api.headers[name]);
        }
        const csp = directivesOf(answer.headers['content-security-policy']);
        expect(csp.get('default-src')).toEqual(["'none'"]);
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        expect(String(answer.headers['content-security-policy'])).not.toContain('nonce');
      }
    }
  });

  it('include HSTS only when PUBLIC_URL is https', async () => {
    const response = await call(secure.app, 'GET', '/api/site');
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(directivesOf(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
      true,
    );
  });

  it('give each page a fresh nonce that every script of the server render carries', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-chaba-csp-nonce': 'chosen' } });
    const second = await t.app.inject({ method: 'GET', url: '/en/promotions' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['x-frame-options']).toBe('DENY');
    expect(first.headers['permissions-policy']).toContain('camera=(self)');
    const nonce = scriptNonceOf(first.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(scriptNonceOf(second.headers['content-security-policy'])).not.toBe(nonce);

    for (const [response, expected] of [
      [first, nonce],
      [second, scriptNonceOf(second.headers['content-security-policy'])],
    ] as const) {
      const scripts = [...response.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      // React Router's context, its module loader and the scroll restoration are inline scripts.
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      for (const script of scripts) expect(script).toContain(`nonce="${expected}"`);
    }
    // A nonce the client sends is never used.
    expect(first.body).not.toContain('nonce="chosen"');
  });
});

describe('the login cookie', () => {
  it('is set HttpOnly and SameSite by a login, and alone opens member endpoints', async () => {
    const member = await registerMember(t.app, { phone: '0861000001' });
    const login = await logInWithCookie(t.app, member.phone, member.password);
    // The JSON answer stays as the spec says, for API callers.
    expect(login.json()).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer' });
    const session = login.cookies.find((cookie) => cookie.name === 'chaba_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 3600 });
    expect(session?.value).toBe(login.json().access_token);
    // Secure on https only: a development browser on http would drop a Secure cookie.
    expect(session?.secure).toBeFalsy();
    const hint = login.cookies.find((cookie) => cookie.name === 'chaba_session_until');
    expect(hint?.httpOnly).toBeFalsy();
    expect(Number(hint?.value)).toBe(t.clock.now().getTime() + 3600 * 1000);

    const profile = await inject(t.app, {
      method: 'GET',
      url: '/api/customers/profile',
      headers: { ...sameSite, cookie: cookieHeader(login) },
    });
    expect(profile.status).toBe(200);
    expect(profile.body.data.phone).toBe(member.phone);
    const ticket = await inject(t.app, {
      method: 'POST',
      url: '/api/customers/stream-ticket',
      headers: { ...sameSite, cookie: cookieHeader(login) },
    });
    expect(ticket.status).toBe(200);
  });

  it('is Secure and host-only (__Host-) when PUBLIC_URL is https', async () => {
    const member = await registerMember(secure.app, { phone: '0861000002' });
    const login = await logInWithCookie(secure.app, member.phone, member.password, {
      host: 'chaba.example',
      origin: 'https://chaba.example',
    });
    const session = login.cookies.find((cookie) => cookie.name === '__Host-chaba_session');
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(session).not.toHaveProperty('domain');
    const profile = await inject(secure.app, {
      method: 'GET',
      url: '/api/customers/profile',
      headers: { host: 'chaba.example', cookie: cookieHeader(login) },
    });
    expect(profile.status).toBe(200);
  });

  it('is cleared by logout, and the token then opens nothing', async () => {
    const member = await registerMember(t.app, { phone: '0861000003' });
    const login = await logInWithCookie(t.app, member.phone, member.password);
    const logout = await inject(t.app, {
      method: 'POST',
      url: '/api/logout',
      headers: { ...sameSite, cookie: cookieHeader(login) },
    });
    expect(logout.status).toBe(200);
    for (const name of ['chaba_session', 'chaba_session_until']) {
      const cleared = logout.cookies.find((cookie) => cookie.name === name);
      expect(cleared?.value).toBe('');
      expect(cleared?.maxAge ?? 0).toBeLessThanOrEqual(0);
    }
    const profile = await call(t.app, 'GET', '/api/customers/profile', { token: login.json().access_token });
    expect(profile.status).toBe(401);
  });

  it('is cleared by a 401, so the browser forgets a dead login', async () => {
    const answer = await inject(t.app, {
      method: 'GET',
      url: '/api/customers/profile',
      headers: { ...sameSite, cookie: 'chaba_session=not-a-token; chaba_session_until=99999999999999' },
    });
    expect(answer.status).toBe(401);
    expect(answer.cookies.find((cookie) => cookie.name === 'chaba_session')?.value).toBe('');
    expect(answer.cookies.find((cookie) => cookie.name === 'chaba_session_until')?.value).toBe('');
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call by cookie from another site with 403, and changes nothing', async () => {
    const member = await registerMember(t.app, { phone: '0861000004' });
    const login = await logInWithCookie(t.app, member.phone, member.password);
    const change = {
      method: 'POST' as const,
      url: '/api/customers/update-password',
      payload: { old_password: member.password, password: 'Changed123', password_confirmation: 'Changed123' },
    };
    const crossSite = await inject(t.app, {
      ...change,
      headers: { ...foreign, cookie: cookieHeader(login), 'accept-language': 'en' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.message).toBe(
      'This request came from another site and was refused. Reload our page and try again.',
    );
    // Without Origin, a foreign Referer decides; with neither, a cookie alone proves nothing.
    const foreignReferer = await inject(t.app, {
      ...change,
      headers: { host: 'chaba.test', referer: 'https://evil.example/page', cookie: cookieHeader(login) },
    });
    expect(foreignReferer.status).toBe(403);
    const noOrigin = await inject(t.app, {
      ...change,
      headers: { host: 'chaba.test', cookie: cookieHeader(login) },
    });
    expect(noOrigin.status).toBe(403);
    // The router also matches a percent-encoded spelling of the path.
    const encoded = await inject(t.app, {
      ...change,
      url: '/%61pi/customers/update-password',
      headers: { ...foreign, cookie: cookieHeader(login) },
    });
    expect(encoded.status).toBe(403);
    const sandboxed = await inject(t.app, {
      ...change,
      headers: { host: 'chaba.test', origin: 'null', cookie: cookieHeader(login) },
    });
    expect(sandboxed.status).toBe(403);

    // Nothing changed: the old password still logs in, the new one does not.
    await logInWithCookie(t.app, member.phone, member.password);
    const withNew = await call(t.app, 'POST', '/api/login', {
      body: { phone: member.phone, password: 'Changed123' },
    });
    expect(withNew.status).toBe(422);

    // The same call from our own page (Origin, or a same-site Referer) goes through.
    const ours = await inject(t.app, {
      ...change,
      headers: { host: 'chaba.test', referer: `${site}/member`, cookie: cookieHeader(login) },
    });
    expect(ours.status).toBe(200);
  });

  it('refuses a cross-site read by cookie that the browser marks as such (a GET may start a game)', async () => {
    const member = await registerMember(t.app, { phone: '0861000007' });
    const login = await logInWithCookie(t.app, member.phone, member.password);
    const launch = (site: string) =>
      inject(t.app, {
        method: 'GET',
        url: '/lobby/api/launch-game/chaba-demo/hibiscus-slot',
        headers: { host: 'chaba.test', cookie: cookieHeader(login), 'sec-fetch-site': site },
      });
    const crossSite = await launch('cross-site');
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.url).toBeUndefined();
    // A link from another site to one of our pages still opens it, logged in.
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'chaba.test', cookie: cookieHeader(login), 'sec-fetch-site': 'cross-site' },
    });
    expect(page.statusCode).toBe(200);
    // From our own page it reaches the launch itself (this member has never deposited).
    const ours = await launch('same-origin');
    expect(ours.body.code).toBe('first_deposit_required');
  });

  it('keeps bearer tokens working for API callers, with or without an Origin', async () => {
    const member = await registerMember(t.app, { phone: '0861000005' });
    const login = await call(t.app, 'POST', '/api/login', {
      body: { phone: member.phone, password: member.password },
    });
    const token: string = login.body.access_token;
    const ticket = await call(t.app, 'POST', '/api/customers/stream-ticket', { token });
    expect(ticket.status).toBe(200);
    const fromElsewhere = await call(t.app, 'POST', '/api/customers/stream-ticket', {
      token,
      headers: { origin: 'https://partner.example' },
    });
    expect(fromElsewhere.status).toBe(200);
  });

  it('refuses a login posted from another site (it would log the visitor into a chosen account)', async () => {
    const member = await registerMember(t.app, { phone: '0861000006' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...foreign, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `phone=${member.phone}&password=${member.password}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
    const encoded = await t.app.inject({
      method: 'POST',
      url: '/api/%6cogin',
      headers: foreign,
      payload: { phone: member.phone, password: member.password },
    });
    expect(encoded.statusCode).toBe(403);
  });
});

describe('the language of the member site', () => {
  it('is its header, over the lang cookie its calls now carry', async () => {
    const answer = await call(t.app, 'GET', '/api/customers/profile', {
      headers: { cookie: 'lang=cn', 'x-chaba-language': 'en' },
    });
    expect(answer.status).toBe(401);
    const refused = await call(t.app, 'POST', '/api/login', {
      body: { phone: '0899990001', password: 'Nope12345' },
      headers: { cookie: 'lang=cn', 'x-chaba-language': 'en', 'accept-language': 'th' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/[A-Za-z]/);
    expect(refused.body.message).not.toMatch(/[\u4e00-\u9fff\u0e00-\u0e7f]/);
  });
});
