import { bankLabel } from '../../ui/format';
import type { BankOperationsAccount } from './api';

/** An account as staff name it: bank and number. */
export const accountLabel = (account: BankOperationsAccount) =>
  `${bankLabel(account.bank)} ${account.account_number}`;
