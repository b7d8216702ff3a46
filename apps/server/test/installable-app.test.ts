import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectBuild } from '../../../scripts/build-service-worker';
import { createTestApp, type TestApp } from './helpers';

/**
 * The installable app's files as the server sends them (issue 15, decision 34): the service worker
 * with the headers a browser needs to install it and check it again at every load, the web app
 * manifest with its type, icons that are what the manifest says, the offline page. Against the
 * built member site (`npm run build` first).
 */

const webBuild = path.resolve('apps/web/build');

let t: TestApp;
beforeAll(async () => {
  if (!existsSync(path.join(webBuild, 'client/sw.js'))) {
    throw new Error(`${webBuild} has no sw.js: run \`npm run build\` first`);
  }
  t = await createTestApp({ serveWeb: true, env: { WEB_BUILD_DIR: webBuild } });
});
afterAll(async () => {
  await t?.close();
});

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/** The `build` the build script wrote into the worker. */
function buildOf(worker: string): { version: string; precache: string[] } {
  const match = /\/\* chaba:build \*\/ const build = (.*); \/\* \/chaba:build \*\//.exec(worker);
  if (!match) throw new Error('sw.js carries no build line');
  return JSON.parse(match[1]!) as { version: string; precache: string[] };
}

describe('/sw.js', () => {
  it.each([undefined, 'br', 'gzip'])(
    'is JavaScript, checked again at every load, allowed the whole site (accept-encoding %s)',
    async (encoding) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/sw.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^(?:text|application)\/javascript(?:;|$)/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['service-worker-allowed']).toBe('/');
      if (encoding) expect(answer.headers['content-encoding']).toBe(encoding);
      const worker = decoded(answer.rawPayload, answer.headers['content-encoding'] as string | undefined);
      expect(worker).toContain("self.addEventListener('fetch'");
    },
  );

  it("carries this build's version and precaches files the server has, the home page's entry among them", async () => {
    const worker = (await t.app.inject({ method: 'GET', url: '/sw.js' })).body;
    const build = buildOf(worker);
    expect(build.version).toMatch(/^[0-9a-f]{12}$/);
    expect(build.precache).toEqual(
      expect.arrayContaining(['/offline.html', '/manifest.webmanifest', '/icons/icon.svg']),
    );
    // The hashed files are exactly what the home page names (its module preloads and style sheet).
    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const hashed = build.precache.filter((file) => file.startsWith('/assets/'));
    expect(hashed.some((file) => /^\/assets\/entry\.client-[\w-]+\.js$/.test(file))).toBe(true);
    expect(hashed.filter((file) => !home.includes(`"${file}"`))).toEqual([]);
    for (const file of build.precache) {
      const answer = await t.app.inject({ method: 'GET', url: file });
      expect(answer.statusCode, file).toBe(200);
    }
  });

  it('is not a page: a HEAD or a query string gets the same file, a path under it is no worker', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/sw.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['service-worker-allowed']).toBe('/');
    const withQuery = await t.app.inject({ method: 'GET', url: '/sw.js?v=1' });
    expect(withQuery.headers['cache-control']).toBe('no-cache');
    const below = await t.app.inject({ method: 'GET', url: '/sw.js/x' });
    expect(below.headers['service-worker-allowed']).toBeUndefined();
  });
});

describe('the build script', () => {
  it('replaces the development values and refuses a worker without its markers', () => {
    const source =
      "/* chaba:build */ const build = { version: 'development', precache: [] }; /* /chaba:build */\nrest";
    expect(injectBuild(source, 'abc', ['/a.js'])).toBe(
      '/* chaba:build */ const build = {"version":"abc","precache":["/a.js"]}; /* /chaba:build */\nrest',
    );
    expect(() => injectBuild('const build = {};', 'abc', [])).toThrow(/chaba:build/);
  });
});

describe('/manifest.webmanifest', () => {
  it('is a web app manifest an Android phone can install: name, start, standalone, colours, PNG icons', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = answer.json<{
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    }>();
    expect(manifest).toMatchObject({
      name: 'ชบา',
      short_name: 'ชบา',
      lang: 'th',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b0a10',
      background_color: '#0b0a10',
    });
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const file = await t.app.inject({ method: 'GET', url: icon.src });
      expect(file.statusCode, icon.src).toBe(200);
      expect(file.headers['content-type'], icon.src).toMatch(new RegExp(`^${icon.type.replace('+', '\\+')}`));
      if (icon.type !== 'image/png') continue;
      // The PNG's own size (its IHDR chunk) is the one the manifest names.
      const png = file.rawPayload;
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  it('is linked from every page, with the app icon for iPhones', async () => {
    for (const url of ['/', '/en/promotion']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body).toMatch(/<link [^>]*rel="manifest" href="\/manifest\.webmanifest"\/>/);
      expect(page.body).toMatch(/<link [^>]*rel="apple-touch-icon" href="\/icons\/icon-192\.png"\/>/);
    }
  });
});

describe('/offline.html', () => {
  it('is a static page in Thai, English and Chinese, with no script', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/offline.html' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('ไม่มีการเชื่อมต่ออินเทอร์เน็ต');
    expect(answer.body).toContain('You are offline');
    expect(answer.body).toContain('网络未连接');
    expect(answer.body).not.toMatch(/<script/i);
    expect(answer.body).toBe(readFileSync(path.join(webBuild, 'client/offline.html'), 'utf8'));
  });
});
