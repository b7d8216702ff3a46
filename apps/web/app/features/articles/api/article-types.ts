import type { Article, ArticleSummary } from '@chaba/contracts/articles';

/** An article with its date already written out, so that server and browser show the same text. */
export type DatedArticleSummary = ArticleSummary & { published_label: string };
export type DatedArticle = Article & { published_label: string };
