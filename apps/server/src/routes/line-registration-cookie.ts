import { lineRegistrationSeconds } from '@chaba/core/line-login/finish-line-login';

/**
 * The key of a LINE account that came to registration (LINE Login, decision 70): HttpOnly, sent
 * only to the registration's routes, which link the account to the member they create.
 */
export const lineRegistrationCookie = 'chaba_line_registration';

export function lineRegistrationCookieOptions(secure: boolean) {
  return {
    path: '/api/register',
    httpOnly: true,
    secure,
    sameSite: 'lax' as const,
    maxAge: lineRegistrationSeconds,
  };
}
