import { thaiShortMonths } from '@chaba/i18n/format';
import { type BankFormat, messagePattern } from '../bank-format';
import { accountDigits } from '../masked-account';
import { printedAmount } from '../message-amount';
import { bangkokFields, buddhistYear, twoDigits } from '../message-time';

/**
 * Government Savings Bank (MyMo). One text for the SMS and the MyMo notification (the source reads
 * both with one parser): a Thai date with a four-digit Buddhist year, and accounts with the first and
 * last four digits showing (`0204XXXX0743`).
 */
export const gsb: BankFormat = {
  bank: 'GSB',
  sender: /^(gsb\w*|mymo)$|^com\.gsb\.|^com\.mobilife\.gsb/i,
  sampleSenders: { sms: 'GSB', app: 'com.mobilife.gsb.mymo' },
  incoming: [
    // `เงินเข้า: มีการฝาก/โอนเงิน 74.76 บาท จากบัญชี KBNK 0013XXXX1945 เข้าบัญชี GSBA 0204XXXX0743
    // วันที่ 24 พ.ค. 2568 เวลา 15:04 น. คงเหลือ 2,702.93 บาท`.
    messagePattern(
      String.raw`เงินเข้า: มีการฝาก/โอนเงิน {amount} บาท(?: จากบัญชี {fromBank} {fromAccount})? เข้าบัญชี [A-Za-z]{2,6} {account} วันที่ {day} {thaiMonth} {year} เวลา {time} น\.(?: คงเหลือ {balance} บาท)?`,
    ),
  ],
  sampleText(sample) {
    const at = bangkokFields(sample.at);
    const from = sample.fromAccountNumber ? ` จากบัญชี KBNK ${masked(sample.fromAccountNumber)}` : '';
    const balance =
      sample.balanceAfterSatang === undefined
        ? ''
        : ` คงเหลือ ${printedAmount(sample.balanceAfterSatang)} บาท`;
    return (
      `เงินเข้า: มีการฝาก/โอนเงิน ${printedAmount(sample.amountSatang)} บาท${from} ` +
      `เข้าบัญชี GSBA ${masked(sample.accountNumber)} วันที่ ${at.day} ${thaiShortMonths[at.month - 1]} ` +
      `${buddhistYear(at.year)} เวลา ${twoDigits(at.hour)}:${twoDigits(at.minute)} น.${balance}`
    );
  },
};

function masked(accountNumber: string): string {
  const digits = accountDigits(accountNumber);
  return `${digits.slice(0, 4)}XXXX${digits.slice(-4)}`;
}
