import { satangToBahtNumber } from '@chaba/contracts/money';
import type { RestrictedStatus } from '@chaba/contracts/responsible-gambling';
import type { readRestrictedAccount } from '@chaba/core/restricted-accounts/restricted-account';

/** A restricted account's state and money: satang to baht, times to ISO strings. */
export function presentRestrictedStatus(
  account: Awaited<ReturnType<typeof readRestrictedAccount>>,
): RestrictedStatus {
  return {
    state: account.state.state,
    until: account.state.until?.toISOString() ?? null,
    balance: satangToBahtNumber(account.balanceSatang),
    withdrawable: satangToBahtNumber(account.withdrawableSatang),
    pending_withdrawal: account.pendingWithdrawal
      ? {
          id: account.pendingWithdrawal.id,
          amount: satangToBahtNumber(account.pendingWithdrawal.amountSatang),
          created_at: account.pendingWithdrawal.createdAt.toISOString(),
        }
      : null,
    bank: account.bank
      ? { bank_code: account.bank.bankCode, account_number_masked: account.bank.accountNumberMasked }
      : null,
  };
}
