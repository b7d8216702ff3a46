import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useFeedback } from '../../../ui/feedback';
import { SettingSwitch } from '../../../ui/setting-switch';
import { usePushSwitch } from './use-push-switch';

/**
 * The member's push notification switch (issue 15, decision 35), in the information popup: drawn
 * only in the browser, once it knows that push can work here and is on at the server.
 */
export function PushSwitch() {
  const { t } = useTranslation();
  const { toast } = useFeedback();
  const onError = useCallback(
    (kind: 'blocked' | 'failed') => toast('error', t(kind === 'blocked' ? 'push.blocked' : 'push.failed')),
    [t, toast],
  );
  const onChange = useCallback(
    (on: boolean) => toast('success', t(on ? 'push.turnedOn' : 'push.turnedOff')),
    [t, toast],
  );
  const { state, toggle } = usePushSwitch({ onError, onChange });
  if (state.kind === 'hidden') return null;

  const on = state.kind === 'ready' && state.on;
  return (
    <SettingSwitch
      id="push-switch"
      testId="push-switch"
      title={t('push.title')}
      description={state.kind === 'blocked' ? t('push.blocked') : t('push.description')}
      on={on}
      disabled={state.kind !== 'ready' || state.busy}
      stateText={on ? t('push.on') : t('push.off')}
      onToggle={() => void toggle()}
    />
  );
}
