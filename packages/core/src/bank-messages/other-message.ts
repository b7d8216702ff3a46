import type { MessageBank, OtherMessage } from './bank-message';
import { amountSatang } from './message-amount';
import { visibleDigits } from './masked-account';

/**
 * What a message that is not an incoming transfer is: a one-time code, money going out, an advert,
 * or unknown. Its amount, account and balance are read on a best-effort basis, for staff to see.
 */

const otpPattern = /OTP|รหัส|\bRef\b|passcode|verification code/i;

/**
 * Money out of the account, in each bank's words (`ถอน/โอนเงิน`, `โอนเงิน…ไปยัง`, `เงินออก`,
 * `ชำระ`, `Transfer out`…). It is checked before the incoming patterns, so a text that says both is
 * never credited.
 */
const outgoingPattern =
  /โอนออก|ถอน|ชำระ|จ่าย|เงินออก|หักบ|ไปยัง|โอนไป|ซื้อ|transfer out|transferred to|withdraw|payment|paid|debit|purchase/i;

const advertPattern =
  /https?:\/\/|www\.|\.co\.th|\.com\b|โปรโมชั่น|โปรฯ|สิทธิ|ลุ้น|ส่วนลด|ดอกเบี้ย|บัตรเครดิต|ผ่อน|สมัคร|ฟรี|แคมเปญ|promotion|offer|cashback/i;

export function isOneTimeCode(text: string): boolean {
  return otpPattern.test(text);
}

export function isOutgoing(text: string): boolean {
  return outgoingPattern.test(text);
}

export function otherMessage(
  kind: OtherMessage['kind'],
  bank: MessageBank | null,
  text: string,
): OtherMessage {
  if (kind === 'otp')
    return { kind, bank, amountSatang: null, accountDigits: null, balanceAfterSatang: null };
  const amount = /(\d[\d,]{0,20}\.\d{2})/.exec(text)?.[1];
  const balance =
    /(?:คงเหลือ|เหลือ|ใช้ได้|Bal\.?|balance)\s?(?:is\s)?(?:THB\s?)?(\d[\d,]{0,20}(?:\.\d{1,2})?)/i.exec(
      text,
    )?.[1];
  const account = /(?:บ\/ช|บช|A\/C|Acct|account)\s?([Xx*][Xx*\d-]{0,20})/i.exec(text)?.[1];
  return {
    kind,
    bank,
    amountSatang: amount === undefined ? null : amountSatang(amount),
    accountDigits: visibleDigits(account),
    balanceAfterSatang: balance === undefined ? null : amountSatang(balance),
  };
}

/** An advert, or else unknown: anything no pattern reads is kept for staff and never credited. */
export function advertOrUnknown(text: string): 'advert' | 'unknown' {
  return advertPattern.test(text) ? 'advert' : 'unknown';
}
