import { useState } from 'react';
import { ApiError, useApi } from '../../lib/api';
import { useSession } from '../../lib/session';
import type { LoginValues } from '../../lib/use-credential-forms';

/**
 * The login call of the popup. Normally the session logs in. An account under a distributed attack
 * answers 403 with an `otp` field error (`login_otp_required`, issue 9): the popup then asks for the
 * code sent by SMS, and the second call carries it. That call sets the login cookie itself, so the
 * page is loaded anew to start the session from it.
 */
export function useLoginFlow() {
  const session = useSession();
  const api = useApi();
  const [otpRequired, setOtpRequired] = useState(false);

  /**
   * Logs in; answers true when the page is being loaded anew (the code step). Throws the ApiError
   * otherwise, after switching to the code step when the server asks for it.
   */
  const logIn = async (values: LoginValues, target: string): Promise<boolean> => {
    if (!otpRequired) {
      try {
        await session.login(values.phone, values.password);
        return false;
      } catch (error) {
        if (error instanceof ApiError && error.status === 403 && error.fieldErrors.otp) setOtpRequired(true);
        throw error;
      }
    }
    await api('/api/login', { body: { phone: values.phone, password: values.password, otp: values.otp } });
    window.location.assign(target);
    return true;
  };

  return { otpRequired, logIn };
}
