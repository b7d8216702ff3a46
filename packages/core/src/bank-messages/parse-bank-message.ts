import type { ForwardedMessage, ParsedBankMessage } from './bank-message';

/**
 * Reads one forwarded SMS or app notification. Never throws: a text no parser knows is `unknown`.
 * (Placeholder until the bank parsers land: everything is `unknown`, so nothing is credited.)
 */
export function parseBankMessage(message: ForwardedMessage): ParsedBankMessage {
  void message;
  return { kind: 'unknown', bank: null, amountSatang: null, accountDigits: null, balanceAfterSatang: null };
}
