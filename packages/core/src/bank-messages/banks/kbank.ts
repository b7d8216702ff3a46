import { type BankFormat, messagePattern } from '../bank-format';
import { lastDigits } from '../masked-account';
import { printedAmount } from '../message-amount';
import { bangkokFields, buddhistYear, twoDigits } from '../message-time';

/**
 * Kasikornbank (K PLUS). Its SMS states a two-digit Buddhist year and masks accounts as `X-1234`
 * (since about 2023) or `X153594X` (before). No public text of a K PLUS app notification was found,
 * so the app sample carries the SMS text, which is what forwarders of K PLUS users deliver.
 */
export const kbank: BankFormat = {
  bank: 'KBANK',
  sender: /^(k-?bank|kplus|k plus)$|^com\.kasikorn\.retail\.mbanking/i,
  sampleSenders: { sms: 'KBank', app: 'com.kasikorn.retail.mbanking.wap' },
  incoming: [
    // `17/05/68 16:27 บช X-9426 เงินเข้า 999.63 คงเหลือ 8,236.90 บ.`,
    // `21/02/68 15:36 บช X-0999 รับโอนจาก X-6163 13,065.00 คงเหลือ 37,856.06 บ.`,
    // `09/09/61 19:54 บชX153594X รับโอนจากX189776X 500.00บ คงเหลือ9350.00บ`, `… เงินเข้า500.00บ`;
    // some parsers also expect the year left out (`24/10 12:34 บช X-…`).
    messagePattern(
      String.raw`{day}/{month}(?:/{year})? {time} บช ?{account} (?:เงินเข้า|รับโอนจาก ?{fromAccount}) ?{amount} ?(?:บ\.?)?(?: ?คงเหลือ ?{balance} ?(?:บ\.?)?)?`,
    ),
  ],
  sampleText(sample) {
    const at = bangkokFields(sample.at);
    const from = sample.fromAccountNumber
      ? `รับโอนจาก X-${lastDigits(sample.fromAccountNumber, 4)}`
      : 'เงินเข้า';
    const balance =
      sample.balanceAfterSatang === undefined ? '' : ` คงเหลือ ${printedAmount(sample.balanceAfterSatang)}`;
    return (
      `${twoDigits(at.day)}/${twoDigits(at.month)}/${twoDigits(buddhistYear(at.year))} ` +
      `${twoDigits(at.hour)}:${twoDigits(at.minute)} บช X-${lastDigits(sample.accountNumber, 4)} ` +
      `${from} ${printedAmount(sample.amountSatang)}${balance} บ.`
    );
  },
};
