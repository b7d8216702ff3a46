/** Deposit timing (spec §9): a pending deposit lives 15 minutes on the server. */
export const depositLifetimeSeconds = 15 * 60;

/**
 * How far apart two pending deposits to one account can be made unique: up to 99 satang are added
 * to the amount the member asked for.
 */
export const maxAddedSatang = 99n;

/** A transfer may be stamped a little before the request by a bank clock that runs behind. */
export const statementClockSkewSeconds = 120;

/** Causes recorded on requests that did not complete; translated when shown. */
export type RequestCause = 'cancelled_by_member' | 'expired';
