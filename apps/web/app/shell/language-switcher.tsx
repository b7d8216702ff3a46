import { Link, useLocation } from 'react-router';
import { languages } from '@chaba/i18n/languages';
import { localizePath, stripLanguagePrefix, useTranslation } from '../lib/i18n';
import { rememberLanguage, useLanguage } from '../lib/language';

/** Thai, English, 中文: the same page in the other language, and the choice kept in a cookie. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const location = useLocation();
  const unprefixed = stripLanguagePrefix(location.pathname);
  return (
    <nav aria-label={t('language.label')} data-testid="lang-switcher" className={className}>
      <ul className="flex items-center rounded-full border border-white/10 bg-ink-950/60 p-0.5 text-xs font-semibold">
        {languages.map((language) => (
          <li key={language}>
            <Link
              to={`${localizePath(unprefixed, language)}${location.search}${location.hash}`}
              lang={language === 'cn' ? 'zh-CN' : language}
              hrefLang={language === 'cn' ? 'zh-CN' : language}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => rememberLanguage(language)}
              className={`block rounded-full px-2.5 py-1 whitespace-nowrap transition ${
                language === current ? 'bg-gold-400 text-ink-950' : 'text-ink-300 hover:text-white'
              }`}
            >
              {t(`language.${language}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
