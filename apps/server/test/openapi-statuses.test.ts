import Fastify, { type FastifyInstance, type InjectOptions, type RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../src/http/errors';
import { call, createTestApp, memberWithToken, type TestApp } from './helpers';

/*
 * Issue 24: the generated fuzz saw answers whose status the OpenAPI document did not list (413, the
 * 404s of withdrawal approve/reject, /api/pages' 422), and /bank and /uploads answered 404 as HTML.
 * This walks every documented route and provokes what every route can meet: a body too large, one
 * that is not JSON, malformed JSON, a control character in the query, no login, the login cookie
 * from another site. Whatever each answers must be a status its document lists; 429 is provoked
 * where the abuse limits are.
 */

interface Route {
  method: string;
  url: string;
}

const routes: Route[] = [];
let t: TestApp;
let document: OpenAPIV3_1.Document;
let memberToken: string;

beforeAll(async () => {
  t = await createTestApp({
    // One failed login per address before 429 (abuse-limits.test.ts tests the real values).
    authSettings: { loginMaxFailuresPerAddress: 1 },
    onRoute: (route: RouteOptions) => {
      const schema = route.schema as { hide?: boolean } | undefined;
      if (schema?.hide) return;
      for (const method of [route.method].flat())
        if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
    },
  });
  memberToken = (await memberWithToken(t, '0829911001')).token;
  document = (await call(t.app, 'GET', '/api/openapi.json')).body as OpenAPIV3_1.Document;
}, 60_000);
afterAll(() => t.close());

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

function documented(route: Route): string[] {
  const operation = document.paths?.[openApiPath(route.url)]?.[
    route.method.toLowerCase() as OpenAPIV3_1.HttpMethods
  ] as OpenAPIV3_1.OperationObject | undefined;
  return Object.keys(operation?.responses ?? {});
}

/** The route's path with a value for each parameter (ids that exist nowhere: 999999). */
function pathOf(route: Route): string {
  return route.url.replace(/:([A-Za-z_]+)|\*/g, (_, name: string | undefined) =>
    name === 'provider' ? 'chaba-demo' : name === 'game' ? 'baccarat' : '999999',
  );
}

const isStream = (route: Route) => /\/stream$/.test(route.url);
const takesBody = (route: Route) => route.method !== 'GET';

/** What each walk sends, by name; undefined when it does not apply to the route. */
const provocations: Record<string, (route: Route) => InjectOptions | undefined> = {
  'a body too large': (route) =>
    takesBody(route)
      ? {
          headers: { 'content-type': 'application/json', authorization: `Bearer ${memberToken}` },
          payload: JSON.stringify({ text: 'x'.repeat(300 * 1024) }),
        }
      : undefined,
  'a body that is not JSON': (route) =>
    takesBody(route) ? { headers: { 'content-type': 'text/xml' }, payload: '<a/>' } : undefined,
  'malformed JSON': (route) =>
    takesBody(route) ? { headers: { 'content-type': 'application/json' }, payload: '{"a":' } : undefined,
  'a control character in the query': () => ({ query: { phone: '\u0000' } }),
  'no login': (route) => (takesBody(route) ? { payload: {} } : {}),
  'the login cookie from another site': (route) => ({
    headers: {
      host: 'chaba.test',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
      cookie: `chaba_session=${memberToken}`,
    },
    ...(takesBody(route) ? { payload: {} } : {}),
  }),
};

describe('every status a route answers is in the OpenAPI document', () => {
  it('finds the routes, each documented', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => documented(route).length === 0)).toEqual([]);
  });

  it.each(Object.keys(provocations))('for %s', async (name) => {
    const undocumented: string[] = [];
    const seen = new Set<number>();
    for (const route of routes) {
      if (isStream(route)) continue;
      const options = provocations[name]!(route);
      if (!options) continue;
      const response = await t.app.inject({
        method: route.method as InjectOptions['method'],
        url: pathOf(route),
        ...options,
      });
      seen.add(response.statusCode);
      if (!documented(route).includes(String(response.statusCode)))
        undocumented.push(
          `${response.statusCode} ${route.method} ${route.url}: ${response.body.slice(0, 120)}`,
        );
    }
    expect(undocumented).toEqual([]);
    // The walk reached what it meant to provoke.
    const expected: Record<string, number> = {
      'a body too large': 413,
      'a body that is not JSON': 415,
      'malformed JSON': 400,
      'a control character in the query': 422,
      'no login': 401,
      'the login cookie from another site': 403,
    };
    expect([...seen]).toContain(expected[name]);
  });

  it('for the abuse limits (429)', async () => {
    const login = { method: 'POST', url: '/api/login' } as const;
    let answer = await call(t.app, 'POST', login.url, {
      body: { phone: '0829911001', password: 'Wrong1234' },
    });
    answer = await call(t.app, 'POST', login.url, { body: { phone: '0829911001', password: 'Wrong1234' } });
    expect(answer.status).toBe(429);
    expect(documented(login)).toContain('429');
  });
});

describe('a 404 of a path that is not a page', () => {
  // The member site's page render stands in for the built site: what reaches it answers HTML.
  let site: FastifyInstance;
  beforeAll(async () => {
    site = Fastify();
    installErrorHandler(site, {
      renderPage: (_request, reply) => void reply.status(404).type('text/html').send('<!doctype html>'),
    });
    site.get('/uploads/:file', (_request, reply) => reply.callNotFound());
    site.get('/bank/:file', (_request, reply) => reply.callNotFound());
    await site.ready();
  });
  afterAll(() => site.close());

  it.each([
    '/api/no-such-route',
    '/lobby/api/no-such-route',
    '/bank',
    '/bank/',
    '/bank/no-such-bank.svg',
    '/uploads',
    '/uploads/no-such-file.png',
    `/uploads/${'a'.repeat(64)}.png`,
    '/assets/no-such-file.js',
    '/no-such-image.png',
    '/%61pi/no-such-route',
    '//api/no-such-route',
  ])('is JSON in the spec’s error format: %s', async (url) => {
    const response = await site.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/',
    '/promotion',
    '/en/lobby',
    '/article/how-to-deposit-2026',
    '/no-such-page',
    // React Router's data requests of a client-side navigation.
    '/promotion.data',
    '/_root.data?_routes=root',
  ])('is the site’s page for a page’s path: %s', async (url) => {
    const response = await site.inject({ method: 'GET', url });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
