import type { ForwardedMessage, MessageBank } from './bank-message';
import type { SampleIncomingOptions } from './bank-format';
import { bankFormats } from './bank-formats';

export type { SampleIncomingOptions };

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
