import type { Challenge } from 'altcha-lib/types';

/**
 * Solves the proof-of-work challenge the server asks for under a flood of logins (428
 * `challenge_required`, decision 43): ALTCHA's protocol v2 with WebCrypto's PBKDF2, which runs
 * off the main thread, so the player sees only the button's wait. The solver is fetched only then,
 * never with the page. Answers ALTCHA's payload for the `altcha` field, or null when this browser
 * cannot solve it in time (the server's message is shown then).
 */
export async function solveProofOfWork(challenge: unknown): Promise<string | null> {
  if (!isChallenge(challenge) || typeof crypto === 'undefined' || !crypto.subtle) return null;
  try {
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([
      import('altcha-lib'),
      import('altcha-lib/algorithms/web/pbkdf2'),
    ]);
    const solution = await solveChallenge({ challenge, deriveKey, timeout: solveTimeoutMs });
    if (!solution) return null;
    return btoa(JSON.stringify({ challenge, solution }));
  } catch {
    return null;
  }
}

/** A slow phone takes a second or two for the 256 tries a challenge needs on average; beyond this it gives up. */
const solveTimeoutMs = 30_000;

function isChallenge(value: unknown): value is Challenge {
  if (typeof value !== 'object' || value === null) return false;
  const { parameters } = value as { parameters?: unknown };
  return (
    typeof parameters === 'object' &&
    parameters !== null &&
    typeof (parameters as { nonce?: unknown }).nonce === 'string' &&
    typeof (parameters as { keyPrefix?: unknown }).keyPrefix === 'string'
  );
}
