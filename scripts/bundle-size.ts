import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The member site's first-load JavaScript (issue 14): what the browser downloads before a page is
 * interactive. React Router writes exactly this into the page: the client entry and its imports,
 * then each matched route's module and its imports (modulepreload links and the hydration script);
 * the route manifest itself is inlined in the HTML (lazy route discovery), so it is no file.
 */

/** The budget of `/`, gzip bytes. The one place the number is written. */
export const firstLoadBudgetBytes = 130_000;

/** The part of React Router's build manifest (`assets` of `build/server/index.js`) read here. */
export interface BuildManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<
    string,
    { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] }
  >;
}

/** The script files a page at `pathname` loads first, in the order the page names them. */
export function firstLoadScripts(manifest: BuildManifest, pathname: string): string[] {
  const matches = matchRoutes(routeTree(manifest), pathname) ?? [];
  const files = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  for (const { route } of matches) {
    const entry = manifest.routes[route.id!]!;
    files.push(entry.module, ...(entry.imports ?? []));
  }
  return [...new Set(files)];
}

function routeTree(manifest: BuildManifest): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(manifest.routes)) {
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(
      route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: [] },
    );
    children.set(route.parentId, siblings);
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) =>
      route.index ? route : { ...route, children: attach(children.get(route.id) ?? []) },
    );
  return attach(children.get(undefined) ?? []);
}

export interface ScriptSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** Each file's size as built and gzipped (level 9, as the server's precompressed copies). */
export async function measureScripts(clientDirectory: string, files: string[]): Promise<ScriptSize[]> {
  return Promise.all(
    files.map(async (file) => {
      const content = await readFile(path.join(clientDirectory, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    }),
  );
}

export function totalGzipBytes(sizes: ScriptSize[]): number {
  return sizes.reduce((sum, size) => sum + size.gzipBytes, 0);
}
