import { useTranslation } from 'react-i18next';
import { consoleLanguages, setLanguage } from '../lib/i18n';

const names = { th: 'ไทย', en: 'EN' } as const;

/** Thai or English, for the console and the API's messages; remembered on this device. */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('nav.language')}
      data-testid="lang-switch"
      className={`inline-flex rounded-md p-0.5 text-xs ${tone === 'dark' ? 'bg-zinc-800' : 'bg-zinc-200/70'}`}
    >
      {consoleLanguages.map((language) => {
        const selected = i18n.language === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={selected}
            onClick={() => setLanguage(language)}
            className={`rounded px-2 py-1 font-medium ${
              selected
                ? tone === 'dark'
                  ? 'bg-zinc-600 text-white'
                  : 'bg-white text-zinc-900 shadow-xs'
                : tone === 'dark'
                  ? 'text-zinc-400 hover:text-white'
                  : 'text-zinc-500 hover:text-zinc-900'
            }`}
          >
            {names[language]}
          </button>
        );
      })}
    </div>
  );
}
