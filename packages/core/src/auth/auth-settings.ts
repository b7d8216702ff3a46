/** The time limits of the auth flows (DESIGN.md §4, issue 2). */
export const authLimits = {
  otpLifetimeSeconds: 5 * 60,
  otpMaxAttempts: 5,
  otpResendIntervalSeconds: 60,
  otpMaxPerHour: 5,
  loginFailureWindowSeconds: 15 * 60,
  loginMaxFailures: 5,
  registrationLifetimeSeconds: 30 * 60,
  passwordResetLifetimeSeconds: 15 * 60,
} as const;

export interface AuthSettings {
  accessTokenLifetimeSeconds: number;
  /** When set, this code is accepted for every OTP and no SMS is sent (demos only). */
  otpBypassCode: string | undefined;
  siteName: string;
}
