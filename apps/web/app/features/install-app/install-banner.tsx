import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { CloseIcon } from '../../ui/icons';
import { HibiscusMark } from '../../ui/logo';
import {
  currentInstallPrompt,
  dismissedKey,
  onInstallPromptChange,
  setInstallPrompt,
} from './install-prompt';

/**
 * The Android app banner (spec §1): offers to install the site as an app. With Chrome's install
 * prompt at hand its button asks for it; without (another browser, or Chrome has not offered it),
 * it says where the browser's menu installs it. Closing it keeps it away for 30 days.
 * Above the phone's bottom bar, over the page: it shifts nothing when it appears.
 */
export default function InstallBanner({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState(currentInstallPrompt);
  useEffect(() => onInstallPromptChange(() => setPrompt(currentInstallPrompt())), []);

  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey, String(Date.now()));
    } catch {
      // Private mode without storage: closed for this visit only.
    }
    onClose();
  };

  const install = async () => {
    if (!prompt) return;
    // Chrome's prompt answers once; the choice is the visitor's, the banner has done its part.
    setInstallPrompt(undefined);
    await prompt.prompt().catch(() => undefined);
    onClose();
  };

  return (
    <section
      aria-label={t('install.label')}
      data-testid="install-banner"
      className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-md rounded-2xl border border-gold-400/30 bg-ink-900/95 p-3 shadow-[0_12px_40px_-10px_rgba(0,0,0,0.8)] backdrop-blur-md md:bottom-6"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-ink-950 ring-1 ring-gold-400/20">
          <HibiscusMark size={36} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-gold-200">{t('install.title')}</p>
          <p className="mt-0.5 text-sm leading-snug text-ink-200">
            {prompt ? t('install.text') : t('install.howTo')}
          </p>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('install.close')}
          className="-mt-1 -mr-1 grid size-9 shrink-0 place-items-center rounded-full text-ink-300 hover:bg-ink-800 hover:text-ink-100"
        >
          <CloseIcon size={18} />
        </button>
      </div>
      {prompt ? (
        <button
          type="button"
          onClick={() => void install()}
          className="mt-3 flex h-11 w-full items-center justify-center rounded-xl bg-gradient-to-b from-gold-300 to-gold-600 font-bold text-ink-950"
        >
          {t('install.install')}
        </button>
      ) : null}
    </section>
  );
}
