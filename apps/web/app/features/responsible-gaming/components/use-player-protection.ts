import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { SetLimitsRequest } from '@chaba/contracts/responsible-gambling';
import { formatDateTime } from '@chaba/i18n/format';
import { ApiError } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { useFeedback } from '../../../ui/feedback';
import {
  protectionApi,
  type PlayerProtection,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '../api/protection-api';

export type ProtectionLoad =
  | { status: 'loading'; data: PlayerProtection | null }
  | { status: 'ready'; data: PlayerProtection }
  | { status: 'error'; data: PlayerProtection | null };

/** A restriction the member asks for: a time-out or a self-exclusion, with its period. */
export type Restriction =
  { tool: 'timeOut'; period: TimeOutPeriod } | { tool: 'selfExclusion'; period: SelfExclusionPeriod };

/** Loads the member's player-protection state; reload after each change. */
function useProtectionLoad() {
  const { memberRequest, status } = useSession();
  const [load, setLoad] = useState<ProtectionLoad>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  const requestRef = useRef(memberRequest);
  requestRef.current = memberRequest;

  useEffect(() => {
    if (status !== 'member') return;
    const controller = new AbortController();
    setLoad((current) => ({ status: 'loading', data: current.data }));
    protectionApi(requestRef.current)
      .load(controller.signal)
      .then(({ data }) => setLoad({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn('[protection] loading failed:', error instanceof Error ? error.message : error);
        setLoad((current) => ({ status: 'error', data: current.data }));
      });
    return () => controller.abort();
  }, [status, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { load, setLoad, reload };
}

/**
 * The member's tools (issue 13): the state from the server, and what each button does. Every
 * refusal shows the server's own message (it names the limit and until when). A time-out, a
 * self-exclusion or a closure ends every session on the server; the site then forgets the login
 * and goes home with the message.
 */
export function usePlayerProtection() {
  const { t } = useTranslation();
  const { memberRequest, logout } = useSession();
  const { toast, showMessage } = useFeedback();
  const { load, setLoad, reload } = useProtectionLoad();
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ key: string; messages: string[] } | null>(null);
  const api = protectionApi(memberRequest);

  /** Runs one change; its failure shows under the part that asked (`key`). */
  const run = async (key: string, call: () => Promise<unknown>, success?: string): Promise<boolean> => {
    setBusy(key);
    setErrors(null);
    try {
      const answer = await call();
      if (answer && typeof answer === 'object' && 'data' in answer && 'limits' in (answer.data as object))
        setLoad({ status: 'ready', data: (answer as { data: PlayerProtection }).data });
      else reload();
      if (success) toast('success', success);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return false;
      setErrors({ key, messages: errorMessages(error, t) });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const restrict = async (restriction: Restriction) => {
    const call =
      restriction.tool === 'timeOut' ? api.timeOut(restriction.period) : api.selfExclude(restriction.period);
    return run('restriction', async () => {
      const { data } = await call;
      logout({ silent: true, ended: true });
      showMessage({
        title: t('protection.loggedOutRestricted'),
        body: t('protection.confirmRestriction.done', {
          tool: t(`protection.${restriction.tool}.title`),
          time: formatDateTime(data.until),
        }),
      });
    });
  };

  const closeAccount = (password: string) =>
    run('closure', async () => {
      await api.closeAccount(password);
      logout({ silent: true, ended: true });
      showMessage({ title: t('protection.closure.done'), body: t('protection.loggedOutRestricted') });
    });

  return {
    load,
    reload,
    busy,
    errorsFor: (key: string) => (errors?.key === key ? errors.messages : []),
    saveLimits: (limits: SetLimitsRequest) =>
      run('limits', () => api.setLimits(limits), t('protection.saved')),
    confirmChanges: () => run('confirm', () => api.confirm(), t('protection.limits.confirmed')),
    saveRealityCheck: (minutes: number | null) =>
      run('reality', () => api.setRealityCheck(minutes), t('protection.saved')),
    savePlayTime: (minutes: number | null) =>
      run('playTime', () => api.setPlayTime(minutes), t('protection.saved')),
    restrict,
    closeAccount,
  };
}

export type PlayerProtectionTools = ReturnType<typeof usePlayerProtection>;
