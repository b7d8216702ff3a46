import type { LineAccountResponse } from '@chaba/contracts/line-login';
import {
  lineErrorCode,
  lineErrorParameter,
  lineOutcomeParameter,
} from '@chaba/contracts/line-login-outcomes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useSite } from '../../../lib/site';
import { useFeedback } from '../../../ui/feedback';
import { goToLine, lineLoginApi } from '../api/line-login-api';

/**
 * The member's LINE account (decision 70): loaded when LINE Login is on; the outcome of a link that
 * came back (`?line=linked` as a toast, `?line_error=CODE` as the row's message); `act` links (off
 * to LINE) or unlinks.
 */
export function useLineAccount() {
  const { t } = useTranslation();
  const site = useSite();
  const request = useApi();
  const { toast } = useFeedback();
  const [searchParams] = useSearchParams();
  const [account, setAccount] = useState<LineAccountResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const told = useRef(false);

  const load = useCallback(async () => {
    setAccount(await lineLoginApi(request).account());
  }, [request]);

  useEffect(() => {
    if (!site.line_login) return;
    load().catch(() => setError(t('line.failed')));
  }, [site.line_login, load, t]);

  useEffect(() => {
    if (told.current) return;
    told.current = true;
    if (searchParams.get(lineOutcomeParameter) === 'linked') toast('success', t('line.linkedDone'));
    const returned = searchParams.get(lineErrorParameter);
    if (returned !== null) setError(t(`line.errors.${lineErrorCode(returned)}`));
  }, [searchParams, t, toast]);

  const act = async () => {
    setBusy(true);
    setError(null);
    try {
      if (!account?.linked) {
        await goToLine(request, 'link');
        return;
      }
      await lineLoginApi(request).unlink();
      await load();
      toast('success', t('line.unlinkedDone'));
    } catch {
      setError(t('line.failed'));
    }
    setBusy(false);
  };

  return { enabled: site.line_login, account, busy, error, act };
}
