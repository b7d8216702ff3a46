/** The time limits of the auth flows (DESIGN.md §4, issue 2) and the abuse limits (issue 9). */
export const authLimits = {
  otpLifetimeSeconds: 5 * 60,
  otpMaxAttempts: 5,
  otpResendIntervalSeconds: 60,
  otpMaxPerHour: 5,
  /** Failed logins are counted over this window, per account+address and per address. */
  loginFailureWindowSeconds: 15 * 60,
  /**
   * Failures for one account from one address before that address (only) must wait: the real
   * member on another address is not affected by an attacker's guesses.
   */
  loginMaxFailures: 5,
  /** Failures from one address across all accounts before it must wait (default; see AuthSettings). */
  loginMaxFailuresPerAddress: 20,
  /**
   * Failures for one account from all addresses within `distributedAttackWindowSeconds` that mark it
   * as under a distributed attack (ASVS v4 2.2.1 names 100 per hour): a member then needs a code by
   * SMS on top of the password, a staff account may only log in from addresses it logged in from.
   */
  distributedAttackFailures: 100,
  distributedAttackWindowSeconds: 60 * 60,
  /** How far back a staff login from an address makes it "known" while the account is under attack. */
  staffKnownAddressDays: 90,
  /** Codes sent by SMS to any phones for one address per hour (default; see AuthSettings). */
  smsMaxPerAddressPerHour: 10,
  registrationLifetimeSeconds: 30 * 60,
  passwordResetLifetimeSeconds: 15 * 60,
} as const;

export interface AuthSettings {
  accessTokenLifetimeSeconds: number;
  /** When set, this code is accepted for every OTP and no SMS is sent (demos only). */
  otpBypassCode: string | undefined;
  siteName: string;
  /**
   * Failed logins from one address across accounts per 15 minutes (LOGIN_FAILURES_PER_ADDRESS).
   * Many members behind one carrier NAT share an address, hence a setting.
   */
  loginMaxFailuresPerAddress?: number;
  /** SMS codes one address may have sent per hour (SMS_PER_ADDRESS_PER_HOUR). */
  smsMaxPerAddressPerHour?: number;
}
