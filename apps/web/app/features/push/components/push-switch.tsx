import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useFeedback } from '../../../ui/feedback';
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
    <div
      className="flex items-center gap-3 border-b border-white/5 py-3 last:border-b-0"
      data-testid="push-switch"
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs text-ink-400" id="push-switch-label">
          {t('push.title')}
        </p>
        <p className="mt-0.5 text-sm text-ink-200">
          {state.kind === 'blocked' ? t('push.blocked') : t('push.description')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="push-switch-label"
        aria-describedby="push-switch-state"
        disabled={state.kind !== 'ready' || state.busy}
        onClick={() => void toggle()}
        className={`relative h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300 disabled:opacity-50 ${
          on ? 'bg-gold-400' : 'bg-ink-600'
        }`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-1 left-1 h-5 w-5 rounded-full bg-white shadow transition-transform ${
            on ? 'translate-x-5' : ''
          }`}
        />
        <span className="sr-only" id="push-switch-state">
          {on ? t('push.on') : t('push.off')}
        </span>
      </button>
    </div>
  );
}
