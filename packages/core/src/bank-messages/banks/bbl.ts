import { type BankFormat, messagePattern } from '../bank-format';
import { lastDigits } from '../masked-account';
import { printedAmount } from '../message-amount';

/**
 * Bangkok Bank. Its SMS states no date or time (the time is when the phone received it) and shows the
 * last four digits (`X0272`). No public text of a Bangkok Bank app notification was found, so the app
 * sample carries the SMS text.
 */
export const bbl: BankFormat = {
  bank: 'BBL',
  sender: /^(bbl|bangkok ?bank|bualuang\w*)$|^com\.bbl\./i,
  sampleSenders: { sms: 'BANGKOKBANK', app: 'com.bbl.mobilebanking' },
  incoming: [
    // `เงินเข้าบ/ชX0272 จากพร้อมเพย์ผ่านMB 12,000.00บ เงินในบ/ชใช้ได้46,769.66บ`. PromptPay is the
    // route, not the sender's bank, so it is not kept as one.
    messagePattern(
      String.raw`เงินเข้าบ/ช ?{account} ?จาก(?:พร้อมเพย์|(?<fromBank>[^\s\d]{1,30}?))ผ่าน[A-Za-z]{1,10} {amount} ?บ?(?: ?เงินในบ/ชใช้ได้ ?{balance} ?บ?)?`,
    ),
    // `ฝาก/โอนเงินเข้าบ/ชX3806ผ่านMB 1,000.00บ ใช้ได้ 1,000.39บ`.
    messagePattern(
      String.raw`ฝาก/โอนเงินเข้าบ/ช ?{account} ?ผ่าน[A-Za-z]{1,10} {amount} ?บ?(?: ?ใช้ได้ ?{balance} ?บ?)?`,
    ),
  ],
  sampleText(sample) {
    const balance =
      sample.balanceAfterSatang === undefined
        ? ''
        : ` เงินในบ/ชใช้ได้${printedAmount(sample.balanceAfterSatang)}บ`;
    return `เงินเข้าบ/ชX${lastDigits(sample.accountNumber, 4)} จากพร้อมเพย์ผ่านMB ${printedAmount(sample.amountSatang)}บ${balance}`;
  },
};
