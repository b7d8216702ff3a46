/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file of a built site, at the
 * strongest settings (brotli 11, gzip 9): the build pays for them once, and the server sends them as
 * they are (@fastify/static `preCompressed`, apps/server/src/http/web.ts) instead of compressing the
 * same file on every request at a light setting. A copy that would not be smaller than its file is
 * not written, and copies whose file is gone are removed, so that running it again is safe.
 *
 *   node --import tsx scripts/precompress-assets.ts apps/web/build/client apps/backoffice/build
 *
 * Run by the build of the member site and of the back office (their package.json).
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing: text. Images and fonts are compressed already. */
const textExtensions = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
]);
/** Under a kilobyte the saving is smaller than a network packet. */
const minimumBytes = 1024;
const copyExtensions = ['.br', '.gz'] as const;

async function* filesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const entryPath = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(entryPath);
    else if (entry.isFile()) yield entryPath;
  }
}

function compress(content: Buffer, extension: (typeof copyExtensions)[number]): Buffer {
  return extension === '.br'
    ? brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      })
    : gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
}

async function precompressDirectory(
  directory: string,
): Promise<{ files: number; bytes: number; brotliBytes: number; gzipBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files: string[] = [];
  for await (const file of filesUnder(directory)) files.push(file);
  const present = new Set(files);
  for (const file of files) {
    const extension = path.extname(file);
    if (extension === '.br' || extension === '.gz') {
      // A copy left by an earlier build whose file is gone would be served for nothing.
      if (!present.has(file.slice(0, -extension.length))) await rm(file);
      continue;
    }
    if (!textExtensions.has(extension.toLowerCase())) continue;
    if ((await stat(file)).size < minimumBytes) continue;
    const content = await readFile(file);
    totals.files += 1;
    totals.bytes += content.length;
    for (const copyExtension of copyExtensions) {
      const compressed = compress(content, copyExtension);
      const copy = file + copyExtension;
      if (compressed.length < content.length) {
        await writeFile(copy, compressed);
        totals[copyExtension === '.br' ? 'brotliBytes' : 'gzipBytes'] += compressed.length;
      } else {
        await rm(copy, { force: true });
        totals[copyExtension === '.br' ? 'brotliBytes' : 'gzipBytes'] += content.length;
      }
    }
  }
  return totals;
}

const directories = process.argv.slice(2);
if (directories.length === 0) {
  process.stderr.write('usage: precompress-assets.ts <built folder> [<built folder> …]\n');
  process.exit(1);
}
for (const directory of directories) {
  const totals = await precompressDirectory(path.resolve(directory));
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  process.stdout.write(
    `precompressed ${totals.files} files in ${directory}: ${kib(totals.bytes)} → brotli ${kib(totals.brotliBytes)}, gzip ${kib(totals.gzipBytes)}\n`,
  );
}
