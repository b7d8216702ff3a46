import { thaiShortMonths } from '@chaba/i18n/format';
import { type BankFormat, type SampleTransfer, messagePattern } from '../bank-format';
import { lastDigits } from '../masked-account';
import { printedAmount } from '../message-amount';
import { bangkokFields, buddhistYear, twoDigits } from '../message-time';

/**
 * Siam Commercial Bank (SCB EASY). Its SMS (sent from `027777777`, SCB's call-centre number, or
 * `SCBeasy`) states day and month only and shows the last six digits (`x997010`); the SCB EASY app
 * notification states a Thai date with a four-digit Buddhist year and shows the last four.
 */
export const scb: BankFormat = {
  bank: 'SCB',
  sender: /^(scb\w*|027777777|\+?6627777777)$|^com\.scb\./i,
  sampleSenders: { sms: '027777777', app: 'com.scb.phone' },
  incoming: [
    // `18/05@14:44 29.92 จากKTB/x129439เข้าx997010 ใช้ได้10,121.23บ`,
    // `08/09@10:46 100.00 โอนจากPHUCHONG SONGเข้าx354011 ใช้ได้2,375.46บ`.
    messagePattern(
      String.raw`{day}/{month}@{time} {amount} (?:จาก{fromBank}/{fromAccount}|โอนจาก ?{fromName})เข้า ?{account}(?: ?ใช้ได้ ?{balance} ?บ?)?`,
    ),
    // `เงิน 399.69บ เข้าบ/ชx963071 18/05@14:45 ใช้ได้ 6,302.39บ`.
    messagePattern(
      String.raw`เงิน ?{amount} ?บ? ?เข้าบ/ช ?{account} {day}/{month}@{time}(?: ?ใช้ได้ ?{balance} ?บ?)?`,
    ),
    // `Transfer from KBNK/x577470 amount THB 280.00 to your account x417876 on 19/05@09:24 Available
    // balance is THB 280.00.` and `Cash/transfer deposit amount THB 80.00 via CDM to your A/C …`.
    messagePattern(
      String.raw`(?:Transfer(?: from (?:{fromBank}/{fromAccount}|{fromName}))?|Cash/transfer deposit) amount THB {amount}(?: via [A-Za-z]{1,10})? to your (?:account|A/C) {account} on {day}/{month}@{time}\.?(?: Avai(?:lable balance|\. Bal\.) is THB {balance})?`,
    ),
    // The app: `คุณได้รับเงิน 69.89 บาท ผ่านรายการพร้อมเพย์จาก KTB / xxxxxx6048 เข้าบัญชี xxxxxx1083
    // เมื่อ 17 พ.ค. 2568 - 16:28`.
    messagePattern(
      String.raw`คุณได้รับเงิน {amount} บาท(?: ผ่านรายการพร้อมเพย์)?(?: ?จาก {fromBank} / {fromAccount})? เข้าบัญชี {account} เมื่อ {day} {thaiMonth} {year} - {time}`,
    ),
  ],
  sampleText: (sample) => (sample.channel === 'app' ? appText(sample) : smsText(sample)),
};

/**
 * The sample names the sender's bank `KBNK`, one of the codes SCB prints, since the options carry no
 * sender bank; without a sender account it uses the real `โอนจากNAME` or the sender-less form.
 */
function smsText(sample: SampleTransfer): string {
  const at = bangkokFields(sample.at);
  const when = `${twoDigits(at.day)}/${twoDigits(at.month)}@${twoDigits(at.hour)}:${twoDigits(at.minute)}`;
  const amount = printedAmount(sample.amountSatang);
  const account = `x${lastDigits(sample.accountNumber, 6)}`;
  const balance = sample.balanceAfterSatang === undefined ? '' : printedAmount(sample.balanceAfterSatang);
  if (!sample.fromAccountNumber && !sample.fromName)
    return `เงิน ${amount}บ เข้าบ/ช${account} ${when}${balance && ` ใช้ได้ ${balance}บ`}`;
  const from = sample.fromAccountNumber
    ? `จากKBNK/x${lastDigits(sample.fromAccountNumber, 6)}`
    : `โอนจาก${sample.fromName!.toUpperCase()}`;
  return `${when} ${amount} ${from}เข้า${account}${balance && ` ใช้ได้${balance}บ`}`;
}

/** Without a sender account the sample leaves out the `ผ่านรายการพร้อมเพย์จาก …` part (our assumption). */
function appText(sample: SampleTransfer): string {
  const at = bangkokFields(sample.at);
  const from = sample.fromAccountNumber
    ? ` ผ่านรายการพร้อมเพย์จาก KBNK / xxxxxx${lastDigits(sample.fromAccountNumber, 4)}`
    : '';
  return (
    `คุณได้รับเงิน ${printedAmount(sample.amountSatang)} บาท${from} ` +
    `เข้าบัญชี xxxxxx${lastDigits(sample.accountNumber, 4)} ` +
    `เมื่อ ${at.day} ${thaiShortMonths[at.month - 1]} ${buddhistYear(at.year)} - ${twoDigits(at.hour)}:${twoDigits(at.minute)}`
  );
}
