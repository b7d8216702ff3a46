import type { ForwardedMessage, MessageBank } from './bank-message';

/**
 * PLACEHOLDER until the bank parsers land (issue 25): their branch replaces this file with real
 * message formats of every bank. This one writes the same simple KBank-like text whatever the bank,
 * so that `npm run simulate -- sms` has something to post; the placeholder parser reads nothing.
 *
 * A bank's incoming-transfer message as the company phone would receive it: the amount, the
 * receiving account's masked digits, the time, and the balance after when given.
 */
export function sampleIncomingMessage(
  bank: MessageBank,
  options: {
    amountSatang: bigint;
    accountNumber: string;
    at: Date;
    balanceAfterSatang?: bigint;
    fromAccountNumber?: string;
    fromName?: string;
    channel?: 'sms' | 'notification';
  },
): ForwardedMessage {
  const baht = (satang: bigint) =>
    (Number(satang) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const digits = options.accountNumber.replace(/\D/g, '');
  const bangkok = new Date(options.at.getTime() + 7 * 3_600_000);
  const two = (value: number) => String(value).padStart(2, '0');
  const date = `${two(bangkok.getUTCDate())}/${two(bangkok.getUTCMonth() + 1)}/${two((bangkok.getUTCFullYear() + 543) % 100)}`;
  const time = `${two(bangkok.getUTCHours())}:${two(bangkok.getUTCMinutes())}`;
  const balance =
    options.balanceAfterSatang === undefined ? '' : ` คงเหลือ ${baht(options.balanceAfterSatang)} บ.`;
  const sender = options.fromAccountNumber ? ` จาก X${options.fromAccountNumber.slice(-5, -1)}X` : '';
  return {
    from:
      options.channel === 'notification'
        ? 'com.kasikorn.retail.mbanking.wap'
        : bank === 'KBANK'
          ? 'KBank'
          : bank,
    text: `${date} ${time} บช X${digits.slice(-7, -1)}X เงินเข้า ${baht(options.amountSatang)} บ.${sender}${balance}`,
    receivedAt: options.at,
  };
}
