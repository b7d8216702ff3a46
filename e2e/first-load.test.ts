import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { firstLoadScripts, type BuildManifest } from '../scripts/bundle-size';
import { startE2eServer, type E2eServer } from './support/server';

/**
 * `npm run size` computes a page's first-load scripts from React Router's build manifest; this holds
 * it to what the server's HTML really names (modulepreload links), so the budget measures the page.
 */
const serverBuild = fileURLToPath(new URL('../apps/web/build/server/index.js', import.meta.url));

let server: E2eServer;
let manifest: BuildManifest;
beforeAll(async () => {
  server = await startE2eServer();
  ({ assets: manifest } = (await import(pathToFileURL(path.resolve(serverBuild)).href)) as {
    assets: BuildManifest;
  });
});
afterAll(async () => server?.close());

test.each(['/', '/en', '/login', '/promotion'])(
  'the scripts %s preloads are the ones npm run size counts',
  async (pathname) => {
    const html = await (await fetch(`${server.url}${pathname}`)).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloaded.length).toBeGreaterThan(3);
    expect([...preloaded].sort()).toEqual([...firstLoadScripts(manifest, pathname)].sort());
  },
);

test.each(['/login', '/register', '/en/forgetpassword'])(
  'the popup %s opens is in the HTML where it shows, with no script needed to place it',
  async (pathname) => {
    const html = await (await fetch(`${server.url}${pathname}`)).text();
    expect(html).toContain('role="dialog"');
    if (pathname === '/login') expect(html).toContain('data-testid="login-submit"');
    // React moves a Suspense boundary's content to the end, behind a script, when it outlines it.
    expect(html).not.toContain('<template id="B:');
  },
);
