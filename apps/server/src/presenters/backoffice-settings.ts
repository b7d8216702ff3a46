import type { CompanyAccount, MaintenanceSettings } from '@chaba/contracts/backoffice-settings';
import type { CompanyAccountInput } from '@chaba/core/settings/save-company-account';
import { servesOf, type CompanyAccountRow } from '@chaba/core/members/company-account-rules';
import type { Maintenance } from '@chaba/core/maintenance/read-maintenance';
import type { z } from 'zod';
import type { companyAccountRequest, maintenanceRequest } from '@chaba/contracts/backoffice-settings';

/** A company account as the settings desk reads it: its rule as `serves` with its list or tag. */
export function presentCompanyAccount(account: CompanyAccountRow): CompanyAccount {
  const serves = servesOf(account);
  return {
    id: account.id,
    bank: account.bank,
    account_number: account.accountNumber,
    account_name: account.accountName,
    active: account.active,
    sort_order: account.sortOrder,
    serves: serves.kind,
    serves_banks: serves.kind === 'banks' ? serves.banks : [],
    serves_tag: serves.kind === 'tag' ? serves.tag : null,
  };
}

/** The desk's account form, read: the rule of the kind it names (the other fields are ignored). */
export function companyAccountInput(body: z.output<typeof companyAccountRequest>): CompanyAccountInput {
  return {
    bank: body.bank,
    accountNumber: body.account_number,
    accountName: body.account_name,
    active: body.active,
    serves:
      body.serves === 'banks'
        ? { kind: 'banks', banks: [...new Set(body.serves_banks)] }
        : body.serves === 'tag'
          ? { kind: 'tag', tag: body.serves_tag ?? '' }
          : { kind: 'all' },
  };
}

export function maintenanceInput(body: z.output<typeof maintenanceRequest>): Maintenance {
  return {
    enabled: body.enabled,
    message: { th: body.message_th, en: body.message_en, cn: body.message_cn },
    ends_at: body.ends_at === null ? null : new Date(body.ends_at).toISOString(),
    credit_transfers: body.credit_transfers,
  };
}

export function presentMaintenance(maintenance: Maintenance, heldTransfers: number): MaintenanceSettings {
  return {
    enabled: maintenance.enabled,
    message_th: maintenance.message.th,
    message_en: maintenance.message.en,
    message_cn: maintenance.message.cn,
    ends_at: maintenance.ends_at,
    credit_transfers: maintenance.credit_transfers,
    held_transfers: heldTransfers,
  };
}
