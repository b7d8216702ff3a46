import { type BankFormat, type SampleTransfer, messagePattern } from '../bank-format';
import { accountDigits } from '../masked-account';
import { printedAmount } from '../message-amount';
import { bangkokFields, twoDigits } from '../message-time';

/**
 * Krungthai (Krungthai NEXT). Its SMS dates with dashes (`17-05@16:27`; older ones add a two-digit
 * Common year, `11-09-18@02:08`) and shows five middle digits (`X58589X`). The NEXT app notification
 * names the sender's bank and account but neither our account nor a time.
 */
export const ktb: BankFormat = {
  bank: 'KTB',
  sender: /^(krungthai|ktb[\w-]*)$|^ktbcs\.netbank|^com\.ktb\./i,
  sampleSenders: { sms: 'Krungthai', app: 'ktbcs.netbank' },
  incoming: [
    // `17-05@16:27 บชX58589X:เงินเข้า 100.28บ ใช้ได้ 11,861.55บ`,
    // `11-09-18@02:08 บช X29499X:เงินเข้า +180.00 บ. ใช้ได้ 180.70 บ.`.
    messagePattern(
      String.raw`{day}-{month}(?:-{year})?@{time} บช ?{account} ?: ?เงินเข้า ?{amount} ?(?:บ\.?)?(?: ?ใช้ได้ ?{balance} ?(?:บ\.?)?)?`,
    ),
    // `20-05-19@21:24 Acct X49536X: Deposit +100.00 THB Avail 100.00 THB`.
    messagePattern(
      String.raw`{day}-{month}-{year}@{time} Acct {account} ?: ?Deposit {amount} THB(?: Avail {balance} THB)?`,
    ),
    // The app: `ได้รับ +59.84 บาท เข้าพร้อมเพย์ จากบัญชี ไทยพาณิชย์ XXX-X-XX805-8`. Its words are
    // common ones, so the sign the app prints before the amount is required too.
    messagePattern(
      String.raw`ได้รับ (?=\+){amount} บาท เข้าพร้อมเพย์(?: จากบัญชี (?<fromBank>[^\s\d]{2,30}) {fromAccount})?`,
    ),
  ],
  sampleText: (sample) => (sample.channel === 'app' ? appText(sample) : smsText(sample)),
};

/** Which five digits `X58589X` shows is our reading of the samples: the fifth to the ninth. */
function smsText(sample: SampleTransfer): string {
  const at = bangkokFields(sample.at);
  const balance =
    sample.balanceAfterSatang === undefined ? '' : ` ใช้ได้ ${printedAmount(sample.balanceAfterSatang)}บ`;
  return (
    `${twoDigits(at.day)}-${twoDigits(at.month)}@${twoDigits(at.hour)}:${twoDigits(at.minute)} ` +
    `บชX${accountDigits(sample.accountNumber).slice(4, 9)}X:เงินเข้า ${printedAmount(sample.amountSatang)}บ${balance}`
  );
}

/**
 * The sample names the sender's bank as the source does (ไทยพาณิชย์), masked as SCB accounts are;
 * without a sender account it stops after `เข้าพร้อมเพย์` (our assumption).
 */
function appText(sample: SampleTransfer): string {
  const from = sample.fromAccountNumber ? accountDigits(sample.fromAccountNumber) : '';
  const sender = from ? ` จากบัญชี ไทยพาณิชย์ XXX-X-XX${from.slice(6, 9)}-${from.slice(9, 10)}` : '';
  return `ได้รับ +${printedAmount(sample.amountSatang)} บาท เข้าพร้อมเพย์${sender}`;
}
