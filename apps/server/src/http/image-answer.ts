import { z } from 'zod';

/** An image's bytes, as the OpenAPI document describes them (binary). */
const image = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });

/** A route's 200 that answers a stored image (`storeImage`'s kinds): PNG, JPEG or WebP bytes. */
export const storedImageAnswer = {
  content: {
    'image/png': { schema: image },
    'image/jpeg': { schema: image },
    'image/webp': { schema: image },
  },
};
