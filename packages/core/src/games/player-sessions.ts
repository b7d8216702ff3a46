/**
 * How long a player token works for bets; wins and rollbacks are accepted after that (the wallet's
 * functions of migration 0029 compare the session's `expires_at` with the call's clock).
 */
export const playerSessionLifetimeSeconds = 4 * 60 * 60;
