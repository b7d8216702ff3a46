import { createPortal } from 'react-dom';
import { useTranslation } from '../../../lib/i18n';
import { formatBaht } from '@chaba/i18n/format';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { usePlaySession } from './use-play-session';

/**
 * Rendered while a game frame is open (the lobby passes it in): keeps the play session's heartbeat
 * and shows the reality check above the game when it is due: how long the member has played and
 * the net result of this session, with Continue and Stop.
 */
export function PlaySessionGuard({ onCloseGame }: { onCloseGame: () => void }) {
  const { t } = useTranslation();
  const { realityCheck, onContinue, onStop } = usePlaySession(onCloseGame);
  if (!realityCheck) return null;
  const net = realityCheck.net_result;
  const result =
    net > 0
      ? t('protection.realityCheck.won', { amount: formatBaht(net) })
      : net < 0
        ? t('protection.realityCheck.lost', { amount: formatBaht(-net) })
        : t('protection.realityCheck.even');

  // Above the game frame (z-60), which is itself above every popup.
  return createPortal(
    <div className="fixed inset-0 z-[70]">
      <Dialog title={t('protection.realityCheck.title')} testId="reality-check">
        <p className="text-base text-white" data-testid="reality-check-played">
          {t('protection.realityCheck.played', { minutes: realityCheck.played_minutes })}
        </p>
        <p className="mt-2 flex items-baseline justify-between gap-3 rounded-xl bg-ink-950/60 px-3 py-2.5 text-sm">
          <span className="text-ink-300">{t('protection.realityCheck.net')}</span>
          <span
            data-testid="reality-check-net"
            className={`font-semibold tabular-nums ${net < 0 ? 'text-rose-300' : net > 0 ? 'text-emerald-300' : 'text-white'}`}
          >
            {result}
          </span>
        </p>
        <div className="mt-5 flex gap-2">
          <Button className="flex-1" onClick={onContinue}>
            {t('protection.realityCheck.continue')}
          </Button>
          <Button variant="secondary" className="flex-1" onClick={onStop}>
            {t('protection.realityCheck.stop')}
          </Button>
        </div>
      </Dialog>
    </div>,
    document.body,
  );
}
