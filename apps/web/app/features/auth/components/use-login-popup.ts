import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useLocalizePath } from '../../../lib/language';
import { usePopup } from '../../../lib/popup';
import { redirectParam, safeRedirectOr } from '../../../lib/safe-redirect';
import { useLoginForm, type LoginValues } from '../../../lib/use-credential-forms';
import { useFeedback } from '../../../ui/feedback';
import { useLoginFlow } from '../use-login-flow';

/** Login refusals of an account in a restriction (issue 13), whose owner goes to its page. */
const restrictedLoginCodes = [
  'timed_out',
  'self_excluded',
  'return_required',
  'return_pending',
  'account_closed',
];

/**
 * The Login popup's state and call: the form (the code field only when the account asks for it),
 * the login with its toasts, then / or the remembered safe path.
 */
export function useLoginPopup() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const flow = useLoginFlow();
  const { close } = usePopup();
  const { toast, clearToasts } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  // A refusal of an account in a time-out, self-exclusion or closure (issue 13): link its page.
  const [restricted, setRestricted] = useState(false);

  const form = useLoginForm(flow.otpRequired);

  const submit = async (values: LoginValues) => {
    setBusy(true);
    setServerErrors([]);
    setRestricted(false);
    try {
      const target = safeRedirectOr(searchParams.get(redirectParam), localize('/'));
      const reloading = await flow.logIn(values, target);
      close('finished');
      // The errors of the tries before are answered now: no 'wrong password' beside 'logged in'.
      clearToasts('error');
      toast('success', t('login.success'));
      if (!reloading) void navigate(target, { replace: true });
    } catch (error) {
      const messages = errorMessages(error, t);
      setServerErrors(messages);
      setRestricted(error instanceof ApiError && restrictedLoginCodes.includes(error.code ?? ''));
      toast('error', messages.join(' '));
    } finally {
      setBusy(false);
    }
  };

  return { form, submit, busy, serverErrors, restricted, otpRequired: flow.otpRequired };
}
