import { useTranslation } from 'react-i18next';
import { useAlertSound } from '../lib/alert-sound';
import { useStreamState } from '../lib/staff-stream';
import { Icon } from '../ui/icon';

/** Whether the live queues are connected, and the switch of the arrival sound. */
export function LiveStatus({ tone }: { tone: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const { connected } = useStreamState();
  const [sound, setSound] = useAlertSound();
  const muted = tone === 'dark' ? 'text-zinc-400 hover:text-white' : 'text-zinc-500 hover:text-zinc-900';
  return (
    <div className="flex items-center gap-2 text-xs">
      <span
        data-testid="live-status"
        data-connected={connected}
        title={connected ? t('nav.live') : t('nav.liveOff')}
        className={`inline-flex items-center gap-1.5 ${tone === 'dark' ? 'text-zinc-400' : 'text-zinc-600'}`}
      >
        <span
          className={`size-2 rounded-full ${connected ? 'bg-emerald-500' : 'bg-zinc-400'}`}
          aria-hidden="true"
        />
        {connected ? t('nav.live') : t('nav.liveOff')}
      </span>
      <button
        type="button"
        onClick={() => setSound(!sound)}
        aria-pressed={sound}
        aria-label={sound ? t('nav.soundOff') : t('nav.soundOn')}
        title={sound ? t('nav.soundOff') : t('nav.soundOn')}
        className={`rounded p-1 ${muted}`}
      >
        <Icon name={sound ? 'sound' : 'mute'} />
      </button>
    </div>
  );
}
