import type { Executor } from '@chaba/db/client';
import { companyBankAccounts } from '@chaba/db/schema';
import { asc } from 'drizzle-orm';
import { countHeldTransfers } from '../maintenance/count-held-transfers';
import { readMaintenance } from '../maintenance/read-maintenance';
import { getSiteInfo } from '../site/get-site-info';
import { readSiteSetting } from '../site/site-settings';

/** Everything the settings desk shows: site info, PromptPay, the QR switch, the accounts, maintenance. */
export async function getSettings(db: Executor) {
  const [site, promptpay, paymentGateway, accounts, maintenance, heldTransfers] = await Promise.all([
    getSiteInfo(db),
    readSiteSetting(db, 'promptpay'),
    readSiteSetting(db, 'payment_gateway'),
    db
      .select()
      .from(companyBankAccounts)
      .orderBy(asc(companyBankAccounts.sortOrder), asc(companyBankAccounts.id)),
    readMaintenance(db),
    countHeldTransfers(db),
  ]);
  return {
    site,
    promptpay: promptpay ?? null,
    paymentGatewayMode: paymentGateway?.mode ?? 'per_member',
    accounts,
    maintenance,
    heldTransfers,
  };
}
