import type { WebArticlesCatalog } from './web-articles.th';

export const webArticlesCn: WebArticlesCatalog = {
  intro: '会员简明指南：存款、优惠活动和推荐好友。',
  empty: '暂无文章。',
  readMore: '阅读全文',
  published: '发布于 {{date}}',
  backToList: '全部文章',
  listLabel: '文章列表',
};
