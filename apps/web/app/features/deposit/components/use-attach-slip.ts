import { formatBaht } from '@chaba/i18n/format';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useProfileReloader } from '../../../lib/use-profile-reloader';
import { depositApi } from '../api/deposit-api';

/** The server's own limit (issue 26): a larger picture is refused here, before it is sent. */
export const slipMaxBytes = 5 * 1024 * 1024;

export type SlipOutcome = { kind: 'credited' | 'waiting' | 'refused'; message: string } | null;

/**
 * Attaching a transfer slip (issue 26): the picture the member chose is sent for the pending
 * deposit (when there is one); the answer is shown in the member's language (the server's message
 * for a refusal) and the profile reloaded on a credit (the live update usually comes first).
 */
export function useAttachSlip(depositId?: number) {
  const { t } = useTranslation();
  const { memberRequest } = useSession();
  const reload = useProfileReloader();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<SlipOutcome>(null);

  const choose = () => input.current?.click();

  const send = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > slipMaxBytes) {
      setOutcome({ kind: 'refused', message: t('money.attachSlip.tooLarge') });
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const answer = await depositApi(memberRequest).attachSlip(file, depositId);
      if (answer.data.status === 'credited') {
        setOutcome({
          kind: 'credited',
          message: t('money.attachSlip.credited', { amount: formatBaht(answer.data.amount) }),
        });
        void reload();
      } else {
        setOutcome({ kind: 'waiting', message: t('money.attachSlip.waiting') });
      }
    } catch (error) {
      const message =
        error instanceof ApiError && error.message ? error.message : t('money.attachSlip.failed');
      setOutcome({ kind: 'refused', message });
    } finally {
      setSending(false);
      if (input.current) input.current.value = '';
    }
  };

  return { input, sending, outcome, choose, send };
}
