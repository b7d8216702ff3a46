/**
 * The folders of packages/core as a graph (decision 46): which folder imports which, read from the
 * imports themselves, and which files each folder names as public in its `public.json`.
 * `scripts/check-core-folders.ts` (run by `npm run lint`) fails on a folder-level cycle, which the
 * file-level `import-x/no-cycle` cannot see, and on an import of a file its folder does not name.
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
export const coreSource = path.join(repositoryRoot, 'packages/core/src');

/** Tests may reach any file of core; so may benchmarks. */
export const isTest = (file: string) => /\.test\.tsx?$|\/test\//.test(file);

/** One import: the importing file, the imported file, both absolute. */
export interface FileImport {
  from: string;
  to: string;
}

const resolution: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
};

/** The TypeScript files below a folder, without node_modules and build output. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/(^|\/)(node_modules|build|dist)\//.test(file))
    .map((file) => path.join(folder, file));
}

/**
 * Every import of the given files that resolves to a file of core, types and dynamic imports
 * included: a type is a dependency of the design even when it leaves no trace at run time.
 */
export function coreImports(files: readonly string[]): FileImport[] {
  const imports: FileImport[] = [];
  for (const from of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(from, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.') && !fileName.startsWith('@chaba/core/')) continue;
      const resolved = ts.resolveModuleName(fileName, from, resolution, ts.sys).resolvedModule;
      if (!resolved) continue;
      const to = realpathSync(resolved.resolvedFileName);
      if (to.startsWith(coreSource + path.sep)) imports.push({ from, to });
    }
  }
  return imports;
}

/** The folder of core a file is in, or undefined for core's root files and for files outside it. */
export function coreFolder(file: string): string | undefined {
  const relative = path.relative(coreSource, file);
  if (relative.startsWith('..')) return undefined;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
}

/** Folder → the folders it imports, each with the imports that make that edge. */
export function folderGraph(imports: readonly FileImport[]): Map<string, Map<string, FileImport[]>> {
  const graph = new Map<string, Map<string, FileImport[]>>();
  for (const fileImport of imports) {
    const from = coreFolder(fileImport.from);
    const to = coreFolder(fileImport.to);
    if (!from || !to || from === to) continue;
    const edges = graph.get(from) ?? new Map<string, FileImport[]>();
    graph.set(from, edges);
    edges.set(to, [...(edges.get(to) ?? []), fileImport]);
  }
  return graph;
}

/**
 * The cycles of a graph, one per strongly connected component of more than one node (Tarjan's
 * algorithm), each as the folders of that component in order.
 */
export function cycles(graph: ReadonlyMap<string, ReadonlyMap<string, unknown>>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowest.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) lowest.set(node, Math.min(lowest.get(node)!, lowest.get(next)!));
    }
    if (lowest.get(node) !== index.get(node)) return;
    const component = stack.splice(stack.indexOf(node));
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** The files a folder of core names as public in its `public.json`. */
export function publicFiles(folder: string): Set<string> {
  const manifest = path.join(coreSource, folder, 'public.json');
  const { public: files } = JSON.parse(readFileSync(manifest, 'utf8')) as { public: string[] };
  return new Set(files);
}

/**
 * The imports that reach into another folder of core for a file that folder does not name as
 * public. Imports within a folder, and of core's root files (errors, clock), are free.
 */
export function privateImports(imports: readonly FileImport[]): FileImport[] {
  const named = new Map<string, Set<string>>();
  return imports.filter(({ from, to }) => {
    const folder = coreFolder(to);
    if (!folder || coreFolder(from) === folder) return false;
    if (!named.has(folder)) named.set(folder, publicFiles(folder));
    return !named.get(folder)!.has(path.basename(to));
  });
}

/** The folders of core, each with what is wrong with its `public.json` (missing, or naming no file). */
export function manifestProblems(): string[] {
  const folders = readdirSync(coreSource, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return folders.flatMap(({ name }) => {
    if (!existsSync(path.join(coreSource, name, 'public.json'))) return [`core/${name} has no public.json`];
    return [...publicFiles(name)]
      .filter((file) => !existsSync(path.join(coreSource, name, file)))
      .map((file) => `core/${name}/public.json names ${file}, which does not exist`);
  });
}
