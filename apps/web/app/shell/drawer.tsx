import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { CloseIcon } from '../ui/icons';
import { Logo } from '../ui/logo';

/** The mobile side drawer: a navigation panel sliding in from the left. */
export function Drawer({
  open,
  onClose,
  label,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50">
      <div className="animate-fade-in absolute inset-0 bg-black/70" aria-hidden="true" onClick={onClose} />
      <aside className="animate-slide-right absolute inset-y-0 left-0 flex w-[84%] max-w-[320px] flex-col border-r border-gold-400/20 bg-ink-900 shadow-2xl">
        <div className="flex items-center justify-between border-b border-white/5 px-4 py-3">
          <Logo compact />
          <button
            type="button"
            onClick={onClose}
            aria-label={t('nav.closeMenu')}
            className="rounded-full p-2 text-ink-300 hover:bg-white/10 hover:text-white"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={label} className="flex-1 overflow-y-auto p-3">
          {children}
        </nav>
      </aside>
    </div>
  );
}

export const drawerItemClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left text-[0.95rem] text-ink-100 transition hover:bg-white/5';
