import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionThresholdBytes } from '../src/http/compression';
import { call, createTestApp, memberWithToken, type TestApp } from './helpers';

/**
 * How the member site and the API travel (issue 14): hashed files sent from the brotli and gzip
 * copies the build wrote, pages and API answers compressed on the way out, event streams never;
 * a year's immutable cache for hashed files, an hour for the site's other files, none for pages.
 * Over real HTTP (node:http, which does not decode bodies), against the built site.
 */

const webBuild = path.resolve('apps/web/build');
const backofficeBuild = path.resolve('apps/backoffice/build');

let t: TestApp;
let base: string;
beforeAll(async () => {
  for (const file of [path.join(webBuild, 'server/index.js'), path.join(backofficeBuild, 'index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  t = await createTestApp({
    serveWeb: true,
    env: { WEB_BUILD_DIR: webBuild, BACKOFFICE_BUILD_DIR: backofficeBuild },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await t?.close();
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire. */
  body: Buffer;
  /** The body decoded by its Content-Encoding. */
  decoded: Buffer;
}

/** A GET whose body is read as sent; `stopAfterBytes` leaves an endless stream once enough came. */
function get(url: string, headers: Record<string, string>, stopAfterBytes?: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${url}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      let length = 0;
      const finish = () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const decoded =
          body.length === 0
            ? body
            : encoding === 'br'
              ? brotliDecompressSync(body)
              : encoding === 'gzip'
                ? gunzipSync(body)
                : body;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, decoded });
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        length += chunk.length;
        if (stopAfterBytes !== undefined && length >= stopAfterBytes) {
          request.destroy();
          finish();
        }
      });
      response.on('end', finish);
      response.on('error', reject);
    });
    request.on('error', (error) => {
      if (!request.destroyed || stopAfterBytes === undefined) reject(error);
    });
    request.end();
  });
}

