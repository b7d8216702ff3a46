/**
 * `npm run size`: the home page's first-load JavaScript against its budget (issue 14). Reads the
 * built member site (`npm run build` first), prints each file's gzip size, largest first, and exits
 * non-zero when `/` loads more than `firstLoadBudgetBytes`. Another page: `npm run size -- /en`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  firstLoadBudgetBytes,
  firstLoadScripts,
  measureScripts,
  totalGzipBytes,
  type BuildManifest,
} from './bundle-size';

const buildDirectory = fileURLToPath(new URL('../apps/web/build/', import.meta.url));
const serverBuild = path.join(buildDirectory, 'server/index.js');

async function main() {
  const pathname = process.argv[2] ?? '/';
  if (!existsSync(serverBuild)) {
    console.error(`no member-site build at ${serverBuild}: run \`npm run build\` first`);
    process.exit(2);
  }
  const { assets } = (await import(pathToFileURL(serverBuild).href)) as { assets: BuildManifest };
  const files = firstLoadScripts(assets, pathname);
  const sizes = await measureScripts(path.join(buildDirectory, 'client'), files);
  const total = totalGzipBytes(sizes);
  for (const size of [...sizes].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`${String(size.gzipBytes).padStart(8)}  ${String(size.bytes).padStart(8)}  ${size.file}`);
  }
  const verdict = total <= firstLoadBudgetBytes ? 'within' : 'OVER';
  console.log(
    `first-load JavaScript of ${pathname}: ${total} bytes gzip in ${sizes.length} files ` +
      `(${verdict} the budget of ${firstLoadBudgetBytes})`,
  );
  if (total > firstLoadBudgetBytes) process.exit(1);
}

void main();
