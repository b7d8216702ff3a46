import { useState } from 'react';
import { startSession } from '../../lib/session';
import { logIn, type StaffLogin } from './api';

/**
 * The steps of a staff login. The server answers one refusal for a wrong password and a wrong or
 * missing code (it never says which was wrong), so the form asks for all three at once; a staff
 * member without a second factor yet leaves the code empty. The login then says what the first
 * sign-in still needs: the password change when the password is the one-time one, then the second
 * factor's setup and its recovery codes. The session starts only when every step is done.
 */
export type LoginStep =
  | { kind: 'credentials' }
  | { kind: 'password'; login: StaffLogin; username: string; oldPassword: string }
  | { kind: 'second-factor'; login: StaffLogin; username: string }
  | { kind: 'recovery-codes'; login: StaffLogin; username: string; codes: string[] };

export interface LoginValues {
  username: string;
  password: string;
  otp?: string | undefined;
}

export function useLoginFlow() {
  const [step, setStep] = useState<LoginStep>({ kind: 'credentials' });

  /** The next step of a login that the server let in, or the session when nothing is left. */
  function continueWith(login: StaffLogin, username: string): void {
    if (login.must_set_up_second_factor) {
      setStep({ kind: 'second-factor', login, username });
      return;
    }
    startSession({
      token: login.access_token,
      username,
      role: login.role,
      permissions: login.permissions,
      expiresInSeconds: login.expires_in,
    });
  }

  /** Sends the login; moves to the next step or starts the session, or throws the refusal. */
  async function submit(values: LoginValues): Promise<void> {
    const login = await logIn({
      username: values.username,
      password: values.password,
      ...(values.otp ? { otp: values.otp } : {}),
    });
    if (login.must_change_password) {
      setStep({ kind: 'password', login, username: values.username, oldPassword: values.password });
      return;
    }
    continueWith(login, values.username);
  }

  return {
    step,
    submit,
    passwordChanged: (login: StaffLogin, username: string) =>
      continueWith({ ...login, must_change_password: false }, username),
    secondFactorConfirmed: (login: StaffLogin, username: string, codes: string[]) =>
      setStep({ kind: 'recovery-codes', login, username, codes }),
    recoveryCodesKept: (login: StaffLogin, username: string) =>
      continueWith({ ...login, must_set_up_second_factor: false }, username),
  };
}
