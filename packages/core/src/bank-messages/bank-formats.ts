import type { MessageBank } from './bank-message';
import type { BankFormat } from './bank-format';
import { bay } from './banks/bay';
import { bbl } from './banks/bbl';
import { gsb } from './banks/gsb';
import { kbank } from './banks/kbank';
import { ktb } from './banks/ktb';
import { scb } from './banks/scb';
import { ttb } from './banks/ttb';

/** Every bank whose messages are read, in the order of `messageBanks`. */
export const bankFormats: Record<MessageBank, BankFormat> = {
  KBANK: kbank,
  SCB: scb,
  KTB: ktb,
  BBL: bbl,
  BAY: bay,
  TTB: ttb,
  GSB: gsb,
};

/** The bank a sender name or app package belongs to, or null (a phone number, another app). */
export function bankOfSender(from: string): BankFormat | null {
  const sender = from.trim();
  return Object.values(bankFormats).find((format) => format.sender.test(sender)) ?? null;
}
