import { successResponse } from '@chaba/contracts/auth';
import { staffTokenResponse, type StaffTokenResponse } from '@chaba/contracts/backoffice';
import { secondFactorConfirmResponse, secondFactorSetupResponse } from '@chaba/contracts/staff-auth';
import { callApi } from '../../lib/api';

export type StaffLogin = StaffTokenResponse;

export function logIn(body: { username: string; password: string; otp?: string }) {
  return callApi('/api/backoffice/login', { method: 'POST', body, schema: staffTokenResponse });
}

/*
 * The first login's setup calls take the token the login answered: the session starts only once the
 * setup is done, so the token is passed here rather than taken from the session.
 */

export function changePassword(
  token: string,
  body: { old_password: string; password: string; password_confirmation: string },
) {
  return callApi('/api/backoffice/password', { method: 'POST', body, token, schema: successResponse });
}

export async function startSecondFactorSetup(token: string) {
  const answer = await callApi('/api/backoffice/second-factor/setup', {
    method: 'POST',
    token,
    schema: secondFactorSetupResponse,
  });
  return { secret: answer.data.secret, uri: answer.data.otpauth_uri };
}

export async function confirmSecondFactor(token: string, otp: string) {
  const answer = await callApi('/api/backoffice/second-factor/confirm', {
    method: 'POST',
    token,
    body: { otp },
    schema: secondFactorConfirmResponse,
  });
  return answer.data.recovery_codes;
}

export function logOut() {
  return callApi('/api/backoffice/logout', { method: 'POST', schema: successResponse });
}
