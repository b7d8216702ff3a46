import { type BankFormat, messagePattern } from '../bank-format';
import { accountDigits } from '../masked-account';
import { printedAmount } from '../message-amount';
import { bangkokFields, buddhistYear, twoDigits } from '../message-time';

/**
 * Krungsri (Bank of Ayudhya, KMA). Its SMS ends with the date and time in brackets, a two-digit
 * Buddhist year, and shows six middle digits (`xxx170203x`). No public text of a KMA app
 * notification was found, so the app sample carries the SMS text.
 */
export const bay: BankFormat = {
  bank: 'BAY',
  sender: /^(krungsri|bay|krungsri ?bank)$|^com\.krungsri\.kma/i,
  sampleSenders: { sms: 'Krungsri', app: 'com.krungsri.kma' },
  incoming: [
    // `โอนเข้า xxx170203x  150.62 เหลือ 7,420.57 (17/5/68,16:27)`.
    messagePattern(String.raw`โอนเข้า {account} {amount}(?: เหลือ {balance})? \({day}/{month}/{year},{time}\)`),
  ],
  sampleText(sample) {
    const at = bangkokFields(sample.at);
    const balance =
      sample.balanceAfterSatang === undefined ? '' : ` เหลือ ${printedAmount(sample.balanceAfterSatang)}`;
    return (
      `โอนเข้า xxx${accountDigits(sample.accountNumber).slice(3, 9)}x  ${printedAmount(sample.amountSatang)}${balance} ` +
      `(${at.day}/${at.month}/${twoDigits(buddhistYear(at.year))},${twoDigits(at.hour)}:${twoDigits(at.minute)})`
    );
  },
};
