import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { firstLoadScripts, measureScripts, totalGzipBytes, type BuildManifest } from '../scripts/bundle-size';

/** The shape React Router's build writes: the entry, then routes nested by parentId. */
const manifest: BuildManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: '/assets/root.js',
      imports: ['/assets/framework.js', '/assets/shell.js'],
    },
    'th/main-layout': {
      id: 'th/main-layout',
      parentId: 'root',
      module: '/assets/main-layout.js',
      imports: ['/assets/shell.js'],
    },
    'th/home': {
      id: 'th/home',
      parentId: 'th/main-layout',
      index: true,
      module: '/assets/home.js',
      imports: ['/assets/home-page.js'],
    },
    'th/login': {
      id: 'th/login',
      parentId: 'th/main-layout',
      path: 'login',
      module: '/assets/login.js',
      imports: ['/assets/home-page.js', '/assets/login-popup.js'],
    },
    'en/main-layout': { id: 'en/main-layout', parentId: 'root', module: '/assets/main-layout.js' },
    'en/home': { id: 'en/home', parentId: 'en/main-layout', path: 'en', module: '/assets/home.js' },
    'th/member-layout': {
      id: 'th/member-layout',
      parentId: 'root',
      module: '/assets/member-layout.js',
      imports: ['/assets/lobby-api.js'],
    },
    'th/lobby': { id: 'th/lobby', parentId: 'th/member-layout', path: 'lobby', module: '/assets/lobby.js' },
  },
};

describe('the first-load JavaScript of a page', () => {
  test('is the entry and its imports, then each matched route and its imports, each file once', () => {
    expect(firstLoadScripts(manifest, '/')).toEqual([
      '/assets/entry.js',
      '/assets/framework.js',
      '/assets/root.js',
      '/assets/shell.js',
      '/assets/main-layout.js',
      '/assets/home.js',
      '/assets/home-page.js',
    ]);
  });

  test('follows the routes the path matches, not the others', () => {
    const login = firstLoadScripts(manifest, '/login');
    expect(login).toContain('/assets/login-popup.js');
    expect(login).not.toContain('/assets/home.js');
    const lobby = firstLoadScripts(manifest, '/lobby');
    expect(lobby).toEqual(
      expect.arrayContaining(['/assets/member-layout.js', '/assets/lobby-api.js', '/assets/lobby.js']),
    );
    expect(lobby).not.toContain('/assets/main-layout.js');
    expect(firstLoadScripts(manifest, '/en')).toContain('/assets/home.js');
  });

  const directory = mkdtemp(path.join(os.tmpdir(), 'chaba-bundle-size-'));
  afterAll(async () => rm(await directory, { recursive: true, force: true }));

  test('is measured as the sum of each file gzipped', async () => {
    const client = await directory;
    await mkdir(path.join(client, 'assets'));
    const contents = {
      '/assets/a.js': 'export const a = 1;\n'.repeat(200),
      '/assets/b.js': 'let b = "บาท";',
    };
    for (const [file, text] of Object.entries(contents)) await writeFile(path.join(client, file), text);

    const sizes = await measureScripts(client, Object.keys(contents));
    expect(sizes.map((size) => size.bytes)).toEqual(
      Object.values(contents).map((text) => Buffer.byteLength(text)),
    );
    const expected = Object.values(contents).reduce(
      (sum, text) => sum + gzipSync(text, { level: 9 }).length,
      0,
    );
    expect(totalGzipBytes(sizes)).toBe(expected);
    expect(sizes[0]!.gzipBytes).toBeLessThan(sizes[0]!.bytes);
  });
});
