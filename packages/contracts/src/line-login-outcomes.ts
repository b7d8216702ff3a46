/**
 * How LINE Login's callback tells the member site what happened (zod-free: the browser imports it).
 * The callback sends the browser to `/login?line_error=CODE` (a login), `/u?line=linked` or
 * `/u?line_error=CODE` (a link), or `/register?line=1` (a LINE account no member has yet).
 */
export const lineOutcomeParameter = 'line';
export const lineErrorParameter = 'line_error';

/** The codes the member site has a text for; any other reads as `line_login_failed`. */
export const lineErrorCodes = [
  'line_login_failed',
  'line_login_cancelled',
  'line_login_state_invalid',
  'line_account_taken',
  'line_already_linked',
  'member_locked',
  'account_restricted',
] as const;
export type LineErrorCode = (typeof lineErrorCodes)[number];

/** Player protection's login refusals (issue 13): the site links the account page for them. */
export const lineRestrictedCodes = [
  'timed_out',
  'self_excluded',
  'return_required',
  'return_pending',
  'account_closed',
];

/** The code the site shows for a refusal's code. */
export function lineErrorCode(code: string | null | undefined): LineErrorCode {
  if (!code) return 'line_login_failed';
  if (lineRestrictedCodes.includes(code)) return 'account_restricted';
  return (lineErrorCodes as readonly string[]).includes(code) ? (code as LineErrorCode) : 'line_login_failed';
}