/** The largest script the home page loads: a hashed file under /assets/, with copies written at build. */
async function entryScript(): Promise<string> {
  const page = await get('/', { 'accept-encoding': 'identity' });
  const scripts = [...page.body.toString().matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  if (scripts.length === 0)
    throw new Error(`no script in the home page:\n${page.body.toString().slice(0, 2000)}`);
  const largest = scripts.sort((a, b) => fileOf(b).length - fileOf(a).length)[0]!;
  expect(fileOf(largest).length).toBeGreaterThan(compressionThresholdBytes);
  return largest;
}

function fileOf(url: string): Buffer {
  return readFileSync(path.join(webBuild, 'client', url));
}

describe('hashed files of the member site', () => {
  it('go as the brotli copy written at build time when the browser accepts brotli', async () => {
    const script = await entryScript();
    const original = fileOf(script);
    const answer = await get(script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.body.equals(fileOf(`${script}.br`))).toBe(true);
    expect(answer.body.length).toBeLessThan(original.length / 2);
    expect(answer.decoded.equals(original)).toBe(true);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('go as the gzip copy when the browser accepts only gzip', async () => {
    const script = await entryScript();
    const answer = await get(script, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.body.equals(fileOf(`${script}.gz`))).toBe(true);
    expect(answer.decoded.equals(fileOf(script))).toBe(true);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('go as they are to a client that accepts no compression, still varying on Accept-Encoding', async () => {
    const script = await entryScript();
    for (const headers of [
      {} as Record<string, string>,
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ]) {
      const answer = await get(script, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(fileOf(script))).toBe(true);
      expect(answer.headers['content-length']).toBe(String(answer.body.length));
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('answer 304 to a browser that has the same copy, and the copies have distinct validators', async () => {
    const script = await entryScript();
    const brotli = await get(script, { 'accept-encoding': 'br' });
    const plain = await get(script, { 'accept-encoding': 'identity' });
    expect(brotli.headers.etag).toBeDefined();
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
    const again = await get(script, {
      'accept-encoding': 'br',
      'if-none-match': String(brotli.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('a missing one is a 404 that no browser keeps', async () => {
    const answer = await get('/assets/entry.client-missing.js', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).not.toMatch(/immutable/);
  });
});

describe('files of public/ (unhashed names)', () => {
  it('are compressed too but cached for an hour only', async () => {
    const answer = await get('/games/baccarat.svg', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.decoded.equals(fileOf('/games/baccarat.svg'))).toBe(true);
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('pages', () => {
  it('are compressed, never cached by a shared cache, and keep their CSP nonce', async () => {
    for (const [encoding, accept] of [
      ['br', 'gzip, deflate, br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await get('/', { 'accept-encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-length']).toBeUndefined();
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      const html = answer.decoded.toString();
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      expect(html).toContain('</html>');
      expect(answer.body.length).toBeLessThan(answer.decoded.length / 2);
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
      expect(nonce).toBeDefined();
      expect(html).toContain(`nonce="${nonce}"`);
    }
  });

  it('answer HEAD with the headers alone, and a guest who opens a member page is sent to log in', async () => {
    const head = await new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
      const request = httpRequest(`${base}/promotion`, {
        method: 'HEAD',
        headers: { 'accept-encoding': 'br' },
      });
      request.on('response', (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, headers: response.headers });
      });
      request.on('error', reject);
      request.end();
    });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    const lobby = await get('/lobby', { 'accept-encoding': 'br' });
    expect(lobby.status).toBe(302);
    expect(lobby.headers.location).toMatch(/^\/login/);
    expect(lobby.headers['content-type']).toBeUndefined();
    expect(lobby.body.length).toBe(0);
  });

  it('are rendered for a Host header no URL can hold and for a path that starts with //', async () => {
    const { port } = t.app.server.address() as { port: number };
    const statusOf = (requestText: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(requestText));
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
        socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
        socket.on('error', reject);
      });
    expect(
      await statusOf('GET /promotion HTTP/1.1\r\nHost: not a host\r\nConnection: close\r\n\r\n'),
    ).toMatch(/^HTTP\/1\.1 200/);
    const doubleSlash = await statusOf(
      'GET //evil.example/promotion HTTP/1.1\r\nHost: chaba.test\r\nConnection: close\r\n\r\n',
    );
    expect(doubleSlash).toMatch(/^HTTP\/1\.1 [234]\d\d/);
  });

  it('go uncompressed to a client that accepts no compression', async () => {
    const answer = await get('/en', {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toContain('</html>');
  });

  it('a page that is not there is still a compressed 404 page', async () => {
    const answer = await get('/no-such-page', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.decoded.toString()).toContain('</html>');
  });
});

describe('API answers', () => {
  it('above a kilobyte are compressed with their length; smaller ones go as they are', async () => {
    const plain = await get('/api/banks', {});
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(compressionThresholdBytes);
    const brotli = await get('/api/banks', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(brotli.headers['content-length']).toBe(String(brotli.body.length));
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotli.decoded.toString())).toEqual(JSON.parse(plain.body.toString()));
    const gzip = await get('/api/banks', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.decoded.equals(plain.body)).toBe(true);

    const small = await get('/healthz', { 'accept-encoding': 'br' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(compressionThresholdBytes);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' });
  });

  it('leave a member live-update stream uncompressed: its events must not wait in a compressor', async () => {
    const member = await memberWithToken(t, '0891110001');
    const ticket = await call(t.app, 'POST', '/api/customers/stream-ticket', { token: member.token });
    expect(ticket.status).toBe(200);
    const stream = await get(
      `/api/customers/stream?ticket=${ticket.body.ticket}`,
      { 'accept-encoding': 'gzip, deflate, br' },
      1,
    );
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
    // The first bytes are readable as they came: an event stream's text, not a compressor's.
    expect(stream.body.toString()).toMatch(/^[:a-z]/);
  });
});

describe('the back office', () => {
  it('sends its hashed files from their brotli copies with a year of cache, and its page uncached', async () => {
    const page = await get('/backoffice', { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.decoded.toString();
    const script = /<script[^>]+src="(\/backoffice\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    if (!script) throw new Error(`no script in the console's page:\n${html}`);
    const original = readFileSync(path.join(backofficeBuild, script.replace('/backoffice/', '')));
    const answer = await get(script, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.decoded.equals(original)).toBe(true);
    const plain = await get(script, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });
});
