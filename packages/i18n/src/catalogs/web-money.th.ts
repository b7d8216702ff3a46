import type { Catalog } from './web.th';

/**
 * Member-site texts of the money screens, under the `money.` prefix of the site's catalog.
 * Thai is the source language; en and cn follow this shape.
 */
export const webMoneyTh = {
  title: 'money',
};

export type WebMoneyCatalog = Catalog<typeof webMoneyTh>;
