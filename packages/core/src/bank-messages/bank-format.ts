import { thaiShortMonths } from '@chaba/i18n/format';
import type { IncomingTransfer, MessageBank } from './bank-message';
import { amountSatang } from './message-amount';
import { visibleDigits } from './masked-account';
import { statedInstant } from './message-time';

/**
 * What one bank's module knows: who sends its messages, the patterns of its incoming-transfer texts
 * (each source named beside it), and how to print one for the demo simulator and the tests.
 */
export interface BankFormat {
  bank: MessageBank;
  /** Matches the `from` of this bank's messages: SMS short names and its app's Android package. */
  sender: RegExp;
  /** The `from` a sample carries on each channel. */
  sampleSenders: { sms: string; app: string };
  /** The bank's incoming-transfer texts, built with `messagePattern`; the first that reads wins. */
  incoming: readonly RegExp[];
  sampleText(sample: SampleTransfer): string;
}

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

export type SampleTransfer = SampleIncomingOptions & { channel: 'sms' | 'app' };

/**
 * The named parts a bank pattern may use. A transferred amount always has its two decimals in every
 * text found (balances not always), and requiring them keeps a loose number from reading as one.
 * Each part is bounded and has no nested repetition, so a long or hostile text cannot make a
 * pattern backtrack for long. The Thai month names are the ones SCB EASY and MyMo print.
 */
const parts: Record<string, string> = {
  amount: String.raw`(?<amount>\+?\d[\d,]{0,20}\.\d{2})`,
  balance: String.raw`(?<balance>\d[\d,]{0,20}(?:\.\d{1,2})?)`,
  account: String.raw`(?<account>[Xx*\d][Xx*\d-]{0,20})`,
  fromAccount: String.raw`(?<fromAccount>[Xx*\d][Xx*\d-]{0,20})`,
  fromBank: String.raw`(?<fromBank>[A-Za-z]{2,6})`,
  fromName: String.raw`(?<fromName>[^\n]{1,60}?)`,
  day: String.raw`(?<day>\d{1,2})`,
  month: String.raw`(?<month>\d{1,2})`,
  year: String.raw`(?<year>\d{4}|\d{2})`,
  thaiMonth: `(?<thaiMonth>${thaiShortMonths.map((month) => month.replaceAll('.', String.raw`\.`)).join('|')})`,
  time: String.raw`(?<hour>\d{1,2}):(?<minute>\d{2})`,
};

/**
 * A pattern written with `{amount}`, `{account}`, `{day}`… in place of their expressions. It matches
 * at the start of any line, so a notification forwarded as its title and body on two lines reads too.
 */
export function messagePattern(template: string): RegExp {
  const source = template.replace(/\{([A-Za-z]\w*)\}/g, (_, name: string) => {
    const part = parts[name];
    if (part === undefined) throw new Error(`messagePattern: no part named ${name}`);
    return part;
  });
  return new RegExp(`^${source}`, 'm');
}

/** The first of a bank's patterns that reads the text as an incoming transfer, or null. */
export function readIncoming(format: BankFormat, text: string, receivedAt: Date): IncomingTransfer | null {
  for (const pattern of format.incoming) {
    const groups = pattern.exec(text)?.groups;
    const transfer = groups && transferOf(format.bank, groups, receivedAt);
    if (transfer) return transfer;
  }
  return null;
}

function transferOf(
  bank: MessageBank,
  groups: Record<string, string | undefined>,
  receivedAt: Date,
): IncomingTransfer | null {
  const amount = amountSatang(groups.amount ?? '');
  if (amount === null || amount <= 0n) return null;
  const balance = groups.balance === undefined ? null : amountSatang(groups.balance);
  if (groups.balance !== undefined && balance === null) return null;
  const occurredAt = occurredAtOf(groups, receivedAt);
  if (!occurredAt) return null;
  return {
    kind: 'incoming',
    bank,
    amountSatang: amount,
    occurredAt,
    accountDigits: visibleDigits(groups.account),
    fromBank: groups.fromBank?.trim() || null,
    fromAccountDigits: visibleDigits(groups.fromAccount),
    fromName: groups.fromName?.trim() || null,
    balanceAfterSatang: balance,
  };
}

/** The stated time; a text that states none (Bangkok Bank's) happened when the phone received it. */
function occurredAtOf(groups: Record<string, string | undefined>, receivedAt: Date): Date | null {
  if (groups.hour === undefined || groups.minute === undefined) return receivedAt;
  const month = groups.thaiMonth
    ? thaiShortMonths.indexOf(groups.thaiMonth as (typeof thaiShortMonths)[number]) + 1
    : Number(groups.month);
  const date = groups.day === undefined ? null : { day: groups.day, month, year: groups.year };
  return statedInstant(date, { hour: groups.hour, minute: groups.minute }, receivedAt);
}
