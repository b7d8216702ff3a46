import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useLocalizePath } from '../../../lib/language';
import type { DatedArticleSummary } from '../api/article-types';

/** /article: each article's title, date, description and a link to it, in the page's language. */
export function ArticleList({ articles }: { articles: DatedArticleSummary[] | null }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  if (articles === null) return <p className="mt-6 text-sm text-gold-100/70">{t('common.networkError')}</p>;
  if (articles.length === 0) return <p className="mt-6 text-sm text-ink-300">{t('articles.empty')}</p>;
  return (
    <ul aria-label={t('articles.listLabel')} className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => {
        const href = localize(`/article/${article.slug}`);
        return (
          <li key={article.slug}>
            <article
              data-testid="article-card"
              className="flex h-full flex-col rounded-2xl border border-white/10 bg-white/5 p-5"
            >
              <h2 className="text-lg font-semibold leading-snug text-gold-100">
                <Link to={href} className="hover:underline">
                  {article.title}
                </Link>
              </h2>
              <p className="mt-1 text-xs text-ink-400">
                <time dateTime={article.published_at}>
                  {t('articles.published', { date: article.published_label })}
                </time>
              </p>
              <p className="mt-3 flex-1 text-sm leading-relaxed text-white/80">{article.description}</p>
              <Link
                to={href}
                aria-hidden="true"
                tabIndex={-1}
                className="mt-4 self-start text-sm font-semibold text-gold-300 hover:underline"
              >
                {t('articles.readMore')} →
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
