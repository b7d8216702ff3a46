/**
 * What a bank's SMS or app notification says, read by `parse-bank-message.ts` (issue 25). Only an
 * `incoming` transfer can ever become a statement line; every other kind is stored and shown to
 * staff, never credited.
 */

/** The banks whose messages are read: the codes of `@chaba/contracts/banks`. */
export const messageBanks = ['KBANK', 'SCB', 'KTB', 'BBL', 'BAY', 'TTB', 'GSB'] as const;
export type MessageBank = (typeof messageBanks)[number];

/** A message as a forwarder delivered it. */
export interface ForwardedMessage {
  /** The sender as the phone shows it: an SMS short name (`KBank`, `SCBeasy`, `027777777`) or an app's package name. */
  from: string;
  text: string;
  /** When the phone received it: the year and time a message leaves out come from here. */
  receivedAt: Date;
}

export interface IncomingTransfer {
  kind: 'incoming';
  bank: MessageBank;
  amountSatang: bigint;
  /** The transfer's time, Asia/Bangkok, or the time received when the text has none. */
  occurredAt: Date;
  /** The visible digits of our (receiving) account, in order, e.g. `153594` for `X153594X`; null when not shown. */
  accountDigits: string | null;
  fromBank: string | null;
  /** The visible digits of the sender's account. */
  fromAccountDigits: string | null;
  fromName: string | null;
  balanceAfterSatang: bigint | null;
}

export interface OtherMessage {
  /** `outgoing`: money out of our account; `otp`: a one-time code; `advert` or `unknown`: anything else. */
  kind: 'outgoing' | 'otp' | 'advert' | 'unknown';
  bank: MessageBank | null;
  amountSatang: bigint | null;
  accountDigits: string | null;
  balanceAfterSatang: bigint | null;
}

export type ParsedBankMessage = IncomingTransfer | OtherMessage;
