import type { WebArticlesCatalog } from './web-articles.th';

export const webArticlesEn: WebArticlesCatalog = {
  intro: 'Short guides for members: deposits, promotions and referring friends.',
  empty: 'No articles yet.',
  readMore: 'Read more',
  published: 'Published {{date}}',
  backToList: 'All articles',
  listLabel: 'Articles',
};
