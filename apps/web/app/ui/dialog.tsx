import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { CloseIcon } from './icons';
import { useDialog } from './use-dialog';

export { useDialogOpen } from './use-dialog';

interface DialogProps {
  title: ReactNode;
  onClose?: () => void;
  /** 'popup' is 380 px wide, 'information' 450 px (spec §2.4). */
  size?: 'popup' | 'information';
  children: ReactNode;
  footer?: ReactNode;
  /** Shown above the title, e.g. the registration progress bar. */
  header?: ReactNode;
  testId?: string;
  icon?: ReactNode;
}

/**
 * A modal popup: role="dialog" named by its title, closed by its close button, Escape or a click
 * on the backdrop (when onClose is given). Focus moves into it on open and back on close (useDialog).
 */
export function Dialog({
  title,
  onClose,
  size = 'popup',
  children,
  footer,
  header,
  testId,
  icon,
}: DialogProps) {
  const { t } = useTranslation();
  const { titleId, panelRef } = useDialog(onClose);
  const width = size === 'information' ? 'max-w-[450px]' : 'max-w-[380px]';

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div
        className="animate-fade-in absolute inset-0 bg-black/70 backdrop-blur-[2px]"
        aria-hidden="true"
        onClick={() => onClose?.()}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className={`animate-pop-in relative flex max-h-[92dvh] w-full ${width} flex-col overflow-hidden rounded-t-3xl border border-gold-400/25 bg-ink-900 shadow-[0_30px_80px_-20px_rgba(0,0,0,0.9)] outline-none sm:rounded-3xl`}
      >
        <div className="pointer-events-none absolute inset-x-0 top-0 h-32 bg-[radial-gradient(ellipse_at_top,rgba(245,180,40,0.18),transparent_70%)]" />
        {header ? <div className="relative px-5 pt-5">{header}</div> : null}
        <div className="relative flex items-center gap-3 px-5 pt-5 pb-3">
          {icon ? <span className="text-gold-300">{icon}</span> : null}
          <h2 id={titleId} className="flex-1 text-lg font-bold text-gold-100">
            {title}
          </h2>
          {onClose ? (
            <button
              type="button"
              onClick={() => onClose()}
              aria-label={t('common.close')}
              className="-mr-1 rounded-full p-2 text-ink-300 transition hover:bg-white/10 hover:text-white"
            >
              <CloseIcon size={20} />
            </button>
          ) : null}
        </div>
        <div className="relative overflow-y-auto px-5 pb-5">{children}</div>
        {footer ? (
          <div className="relative border-t border-white/5 bg-ink-950/60 px-5 py-3">{footer}</div>
        ) : null}
      </div>
    </div>
  );
}
