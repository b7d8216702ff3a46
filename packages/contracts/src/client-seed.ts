/**
 * What a player's client seed of the provably fair scheme may be (decision 27): 1–64 letters, digits,
 * `.`, `_` or `-`. Its own module, free of zod and node:crypto, so that the member site checks a
 * typed seed with the same pattern before it sends it (the wheel page).
 */
export const clientSeedPattern = /^[A-Za-z0-9._-]{1,64}$/;
