import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/**
 * Hub88's request signature (docs.hub88.io, "Operator API Overview" → request signing;
 * https://docs.hub88.io/developer-docs/operator-api-reference/operator-api-overview): RSA-SHA256
 * (PKCS#1 v1.5) over the exact bytes of the body, Base64, in the `X-Hub88-Signature` header. Hub88
 * signs its Wallet API calls with its private key (we verify with its public key); we sign our Games
 * API calls with ours (Hub88 verifies with the public key we gave it).
 */
export const hub88SignatureHeader = 'x-hub88-signature';

/** The Base64 RSA-SHA256 signature of a body. */
export function signHub88Body(privateKey: KeyObject, rawBody: string): string {
  return sign('sha256', Buffer.from(rawBody), privateKey).toString('base64');
}

/** Whether `signature` (Base64) is Hub88's RSA-SHA256 signature of the exact body; never throws. */
export function isHub88SignatureValid(
  publicKey: KeyObject,
  rawBody: string,
  signature: string | undefined,
): boolean {
  if (!signature || signature.length > 2048 || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature.trim())) return false;
  try {
    return verify('sha256', Buffer.from(rawBody), publicKey, Buffer.from(signature.trim(), 'base64'));
  } catch {
    return false;
  }
}

/**
 * A PEM key from a setting: environment files often hold a PEM on one line with `\n` written out,
 * so those are turned back into line breaks first. Throws a plain Error naming `name` when it is
 * not a key of that kind (the start stops with it).
 */
export function readPemKey(name: string, pem: string, kind: 'private' | 'public'): KeyObject {
  const text = pem.includes('\\n') ? pem.replaceAll('\\n', '\n') : pem;
  try {
    const key = kind === 'private' ? createPrivateKey(text) : createPublicKey(text);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not an RSA key');
    return key;
  } catch (error) {
    throw new Error(`${name}: not an RSA ${kind} key in PEM (${(error as Error).message})`, { cause: error });
  }
}
