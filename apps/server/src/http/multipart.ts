import multipart, { type FastifyMultipartOptions, type Multipart } from '@fastify/multipart';
import { DomainError } from '@chaba/core/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Uploads (slips, identity documents, the console's images): multipart is registered in a scope of
 * its own with the route's limits, so no other route parses multipart, and a file is read as a
 * stream cut at its limit: nothing larger reaches memory.
 */
export function withMultipart(
  scope: FastifyInstance,
  limits: NonNullable<FastifyMultipartOptions['limits']>,
  routes: (plain: FastifyInstance) => void,
): PromiseLike<unknown> {
  // Returned, not awaited here: a plugin that registers synchronously must not wait on a register.
  return scope.register(async (plain) => {
    await plain.register(multipart, { limits: { headerPairs: 50, ...limits } });
    routes(plain);
  });
}

/** A file part's bytes, or a field part's text value (undefined when cut at the field size limit). */
export type UploadPart =
  { type: 'file'; name: string; bytes: Buffer } | { type: 'field'; name: string; value: string | undefined };

/**
 * Reads every part of a multipart body in order, each whole (a part left unread would hold the
 * request open), and hands it to `take`. A file cut at the size limit is `tooLarge()`; a body that is
 * not multipart or breaks a limit is `malformed()`; a DomainError `take` throws passes through.
 */
export async function readUploadParts(
  request: FastifyRequest,
  errors: { tooLarge: () => DomainError; malformed: () => DomainError },
  take: (part: UploadPart) => void,
): Promise<void> {
  try {
    for await (const part of request.parts()) take(await uploadPartOf(part, errors));
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw errors.tooLarge();
    if (typeof code === 'string' && code.startsWith('FST_')) throw errors.malformed();
    throw error;
  }
}

async function uploadPartOf(part: Multipart, errors: { tooLarge: () => DomainError }): Promise<UploadPart> {
  if (part.type === 'file') {
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw errors.tooLarge();
    return { type: 'file', name: part.fieldname, bytes };
  }
  const value = typeof part.value === 'string' && !part.valueTruncated ? part.value : undefined;
  return { type: 'field', name: part.fieldname, value };
}

/** The one file a body must carry under `name` (other parts are read and ignored), else `malformed()`. */
export async function readOneUploadedFile(
  request: FastifyRequest,
  name: string,
  errors: { tooLarge: () => DomainError; malformed: () => DomainError },
): Promise<Buffer> {
  let file: Buffer | undefined;
  await readUploadParts(request, errors, (part) => {
    if (part.type === 'file' && part.name === name) file ??= part.bytes;
  });
  if (!file) throw errors.malformed();
  return file;
}

/** `image_too_large` on field `file`, with the limit in whole megabytes for the message. */
export const imageTooLarge = (maxBytes: number) => () =>
  new DomainError('image_too_large', {
    field: 'file',
    values: { megabytes: Math.floor(maxBytes / (1024 * 1024)) },
  });
