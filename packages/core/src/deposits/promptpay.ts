import QRCode from 'qrcode';

/**
 * PromptPay QR (EMVCo merchant-presented), DESIGN.md §6: tag 00 "01"; 01 "12" with an amount
 * ("11" static); 29 = AID A000000677010111 with 01 phone (0066 + number without its leading 0, padded
 * to 13) or 02 national / tax id; 53 = 764 (THB); 54 = amount with two decimals; 58 = TH;
 * 63 = CRC-16/CCITT-FALSE over everything before it, including "6304".
 */
export function promptPayPayload(options: { promptPayId: string; amountSatang?: bigint }): string {
  const id = options.promptPayId.replace(/\D/g, '');
  const target =
    id.length >= 13 ? field('02', id) : field('01', `0066${id.replace(/^0/, '')}`.padStart(13, '0'));
  const amount =
    options.amountSatang === undefined
      ? ''
      : field('54', `${options.amountSatang / 100n}.${String(options.amountSatang % 100n).padStart(2, '0')}`);
  const body = [
    field('00', '01'),
    field('01', options.amountSatang === undefined ? '11' : '12'),
    field('29', field('00', 'A000000677010111') + target),
    field('53', '764'),
    amount,
    field('58', 'TH'),
    '6304',
  ].join('');
  return body + crc16CcittFalse(body).toString(16).toUpperCase().padStart(4, '0');
}

function field(tag: string, value: string): string {
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'latin1')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** The payload as a PNG, base64 (no data: prefix), for `qr_code` of the pending request. */
export async function promptPayQrPng(payload: string): Promise<string> {
  const buffer = await QRCode.toBuffer(payload, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
  });
  return buffer.toString('base64');
}
