import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from '../errors';

/** The image kinds staff may upload, known by their first bytes (never by the file's name or the sender's type). */
export const storedImageTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
} as const;
export type StoredImageExtension = keyof typeof storedImageTypes;

/** The file name of every stored image: its SHA-256 and its kind. Nothing else is ever served. */
export const storedImageName = /^([0-9a-f]{64})\.(png|jpg|webp)$/;

/** The kind of an image by its signature: PNG, JPEG or WebP (RIFF....WEBP); anything else is none. */
export function imageKind(bytes: Uint8Array): StoredImageExtension | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length &&
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/**
 * Keeps an uploaded image in `directory` under a name made of its content's SHA-256, so that the
 * client never names a path, the same image is stored once, and its address never changes content
 * (it may be cached for ever). Written to a temporary name first, then renamed: a reader never sees
 * half a file.
 *
 * @throws DomainError image_type (not PNG, JPEG or WebP), image_too_large
 */
export async function storeImage(options: {
  directory: string;
  bytes: Buffer;
  maxBytes: number;
}): Promise<{ fileName: string; contentType: string; bytes: number }> {
  const { bytes, directory, maxBytes } = options;
  if (bytes.length > maxBytes) {
    throw new DomainError('image_too_large', {
      field: 'file',
      values: { megabytes: Math.floor(maxBytes / (1024 * 1024)) },
    });
  }
  const kind = imageKind(bytes);
  if (!kind) throw new DomainError('image_type', { field: 'file' });
  const fileName = `${createHash('sha256').update(bytes).digest('hex')}.${kind}`;
  const target = path.join(directory, fileName);
  await mkdir(directory, { recursive: true });
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const temporary = path.join(directory, `.${fileName}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temporary, bytes, { mode: 0o644 });
    await rename(temporary, target);
  }
  return { fileName, contentType: storedImageTypes[kind], bytes: bytes.length };
}

/** The stored image a request names, or null when the name is not one `storeImage` makes. */
export function storedImagePath(
  directory: string,
  fileName: string,
): { filePath: string; contentType: string } | null {
  const match = storedImageName.exec(fileName);
  if (!match) return null;
  const kind = match[2] as StoredImageExtension;
  return { filePath: path.join(directory, fileName), contentType: storedImageTypes[kind] };
}
