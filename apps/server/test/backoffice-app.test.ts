import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers';

/** The operator console is served by the same server under /backoffice (issue 11). */

const backofficeBuild = path.resolve('apps/backoffice/build');

let t: TestApp;
beforeAll(async () => {
  if (!existsSync(path.join(backofficeBuild, 'index.html')))
    throw new Error('the back office is not built: run `npm run build` first');
  t = await createTestApp({ serveWeb: true, env: { BACKOFFICE_BUILD_DIR: backofficeBuild } });
});
afterAll(async () => {
  await t?.close();
});

/** The script the page loads: Vite's entry chunk, a hashed file under /backoffice/assets/. */
function entryScriptOf(html: string): string {
  const source = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!source) throw new Error(`no script in the console's page:\n${html}`);
  return source;
}

describe('the back office app', () => {
  it('answers its page at /backoffice, uncached, with the security headers of every page', async () => {
    const page = await call(t.app, 'GET', '/backoffice');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers the same page for a deep link, so that a reload stays in the console', async () => {
    const home = await call(t.app, 'GET', '/backoffice');
    for (const url of ['/backoffice/', '/backoffice/withdrawals', '/backoffice/members/42?tab=ledger']) {
      const deep = await call(t.app, 'GET', url);
      expect(deep.status, url).toBe(200);
      expect(deep.headers['cache-control'], url).toBe('no-store');
      expect(deep.text, url).toBe(home.text);
    }
  });

  it('serves the hashed files the page loads with a year of immutable cache', async () => {
    const page = await call(t.app, 'GET', '/backoffice');
    const script = entryScriptOf(page.text);
    expect(script).toMatch(/^\/backoffice\/assets\/.+\.js$/);
    const asset = await call(t.app, 'GET', script);
    expect(asset.status, asset.text).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const missing = await call(t.app, 'GET', '/backoffice/assets/index-missing.js');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<div id="root"></div>');
  });

  it('never answers an API path with the page: the staff API keeps its JSON answers', async () => {
    const unauthenticated = await call(t.app, 'GET', '/api/backoffice/withdrawals');
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.body).toEqual({ message: 'Unauthenticated.' });
    const unknown = await call(t.app, 'GET', '/api/backoffice/no-such-desk');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
    expect(unknown.text).not.toContain('<div id="root"></div>');
  });
});
