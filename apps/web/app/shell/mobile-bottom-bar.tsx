import { useTranslation } from '../lib/i18n';
import { usePopup } from '../lib/popup';
import { useSession } from '../lib/session';
import { DepositIcon, LoginIcon, PlayIcon, UserIcon, WithdrawIcon } from '../ui/icons';
import { ContactBarButton } from './floating-contact';
import { usePlayGame } from './play-game';
import { preloadPopup } from './popup-host';

const itemClass =
  'flex flex-1 flex-col items-center justify-center gap-0.5 py-1.5 text-[0.72rem] font-medium';

/**
 * The mobile bottom bar (spec §2.2): members see withdraw, play game and deposit; guests see
 * register and login; both end with the LINE contact (issue 24). Play game on the lobby page asks to pick a game; elsewhere it opens the lobby.
 */
export function MobileBottomBar() {
  const { t } = useTranslation();
  const { status } = useSession();
  const { open } = usePopup();
  const { play: onPlay } = usePlayGame();

  return (
    <nav
      aria-label={t('nav.bottomBar')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gold-400/20 bg-ink-950/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      {status === 'guest' ? (
        <div className="flex gap-2 p-2">
          <button
            type="button"
            onPointerDown={() => preloadPopup('Register')}
            onClick={() => open('Register')}
            className="flex h-12 flex-1 items-center justify-center gap-2 rounded-xl bg-gradient-to-b from-gold-300 to-gold-600 font-bold text-ink-950"
          >
            <UserIcon size={18} />
            {t('nav.register')}
          </button>
          <button
            type="button"
            onPointerDown={() => preloadPopup('Login')}
            onClick={() => open('Login')}
            className="flex h-12 flex-1 items-center justify-center gap-2 rounded-xl border border-gold-400/60 font-bold text-gold-200"
          >
            <LoginIcon size={18} />
            {t('nav.login')}
          </button>
          <ContactBarButton />
        </div>
      ) : (
        <div className="flex h-16 items-stretch px-2">
          <button type="button" onClick={() => open('Withdraw')} className={`${itemClass} text-ink-200`}>
            <WithdrawIcon size={22} />
            {t('nav.withdraw')}
          </button>
          <button type="button" onClick={onPlay} className={`${itemClass} -mt-5 text-gold-200`}>
            <span className="flex h-14 w-14 items-center justify-center rounded-full border-4 border-ink-950 bg-gradient-to-b from-gold-300 to-gold-600 text-ink-950 shadow-[0_0_24px_rgba(245,180,40,0.5)]">
              <PlayIcon size={26} />
            </span>
            {t('nav.playGame')}
          </button>
          <button type="button" onClick={() => open('Deposit')} className={`${itemClass} text-ink-200`}>
            <DepositIcon size={22} />
            {t('nav.deposit')}
          </button>
          <ContactBarButton />
        </div>
      )}
    </nav>
  );
}
