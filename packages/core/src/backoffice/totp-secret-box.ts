import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Only for a developer's machine: production refuses to start with it (STAFF_TOTP_KEY). */
export const developmentTotpKey = 'chaba-development-staff-totp-key';

const format = 'v1';

/** AES-256 wants 32 bytes: the setting is a long random text, hashed to its key. */
function keyOf(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

/**
 * A TOTP secret as the database keeps it: encrypted and authenticated (AES-256-GCM, a random IV per
 * secret) with the deployment's STAFF_TOTP_KEY, so that a copy of the database alone does not give
 * away the staff's second factors.
 */
export function sealTotpSecret(secret: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(key), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [format, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * The TOTP secret a sealed value holds. Throws when the key is not the one it was sealed with (a
 * changed STAFF_TOTP_KEY) or the value was altered: a fault of the deployment, never of a caller.
 */
export function openTotpSecret(sealed: string, key: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== format || !iv || !tag || !data) throw new Error('a stored TOTP secret is not sealed');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(key), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new Error('a stored TOTP secret does not open with STAFF_TOTP_KEY: was the key changed?');
  }
}
