import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const contentLanguages = ['th', 'en', 'cn'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/**
 * A text in the three languages of the member site: side by side on a laptop, one under the other on
 * a phone. Thai first (required); English and Chinese may stay empty and then show the Thai text.
 */
export function LanguageColumns({ children }: { children: (language: ContentLanguage) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <div className="grid gap-3 lg:grid-cols-3">
        {contentLanguages.map((language) => (
          <div key={language} data-language={language}>
            {children(language)}
          </div>
        ))}
      </div>
      <p className="text-xs text-zinc-500">{t('content.languageHint')}</p>
    </fieldset>
  );
}

/** A field's label with its language, e.g. "Promotion name · Thai". */
export function useLanguageLabel() {
  const { t } = useTranslation();
  return (label: string, language: ContentLanguage) => `${label} · ${t(`content.languages.${language}`)}`;
}
