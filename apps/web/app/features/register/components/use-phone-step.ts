import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useApi } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { usePopup } from '../../../lib/popup';
import { storedReferralKey } from '../../../lib/referral';
import { storedAffiliateKey, storedClickId } from '../../../lib/tracking';
import { useOtpForm, usePhoneForm } from '../../../lib/use-credential-forms';
import { useFeedback } from '../../../ui/feedback';
import { registerApi } from '../api/register-api';

/** Seconds between two OTP requests for one phone (the server enforces it too). */
const otpResendSeconds = 60;

function useCountdown(untilMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (untilMs === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [untilMs]);
  return untilMs === null ? 0 : Math.max(0, Math.ceil((untilMs - now) / 1000));
}

/**
 * Registration step 1's state and calls: the phone form, the code request (with the keys a
 * referral or affiliate link left) and its resend countdown, the code form and its check.
 */
export function usePhoneStep(onVerified: (phone: string, token: string) => void) {
  const { t } = useTranslation();
  const api = registerApi(useApi());
  const { open } = usePopup();
  const { toast } = useFeedback();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAtMs, setResendAtMs] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const secondsLeft = useCountdown(resendAtMs);

  const phoneForm = usePhoneForm();
  const otpForm = useOtpForm();

  const requestOtp = async (phone: string, isResend: boolean) => {
    setBusy(true);
    setServerErrors([]);
    try {
      // The keys a referral or affiliate link left in this browser (spec §3 cookies).
      const referralKey = storedReferralKey();
      const affiliateKey = storedAffiliateKey();
      const clickId = storedClickId();
      await api.requestOtp({
        phone,
        ...(referralKey ? { referral_key: referralKey } : {}),
        ...(affiliateKey ? { affiliate_key: affiliateKey } : {}),
        ...(clickId ? { click_id: clickId } : {}),
      });
      setSentTo(phone);
      setResendAtMs(Date.now() + otpResendSeconds * 1000);
      if (isResend) toast('info', t('register.resent'));
    } catch (error) {
      setServerErrors(errorMessages(error, t));
    } finally {
      setBusy(false);
    }
  };

  const verify = async ({ otp }: { otp: string }) => {
    if (!sentTo) return;
    setBusy(true);
    setServerErrors([]);
    try {
      const response = await api.verifyOtp({ phone: sentTo, otp });
      onVerified(sentTo, response.access_token);
      open('RegisterSetpassword');
    } catch (error) {
      setServerErrors(errorMessages(error, t));
    } finally {
      setBusy(false);
    }
  };

  const changePhone = () => {
    setSentTo(null);
    otpForm.reset();
    setServerErrors([]);
  };

  return { sentTo, busy, serverErrors, secondsLeft, phoneForm, otpForm, requestOtp, verify, changePhone };
}

export type PhoneStepState = ReturnType<typeof usePhoneStep>;
