import { type BankFormat, messagePattern } from '../bank-format';
import { lastDigits } from '../masked-account';
import { printedAmount } from '../message-amount';
import { bangkokFields, twoDigits } from '../message-time';

/**
 * ttb (TMBThanachart, ttb touch). Its SMS ends with the date and time, a two-digit Common year
 * (`24/05/25@11:42`), and shows the last four digits (`xx5440`). The ttb touch notification carries
 * the same text (the source reads both with one parser).
 */
export const ttb: BankFormat = {
  bank: 'TTB',
  sender: /^(ttb\w*|tmb\w*)$|^com\.tmbtouch\.|^com\.ttbbank\./i,
  sampleSenders: { sms: 'ttb', app: 'com.TMBTOUCH.PRODUCTION' },
  incoming: [
    // `มีเงิน50.14บ.โอนเข้าบ/ชxx5440เหลือ17,081.71บ.24/05/25@11:42`,
    // `มีเงิน 100.00บ.เข้าบ/ชxx4484เหลือ 500.00 บ.09/09/18@15:16`. The account is always `xx` and four
    // digits; saying so keeps it apart from the date that may follow it directly.
    messagePattern(
      String.raw`มีเงิน ?{amount} ?บ\.? ?(?:โอน)?เข้าบ/ช ?(?<account>[Xx]{2}\d{4})(?: ?เหลือ ?{balance} ?บ\.?)? ?{day}/{month}/{year}@{time}`,
    ),
    // `Deposit of 300.00 Baht to account xx6534. Available balance 1,006.00 Baht. 08/01/20@14:46`.
    messagePattern(
      String.raw`Deposit (?:amount|of) {amount} Baht to account {account}\.(?: ?Available balance {balance} Baht\.)? ?{day}/{month}/{year}@{time}`,
    ),
  ],
  /** Without a balance the sample leaves out `เหลือ…บ.` (our assumption: every text found has one). */
  sampleText(sample) {
    const at = bangkokFields(sample.at);
    const balance =
      sample.balanceAfterSatang === undefined ? '' : `เหลือ${printedAmount(sample.balanceAfterSatang)}บ.`;
    return (
      `มีเงิน${printedAmount(sample.amountSatang)}บ.โอนเข้าบ/ชxx${lastDigits(sample.accountNumber, 4)}${balance}` +
      `${twoDigits(at.day)}/${twoDigits(at.month)}/${twoDigits(at.year)}@${twoDigits(at.hour)}:${twoDigits(at.minute)}`
    );
  },
};
