import type { WebMoneyCatalog } from './web-money.th';

export const webMoneyCn: WebMoneyCatalog = {
  title: 'money',
};
