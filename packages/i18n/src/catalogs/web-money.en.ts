import type { WebMoneyCatalog } from './web-money.th';

export const webMoneyEn: WebMoneyCatalog = {
  title: 'money',
};
