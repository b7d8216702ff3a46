import type { ForwardedMessage, ParsedBankMessage } from './bank-message';
import { readIncoming } from './bank-format';
import { bankFormats, bankOfSender } from './bank-formats';
import { advertOrUnknown, isOneTimeCode, isOutgoing, otherMessage } from './other-message';

/** Longer texts are no bank's transfer message; the bound also bounds the patterns' work. */
const maximumTextLength = 1_000;

/**
 * Reads one forwarded SMS or app notification. Never throws: a text no pattern reads is `unknown`.
 *
 * A transfer is `incoming` only when one of its bank's patterns reads it whole: an incoming keyword,
 * an amount and the bank's layout. A one-time code or a text with an outgoing word is never incoming.
 * The sender picks the bank; a sender no bank claims (a phone number) lets every bank's patterns try.
 */
export function parseBankMessage(message: ForwardedMessage): ParsedBankMessage {
  try {
    return parse(message);
  } catch {
    return { kind: 'unknown', bank: null, amountSatang: null, accountDigits: null, balanceAfterSatang: null };
  }
}

function parse({ from, text, receivedAt }: ForwardedMessage): ParsedBankMessage {
  const senderFormat = typeof from === 'string' ? bankOfSender(from) : null;
  const bank = senderFormat?.bank ?? null;
  if (typeof text !== 'string' || text.length > maximumTextLength || Number.isNaN(receivedAt.getTime()))
    return otherMessage('unknown', bank, '');
  // Forwarders and banks differ in spacing (Krungsri puts two spaces before the amount).
  const normalized = text.replace(/[ \t\u00a0]+/g, ' ').trim();
  if (isOneTimeCode(normalized)) return otherMessage('otp', bank, normalized);
  if (isOutgoing(normalized)) return otherMessage('outgoing', bank, normalized);
  for (const format of senderFormat ? [senderFormat] : Object.values(bankFormats)) {
    const transfer = readIncoming(format, normalized, receivedAt);
    if (transfer) return transfer;
  }
  return otherMessage(advertOrUnknown(normalized), bank, normalized);
}
