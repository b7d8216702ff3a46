import { useTranslation } from '../lib/i18n';
import { Link } from 'react-router';
import { useLocalizePath } from '../lib/language';
import { useSite } from '../lib/site';
import { Logo } from '../ui/logo';

export function Footer() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const site = useSite();
  const links = [
    { to: localize('/promotion'), label: t('nav.promotion') },
    { to: localize('/article'), label: t('nav.article') },
    { to: localize('/referral'), label: t('nav.referral') },
    { to: localize('/privacy-policy'), label: t('nav.privacy') },
    { to: localize('/responsible-gaming'), label: t('protection.link') },
  ];
  return (
    <footer className="border-t border-gold-400/10 bg-ink-950 pb-24 md:pb-0">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-[1.3fr_1fr] md:px-6">
        <div>
          <Logo compact />
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-ink-400">{t('site.tagline')}</p>
          <p className="mt-3 inline-flex items-center gap-2 rounded-lg border border-rose-400/30 bg-rose-950/40 px-2.5 py-1.5 text-xs text-rose-100">
            <span className="rounded bg-rose-500 px-1.5 py-0.5 text-[0.65rem] font-bold text-white">20+</span>
            {t('site.adultsOnly')}
          </p>
        </div>
        <nav>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-ink-300 hover:text-gold-200">
                  {link.label}
                </Link>
              </li>
            ))}
            {site.line ? (
              <li>
                <a
                  href={site.line}
                  target="_blank"
                  rel="noreferrer"
                  className="text-ink-300 hover:text-gold-200"
                >
                  {t('nav.contact')}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/5 py-4 text-center text-xs text-ink-500">
        {t('site.rights', { year: new Date().getFullYear(), site: site.name })}
      </p>
    </footer>
  );
}
