import type { SlipPartyName, VerifiedTransfer } from './slip-verifier';
import { maskedAccountMatches } from './slip-verifier';

/** A company account a slip may have paid. */
export interface CompanyAccount {
  accountNumber: string;
  accountName: string;
}

const titles = /^(นางสาว|นาง|นาย|น\.ส\.|ด\.ช\.|ด\.ญ\.|บจก\.?|บริษัท|หจก\.?|mrs\.?|mr\.?|ms\.?|miss)\s*/iu;

/** A name's letters only, lower-cased, without its title and without the masking x's at its end. */
function letters(name: string): string {
  return name
    .trim()
    .replace(titles, '')
    .replace(/[^\p{L}\p{M}]/gu, '')
    .toLowerCase()
    .replace(/x+$/u, '');
}

const isThai = (text: string) => /[\u0E00-\u0E7F]/u.test(text);

/**
 * Whether a name on a slip can be the account's name: the visible letters, title and masking
 * removed, begin the account's (or the account's begin them, when the bank cut the name). Only
 * names in the account name's script are compared; a slip giving none says nothing against it.
 */
export function slipNameMatches(name: SlipPartyName, accountName: string): boolean {
  const account = letters(accountName);
  const comparable = [name.th, name.en, name.display]
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .filter((value) => isThai(value) === isThai(accountName))
    .map(letters)
    .filter((value) => value !== '');
  if (comparable.length === 0 || account === '') return true;
  return comparable.some((value) => account.startsWith(value) || value.startsWith(account));
}

/**
 * The company account a verified transfer paid: its masked receiver number shows the account's
 * digits (maskedAccountMatches) and its name, when given, is the account's. `preferred` (the
 * member's pending deposit's account) first; otherwise the first account that fits. None: the
 * slip paid someone else (a PromptPay proxy without an account number cannot be told apart).
 */
export function slipReceiverAccount(
  receiver: VerifiedTransfer['receiver'],
  accounts: readonly CompanyAccount[],
  preferred?: string | null,
): CompanyAccount | undefined {
  const masked = receiver.accountMasked;
  if (masked === undefined || masked.trim() === '') return undefined;
  const fits = accounts.filter(
    (account) =>
      maskedAccountMatches(masked, account.accountNumber) &&
      slipNameMatches(receiver.name, account.accountName),
  );
  return fits.find((account) => account.accountNumber === preferred) ?? fits[0];
}
