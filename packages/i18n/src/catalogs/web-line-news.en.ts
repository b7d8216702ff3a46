import type { WebLineNewsCatalog } from './web-line-news.th';

export const webLineNewsEn: WebLineNewsCatalog = {
  title: 'News on LINE',
  description: 'Get promotions and news on LINE. Deposit and withdrawal receipts still come as usual.',
  on: 'Receiving news on LINE',
  off: 'Not receiving news on LINE',
  turnedOn: 'You will receive news on LINE',
  turnedOff: 'You will no longer receive news on LINE',
  failed: 'Could not save. Please try again.',
};
