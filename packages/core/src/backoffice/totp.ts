import { generate, generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, six digits, a 30-second step. */
const periodSeconds = 30;
/** A code of the step before or after the server's is accepted: a phone's clock drifts. */
const toleranceSeconds = periodSeconds;

/** A new random TOTP secret (160 bits, base32), as authenticator apps read it. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://` URI an authenticator app reads from a QR code. */
export function totpUri(options: { secret: string; username: string; issuer: string }): string {
  return generateURI({ issuer: options.issuer, label: options.username, secret: options.secret });
}

/**
 * The time step a six-digit code matches at `now` (±1 step), or null. `afterStep`: the last step
 * already accepted; a code of that step or an earlier one is a replay and matches nothing.
 */
export async function matchTotpCode(options: {
  secret: string;
  code: string;
  now: Date;
  afterStep: number | null;
}): Promise<number | null> {
  if (!/^\d{6}$/.test(options.code)) return null;
  const result = await verify({
    secret: options.secret,
    token: options.code,
    epoch: Math.floor(options.now.getTime() / 1000),
    epochTolerance: toleranceSeconds,
    ...(options.afterStep === null ? {} : { afterTimeStep: options.afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code an authenticator app shows at `now` (tests, and the development banner's check). */
export function totpCode(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
}
