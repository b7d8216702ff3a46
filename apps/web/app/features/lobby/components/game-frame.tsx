import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CloseIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { useGameReachable } from './use-game-reachable';

/** Phones get the full-screen frame and ask the aggregator for its mobile layout (spec §2.2: 768 px). */
export function isMobileViewport(): boolean {
  return window.matchMedia('(max-width: 767.98px)').matches;
}

/**
 * A running game (spec §4.8): the aggregator's page in an embedded frame, full screen on phones
 * and a large centred frame on wider screens, with a close control above it.
 */
export function GameFrame({
  url,
  title,
  badge,
  onClose,
}: {
  url: string;
  title: string;
  /** Shown beside the title, e.g. the play-money label of trial play. */
  badge?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState(false);
  const reachable = useGameReachable(url);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    closeRef.current?.focus({ preventScroll: true });
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus?.({ preventScroll: true });
    };
  }, []);

  useEffect(() => {
    // Keys pressed inside the game stay in its frame; this only sees Escape on our own controls.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={title}
      className="animate-fade-in fixed inset-0 z-[60] flex bg-ink-950 md:items-center md:justify-center md:bg-black/80 md:p-6 md:backdrop-blur-sm"
    >
      <div className="flex h-full w-full flex-col md:h-[min(88dvh,820px)] md:max-w-[1180px] md:overflow-hidden md:rounded-2xl md:border md:border-gold-400/30 md:shadow-[0_30px_80px_-20px_rgba(0,0,0,0.9)]">
        <div className="flex shrink-0 items-center gap-2 border-b border-gold-400/20 bg-ink-900 px-3 pt-[env(safe-area-inset-top)] md:px-4">
          <div className="flex h-12 min-w-0 flex-1 items-center gap-2">
            <h2 className="truncate font-semibold text-gold-100">{title}</h2>
            {badge}
          </div>
          <button
            ref={closeRef}
            type="button"
            data-testid="close-game"
            onClick={onClose}
            className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-white/15 bg-white/5 px-3 text-sm font-semibold text-white transition hover:border-gold-300/60 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300"
          >
            <CloseIcon size={18} />
            {t('lobby.closeGame')}
          </button>
        </div>
        <div className="relative flex-1 bg-ink-950">
          <GameFrameStatus loaded={loaded} reachable={reachable} />
          <iframe
            data-testid="game-frame"
            src={url}
            title={title}
            allow="fullscreen"
            onLoad={() => setLoaded(true)}
            className="absolute inset-0 h-full w-full border-0"
          />
        </div>
      </div>
    </div>
  );
}

/**
 * Over the frame: the site's own message when the game's server does not answer (the frame would show
 * the browser's error page), else a spinner until the frame has loaded.
 */
function GameFrameStatus({ loaded, reachable }: { loaded: boolean; reachable: boolean }) {
  const { t } = useTranslation();
  if (!reachable) {
    return (
      <p
        role="alert"
        data-testid="game-unreachable"
        className="absolute inset-0 z-10 flex items-center justify-center bg-ink-950 px-6 text-center text-gold-100"
      >
        {t('lobby.gameUnreachable')}
      </p>
    );
  }
  if (loaded) return null;
  return (
    <div
      role="status"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-gold-200"
    >
      <Spinner size={36} className="text-gold-300" />
      <span className="text-sm">{t('lobby.gameLoading')}</span>
    </div>
  );
}
