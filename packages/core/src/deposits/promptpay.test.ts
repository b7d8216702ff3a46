import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, promptPayPayload, promptPayQrPng } from './promptpay';

describe('PromptPay payloads', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 0x29B1)', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
  });

  it('encodes a phone PromptPay id with an amount', () => {
    const payload = promptPayPayload({ promptPayId: '081-234-5678', amountSatang: 50_025n });
    expect(payload).toMatch(/^000201010212/);
    expect(payload).toContain('29370016A00000067701011101130066812345678' + '5303764');
    expect(payload).toContain('5303764');
    expect(payload).toContain('5406500.25');
    expect(payload).toContain('5802TH');
    const body = payload.slice(0, -4);
    expect(body.endsWith('6304')).toBe(true);
    expect(payload.slice(-4)).toBe(crc16CcittFalse(body).toString(16).toUpperCase().padStart(4, '0'));
  });

  it('encodes a national id without an amount as a static QR', () => {
    const payload = promptPayPayload({ promptPayId: '1234567890123' });
    expect(payload).toMatch(/^000201010211/);
    expect(payload).toContain('02131234567890123');
    expect(payload).not.toContain('5406');
  });

  it('renders a PNG', async () => {
    const png = Buffer.from(await promptPayQrPng('hello'), 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
