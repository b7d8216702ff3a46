import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { Button, buttonClass } from './button';
import { Dialog, useDialogOpen } from './dialog';
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon } from './icons';
import { Spinner } from './spinner';

/** Toast life (spec §2.10). */
export const toastDurationMs = 8000;
/** At most this many toasts at once; older ones make room. */
const maxToasts = 4;

export type ToastType = 'success' | 'error' | 'warning' | 'info';
interface Toast {
  id: number;
  type: ToastType;
  message: string;
}
interface Message {
  title: string;
  body: ReactNode;
  action?: { label: string; href: string };
}

interface Feedback {
  toast: (type: ToastType, message: string) => void;
  /** Takes away the toasts of one type at once (a login that succeeds: its failed tries' errors). */
  clearToasts: (type: ToastType) => void;
  showMessage: (message: Message) => void;
  setLoading: (loading: boolean) => void;
}

const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error('useFeedback outside FeedbackProvider');
  return value;
}

/** Toasts, the message dialog and the full-page loading overlay: one store for the whole app. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [message, setMessage] = useState<Message | null>(null);
  const [loadingCount, setLoadingCount] = useState(0);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );

  const toast = useCallback(
    (type: ToastType, text: string) => {
      const id = nextId.current++;
      setToasts((current) => [...current.slice(-(maxToasts - 1)), { id, type, message: text }]);
      window.setTimeout(() => dismiss(id), toastDurationMs);
    },
    [dismiss],
  );

  const clearToasts = useCallback(
    (type: ToastType) => setToasts((current) => current.filter((item) => item.type !== type)),
    [],
  );

  const setLoading = useCallback((loading: boolean) => {
    setLoadingCount((count) => Math.max(0, count + (loading ? 1 : -1)));
  }, []);

  const value = useMemo(
    () => ({ toast, clearToasts, showMessage: setMessage, setLoading }),
    [toast, clearToasts, setLoading],
  );

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
      {message ? <MessageDialog message={message} onClose={() => setMessage(null)} /> : null}
      {loadingCount > 0 ? <LoadingOverlay /> : null}
    </FeedbackContext.Provider>
  );
}

const toastStyles: Record<ToastType, { box: string; icon: ReactNode }> = {
  success: {
    box: 'border-emerald-400/50 bg-emerald-950/95 text-emerald-50',
    icon: <CheckIcon className="text-emerald-300" />,
  },
  error: {
    box: 'border-rose-400/50 bg-rose-950/95 text-rose-50',
    icon: <WarningIcon className="text-rose-300" />,
  },
  warning: {
    box: 'border-amber-400/50 bg-amber-950/95 text-amber-50',
    icon: <WarningIcon className="text-amber-300" />,
  },
  info: { box: 'border-sky-400/50 bg-slate-900/95 text-sky-50', icon: <InfoIcon className="text-sky-300" /> },
};

/**
 * Where the toasts sit on phones. Without a popup: above the bottom bar (its raised play button
 * included) and the floating contact button, where they cover neither the header nor a game's close
 * button. With a popup open: at the top, over its backdrop, because the popup is a sheet at the
 * bottom with its own buttons there (a failed login's toast would cover the login button).
 */
const phonePlaces = {
  clear: {
    stack: 'bottom-[calc(9.5rem+env(safe-area-inset-bottom))] flex-col-reverse',
    toast: 'animate-slide-up',
  },
  popup: {
    stack: 'top-[calc(0.75rem+env(safe-area-inset-top))] flex-col',
    toast: 'animate-slide-down md:animate-slide-up',
  },
};

function Toaster({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const place = useDialogOpen() ? phonePlaces.popup : phonePlaces.clear;
  return (
    <section
      aria-label={t('common.notifications')}
      aria-live="polite"
      data-testid="toast"
      // On wider screens the toasts stay at the bottom right above the contact button, whatever is
      // open: at the top right they covered the member bar's withdraw and logout buttons.
      className={`pointer-events-none fixed inset-x-0 z-[70] flex items-center gap-2 px-3 ${place.stack} md:top-auto md:right-6 md:bottom-24 md:left-auto md:flex-col-reverse md:items-end`}
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          role={item.type === 'error' ? 'alert' : 'status'}
          data-type={item.type}
          className={`${place.toast} pointer-events-auto flex w-full max-w-sm items-start gap-2.5 rounded-xl border px-3.5 py-3 text-sm shadow-xl backdrop-blur ${toastStyles[item.type].box}`}
        >
          {/* The 20 px icon lines up with the first 20 px line of the message. Pretty wrapping avoids
              a short last line, such as the "หลัง" of "ภายหลัง" alone under the rest. */}
          <span className="shrink-0">{toastStyles[item.type].icon}</span>
          <p className="flex-1 leading-5 text-pretty">{item.message}</p>
          <button
            type="button"
            onClick={() => onDismiss(item.id)}
            aria-label={t('common.dismiss')}
            className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </section>
  );
}

function MessageDialog({ message, onClose }: { message: Message; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={message.title} onClose={onClose} icon={<InfoIcon />}>
      <div className="text-[0.95rem] leading-relaxed text-ink-100">{message.body}</div>
      <div className="mt-5 flex gap-2">
        {message.action ? (
          <a
            href={message.action.href}
            target="_blank"
            rel="noreferrer"
            className={`${buttonClass('primary', 'md', true)} flex-1`}
          >
            {message.action.label}
          </a>
        ) : null}
        <Button variant={message.action ? 'secondary' : 'primary'} block className="flex-1" onClick={onClose}>
          {message.action ? t('common.close') : t('common.ok')}
        </Button>
      </div>
    </Dialog>
  );
}

function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[80] flex flex-col items-center justify-center gap-3 bg-black/60 text-gold-200 backdrop-blur-sm"
    >
      <Spinner size={40} className="text-gold-300" />
      <span className="text-sm">{t('common.loading')}</span>
    </div>
  );
}
