import type { SitePage } from '@chaba/contracts/site-pages';
import { useTranslation } from '../../../lib/i18n';

/**
 * The operator's texts as plain paragraphs (an empty line starts a new one): the text is shown as
 * text, never as markup, so nothing an editor types can run in a member's browser.
 */
function Paragraphs({ body }: { body: string }) {
  return (
    <>
      {body
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
    </>
  );
}

/** The pages the operator wrote under a reading page's heading (the articles, or the policy). */
export function SitePages({ title, pages }: { title: string; pages: SitePage[] | null }) {
  const { t } = useTranslation();
  return (
    <>
      {pages === null ? (
        <p className="mt-6 text-sm text-gold-100/70">{t('common.networkError')}</p>
      ) : (
        <div className="mt-6 space-y-8">
          {pages.map((page) => (
            <article key={page.id} className="space-y-3 text-sm leading-relaxed text-white/85 md:text-base">
              {pages.length > 1 || page.title !== title ? (
                <h2 className="text-lg font-semibold text-gold-100 md:text-xl">{page.title}</h2>
              ) : null}
              <Paragraphs body={page.body} />
            </article>
          ))}
        </div>
      )}
    </>
  );
}
