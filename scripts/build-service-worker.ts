/**
 * Writes the built member site's service worker (issue 15, decision 34): `build/client/sw.js`, the
 * copy Vite made of `apps/web/public/sw.js`, gets this build's version and the list of files it
 * precaches in place of the development values between its `chaba:build` markers.
 *
 * Precached: the offline page, the manifest and its vector icon, and what the home page loads first (the
 * client entry, the root and home routes' modules and imports, their style sheets), as React
 * Router's build manifest names them (the same files `npm run size` measures). The version is a hash
 * of that manifest's own version (which changes with any built file), the worker's source and the
 * precached files' contents: any change of them is a new worker, whose caches replace the old ones.
 *
 *   node --import tsx scripts/build-service-worker.ts apps/web/build
 *
 * Run by the member site's build (apps/web/package.json), before the files are precompressed.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { firstLoadScripts, type BuildManifest } from './bundle-size';

/**
 * The files of `public/` the worker keeps from its install on: what the offline page shows. Not the
 * PNG icons (230 kB): the browser fetches those itself when it installs the app.
 */
export const precachedPublicFiles = ['/offline.html', '/manifest.webmanifest', '/icons/icon.svg'];

const buildMarker = /\/\* chaba:build \*\/.*\/\* \/chaba:build \*\//;

interface ManifestWithCss extends BuildManifest {
  version: string;
  entry: BuildManifest['entry'] & { css?: string[] };
  routes: Record<string, BuildManifest['routes'][string] & { css?: string[] }>;
}

/** The home page's scripts and style sheets, entry first. */
export function homeShellFiles(manifest: ManifestWithCss): string[] {
  const scripts = firstLoadScripts(manifest, '/');
  const styles = [
    ...(manifest.entry.css ?? []),
    ...Object.values(manifest.routes)
      .filter((route) => scripts.includes(route.module))
      .flatMap((route) => route.css ?? []),
  ];
  return [...new Set([...scripts, ...styles])];
}

/** The worker's source with `build` set to this version and list. */
export function injectBuild(source: string, version: string, precache: string[]): string {
  if (!buildMarker.test(source)) throw new Error('sw.js has no /* chaba:build */ … /* /chaba:build */ line');
  const value = JSON.stringify({ version, precache });
  return source.replace(buildMarker, () => `/* chaba:build */ const build = ${value}; /* /chaba:build */`);
}

async function main(): Promise<void> {
  const buildDirectory = path.resolve(process.argv[2] ?? 'build');
  const clientDirectory = path.join(buildDirectory, 'client');
  const workerFile = path.join(clientDirectory, 'sw.js');
  const serverEntry = path.join(buildDirectory, 'server/index.js');
  if (!existsSync(workerFile) || !existsSync(serverEntry)) {
    throw new Error(`no built member site at ${buildDirectory} (sw.js and server/index.js)`);
  }
  const { assets } = (await import(pathToFileURL(serverEntry).href)) as { assets: ManifestWithCss };
  const precache = [...precachedPublicFiles, ...homeShellFiles(assets)];
  const source = await readFile(workerFile, 'utf8');
  const hash = createHash('sha256').update(assets.version).update(source);
  for (const file of precache) {
    const content = await readFile(path.join(clientDirectory, file)).catch(() => {
      throw new Error(`sw.js precaches ${file}, which the build does not have`);
    });
    hash.update(file).update(content);
  }
  const version = hash.digest('hex').slice(0, 12);
  await writeFile(workerFile, injectBuild(source, version, precache));
  process.stdout.write(`sw.js: version ${version}, ${precache.length} files precached\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
