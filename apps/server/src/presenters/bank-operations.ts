import { bahtToSatang, satangToBahtNumber } from '@chaba/contracts/baht';
import type { BankOperationsAccount, bankOperationsRequest } from '@chaba/contracts/bank-operations';
import type { BankOperationsAccount as AccountOfDay } from '@chaba/core/bank-operations/list-bank-operations';
import type { BankOperationsInput } from '@chaba/core/bank-operations/update-bank-operations';
import type { z } from 'zod';

const bahtOrNull = (satang: bigint | null) => (satang === null ? null : satangToBahtNumber(satang));
const satangOrNull = (baht: number | null) => (baht === null ? null : bahtToSatang(baht));

/** A company account as the bank operations desk shows it: baht and ISO times. */
export function presentBankOperationsAccount(account: AccountOfDay): BankOperationsAccount {
  return {
    id: account.id,
    bank: account.bank,
    account_number: account.accountNumber,
    account_name: account.accountName,
    role: account.role,
    status: account.status,
    balance: bahtOrNull(account.balanceSatang),
    balance_at: account.balanceAt?.toISOString() ?? null,
    balance_source: account.balanceSource,
    available: bahtOrNull(account.availableSatang),
    today_in: satangToBahtNumber(account.todayInSatang),
    today_out: satangToBahtNumber(account.todayOutSatang),
    daily_in_cap: bahtOrNull(account.dailyInCapSatang),
    daily_out_cap: bahtOrNull(account.dailyOutCapSatang),
  };
}

/** The desk's form, read into satang. */
export function bankOperationsInput(body: z.output<typeof bankOperationsRequest>): BankOperationsInput {
  return {
    role: body.role,
    status: body.status,
    dailyInCapSatang: satangOrNull(body.daily_in_cap),
    dailyOutCapSatang: satangOrNull(body.daily_out_cap),
  };
}
