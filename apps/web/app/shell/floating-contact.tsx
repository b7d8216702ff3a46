import { useTranslation } from '../lib/i18n';
import { useSite } from '../lib/site';
import { ChatIcon } from '../ui/icons';

/**
 * The floating contact box linking to the site's LINE contact (spec §1, §2.2). On phones it sits above
 * the bottom bar, which grows by the safe area of a phone's home indicator.
 */
export function FloatingContact() {
  const { t } = useTranslation();
  const site = useSite();
  if (!site.line) return null;
  return (
    <a
      href={site.line}
      target="_blank"
      rel="noreferrer"
      className="fixed right-3 bottom-[calc(6rem+env(safe-area-inset-bottom))] z-30 flex items-center gap-2 rounded-full border border-emerald-300/40 bg-gradient-to-b from-emerald-500 to-emerald-700 py-2 pr-4 pl-2 text-sm font-semibold text-white shadow-[0_10px_30px_-8px_rgba(16,185,129,0.7)] transition hover:brightness-110 md:right-6 md:bottom-6"
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-full bg-white/20">
        <ChatIcon size={18} />
      </span>
      <span className="hidden sm:inline">{t('contact.floating')}</span>
      <span className="sm:hidden">{t('contact.line')}</span>
    </a>
  );
}
