import { useState, type FormEvent } from 'react';
import { formatBaht } from '@chaba/i18n/format';
import { ApiError } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useProfileReloader } from '../../../lib/use-profile-reloader';
import { useFeedback } from '../../../ui/feedback';
import { couponsApi } from '../api/coupons-api';

/**
 * The coupon field's state and call: the code typed, the server's refusal under the field (unknown,
 * expired, used up …, in the member's language), and on success the profile reloaded and the bonus
 * with its turnover shown in a dialog.
 */
export function useCouponRedeem() {
  const { t } = useTranslation();
  const { memberRequest } = useSession();
  const { showMessage } = useFeedback();
  const reload = useProfileReloader();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(t('bonus.coupon.required'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await couponsApi(memberRequest).redeem(code.trim());
      setCode('');
      await reload();
      showMessage({
        title: t('bonus.coupon.redeemedTitle'),
        body:
          answer.data.turnover > 0
            ? `${answer.msg} · ${t('bonus.coupon.turnover', { amount: formatBaht(answer.data.turnover) })}`
            : answer.msg,
      });
    } catch (failure) {
      // 'Unauthenticated.' has already logged the member out.
      if (!(failure instanceof ApiError && failure.status === 401)) {
        const onField = failure instanceof ApiError ? failure.fieldErrors.code : undefined;
        setError((onField ?? errorMessages(failure, t)).join(' '));
      }
    } finally {
      setBusy(false);
    }
  };

  return { code, setCode: (value: string) => setCode(value.replace(/\s/g, '')), error, busy, submit };
}
