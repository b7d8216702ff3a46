import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useLocalizePath } from '../../../lib/language';
import type { DatedArticle } from '../api/article-types';

/**
 * One article: its title, date, and body as plain paragraphs (an empty line starts a new one). The
 * text is shown as text, never as markup, so nothing an editor types can run in a reader's browser.
 */
export function ArticleView({ article }: { article: DatedArticle }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const paragraphs = article.body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:px-6 md:py-12">
      <Link to={localize('/article')} className="text-sm text-gold-300 hover:underline">
        ← {t('articles.backToList')}
      </Link>
      <h1 className="mt-4 text-2xl font-bold leading-snug text-gold-100 md:text-3xl">{article.title}</h1>
      <p className="mt-2 text-xs text-ink-400">
        <time dateTime={article.published_at}>
          {t('articles.published', { date: article.published_label })}
        </time>
      </p>
      <div className="mt-6 space-y-4 text-sm leading-relaxed text-white/85 md:text-base">
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  );
}
