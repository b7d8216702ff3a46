import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { useSite } from '../lib/site';
import { ChatIcon } from '../ui/icons';

/**
 * The floating contact box linking to the site's LINE contact (spec §1, §2.2), from 768 px at the
 * bottom right. On a phone a box floating over the page covered game cards and footer links (issue
 * 24): there the contact is ContactBarButton, at the end of the bottom bar, which the page already
 * keeps clear of.
 */
export function FloatingContact() {
  const { t } = useTranslation();
  return (
    <LineLink className="fixed right-6 bottom-6 z-30 hidden items-center gap-2 rounded-full border border-emerald-300/40 bg-gradient-to-b from-emerald-500 to-emerald-700 py-2 pr-4 pl-2 text-sm font-semibold text-white shadow-[0_10px_30px_-8px_rgba(16,185,129,0.7)] transition hover:brightness-110 md:flex">
      <span className="flex h-8 w-8 items-center justify-center rounded-full bg-white/20">
        <ChatIcon size={18} />
      </span>
      {t('contact.floating')}
    </LineLink>
  );
}

/** The LINE contact at the end of the phone's bottom bar: a round button, named for screen readers. */
export function ContactBarButton() {
  const { t } = useTranslation();
  return (
    <LineLink
      label={t('contact.line')}
      className="flex h-12 w-12 shrink-0 items-center justify-center self-center rounded-full border border-emerald-300/40 bg-gradient-to-b from-emerald-500 to-emerald-700 text-white shadow-[0_6px_20px_-6px_rgba(16,185,129,0.7)]"
    >
      <ChatIcon size={22} />
    </LineLink>
  );
}

/** The site's LINE contact in a new tab; nothing while the operator has set none. */
function LineLink({
  className,
  label,
  children,
}: {
  className: string;
  label?: string;
  children: ReactNode;
}) {
  const site = useSite();
  if (!site.line) return null;
  return (
    <a
      href={site.line}
      target="_blank"
      rel="noreferrer"
      aria-label={label}
      data-testid="floating-contact"
      className={className}
    >
      {children}
    </a>
  );
}
