import type { ForwardedMessage, MessageBank } from './bank-message';
import { bankFormats } from './bank-formats';

export interface SampleIncomingOptions {
  amountSatang: bigint;
  accountNumber: string;
  /** When the transfer happened; the sample is received at the same instant. */
  at: Date;
  balanceAfterSatang?: bigint;
  fromAccountNumber?: string;
  fromName?: string;
  /** `sms` (the default) or the bank app's notification. */
  channel?: 'sms' | 'app';
}

/**
 * An incoming-transfer message in a bank's current format, masked as that bank masks accounts, for
 * the demo simulator and the tests: `parseBankMessage` reads it back to the same amount, minute,
 * visible account digits and balance (where the format shows them).
 */
export function sampleIncomingMessage(bank: MessageBank, options: SampleIncomingOptions): ForwardedMessage {
  const format = bankFormats[bank];
  const channel = options.channel ?? 'sms';
  return {
    from: format.sampleSenders[channel],
    text: format.sampleText({ ...options, channel }),
    receivedAt: options.at,
  };
}
