import { PNG } from 'pngjs';
import { anyId, slipVerify, trueMoneySlipVerify } from 'promptparse/generate';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkSlipImage } from '../src/slips/check-slip-image';
import { createDevelopmentSlipVerifier } from '../src/slips/development-slip-verifier';
import { readSlip } from '../src/slips/read-slip';
import { readSlipImage, slipImageLimits } from '../src/slips/read-slip-image';
import { sampleSlipImage } from '../src/slips/sample-slip-image';
import { parseSlipQr } from '../src/slips/slip-qr';
import type { SlipVerifier } from '../src/slips/slip-verifier';
import { maskedAccountMatches } from '../src/slips/slip-verifier';

const reference = { sendingBank: '004', transRef: '016106143021BPM04826' };
const slipPng = sampleSlipImage(reference);

/** A verifier that only counts: proves which images reach the (paid) service. */
function countingVerifier(): SlipVerifier & { calls: number } {
  const verifier = {
    calls: 0,
    name: 'development' as const,
    verify: async () => {
      verifier.calls += 1;
      return { status: 'refused' as const, reason: 'not_found' as const };
    },
  };
  return verifier;
}

/** A white card with one QR of `text`, `size` pixels wide, at the bottom right. */
async function imageWithQr(text: string, size = 200): Promise<Buffer> {
  const qr = await QRCode.toBuffer(text, { type: 'png', width: size, margin: 2 });
  return sharp({ create: { width: 1080, height: 1900, channels: 3, background: '#ffffff' } })
    .composite([{ input: qr, top: 1600, left: 820 }])
    .png()
    .toBuffer();
}

/** A PNG whose header claims `width` × `height` (CRC fixed), its data a tiny image's: a bomb's header. */
function pngClaiming(width: number, height: number): Buffer {
  const small = PNG.sync.write(new PNG({ width: 1, height: 1 }));
  const bomb = Buffer.from(small);
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
  return bomb;
}

describe('reading a slip image', () => {
  it('reads the mini-QR of a 1080 × 1900 slip as PNG, JPEG and WebP', async () => {
    const jpeg = await sharp(slipPng).jpeg({ quality: 80 }).toBuffer();
    const webp = await sharp(slipPng).webp({ quality: 75 }).toBuffer();
    for (const image of [slipPng, jpeg, webp]) {
      expect(await readSlip(image)).toEqual({
        kind: 'slip',
        slip: { kind: 'bank', payload: expect.any(String), ...reference },
      });
    }
  });

  it('reads a screenshot shrunk to half and compressed hard (JPEG quality 50), the QR now 100 px', async () => {
    const shrunk = await sharp(slipPng).resize({ width: 540 }).jpeg({ quality: 50 }).toBuffer();
    expect(await readSlip(shrunk)).toMatchObject({ kind: 'slip', slip: reference });
  });

  it('reads a 4000 × 7000 photo: scaled down to 2048 px before reading', async () => {
    const photo = await sharp(sampleSlipImage({ ...reference, width: 2000, height: 3500, qrSize: 400 }))
      .resize({ width: 4000 })
      .jpeg({ quality: 85 })
      .toBuffer();
    expect(await readSlip(photo)).toMatchObject({ kind: 'slip', slip: reference });
  });

  it('takes the slip among several QR codes (an advertisement beside it)', async () => {
    const withAdvertisement = await sharp(slipPng)
      .composite([
        { input: await QRCode.toBuffer('https://example.com/promo', { width: 220 }), top: 100, left: 100 },
      ])
      .png()
      .toBuffer();
    const read = await readSlipImage(withAdvertisement);
    expect(read.kind === 'qr' && read.texts.length).toBe(2);
    expect(await readSlip(withAdvertisement)).toMatchObject({ kind: 'slip', slip: reference });
  });

  it('refuses what is not an image, by its content: text, a GIF, a PNG signature on other bytes', async () => {
    expect(await readSlipImage(Buffer.from('hello'))).toEqual({ kind: 'refused', reason: 'not_an_image' });
    expect(await readSlipImage(Buffer.alloc(0))).toEqual({ kind: 'refused', reason: 'not_an_image' });
    expect(await readSlipImage(Buffer.from('GIF89a\x01\x00\x01\x00'))).toEqual({
      kind: 'refused',
      reason: 'not_an_image',
    });
    const fakePng = Buffer.concat([slipPng.subarray(0, 8), Buffer.alloc(2000, 7)]);
    expect(await readSlipImage(fakePng)).toEqual({ kind: 'refused', reason: 'not_an_image' });
    const jpegBody = await sharp(slipPng).jpeg().toBuffer();
    const pngHeadedJpeg = Buffer.concat([slipPng.subarray(0, 8), jpegBody]);
    expect(await readSlipImage(pngHeadedJpeg)).toEqual({ kind: 'refused', reason: 'not_an_image' });
  });

  it('refuses a corrupt (truncated) image', async () => {
    const jpeg = await sharp(slipPng).jpeg().toBuffer();
    expect(await readSlipImage(jpeg.subarray(0, 2000))).toEqual({ kind: 'refused', reason: 'not_an_image' });
    expect(await readSlipImage(slipPng.subarray(0, 3000))).toEqual({
      kind: 'refused',
      reason: 'not_an_image',
    });
  });

  it('refuses more than 5 MB before looking at it', async () => {
    const big = Buffer.concat([slipPng, Buffer.alloc(slipImageLimits.maxBytes)]);
    expect(await readSlipImage(big)).toEqual({ kind: 'refused', reason: 'too_large' });
  });

  it('refuses a decompression bomb by its header: 30000 × 30000 pixels claimed in a few bytes', async () => {
    // Decoding 900 million pixels would take minutes and gigabytes; its header, milliseconds (the
    // bound is loose for a shared, loaded machine).
    const started = Date.now();
    expect(await readSlipImage(pngClaiming(30_000, 30_000))).toEqual({
      kind: 'refused',
      reason: 'too_large',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    // Within the pixel bound but without the data it claims: corrupt.
    expect(await readSlipImage(pngClaiming(1_000_000, 1))).toEqual({
      kind: 'refused',
      reason: 'not_an_image',
    });
  });

  it('reads a 49-megapixel blank image (inside the bound) to no_qr in bounded time', async () => {
    const blank = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fafafa' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(blank.length).toBeLessThan(slipImageLimits.maxBytes);
    const started = Date.now();
    expect(await readSlipImage(blank)).toEqual({ kind: 'refused', reason: 'no_qr' });
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('answers no_qr for a photo without a QR', async () => {
    const plain = await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#e8f5e9' } })
      .jpeg()
      .toBuffer();
    expect(await readSlip(plain)).toEqual({ kind: 'refused', reason: 'no_qr' });
  });
});

describe('which QR is a slip', () => {
  it('knows a bank slip and a TrueMoney slip', () => {
    expect(parseSlipQr(slipVerify(reference))).toMatchObject({ kind: 'bank', ...reference });
    const trueMoney = trueMoneySlipVerify({
      eventType: 'P2P',
      transactionId: '50001234567890',
      date: '29112026',
    });
    expect(parseSlipQr(trueMoney)).toEqual({
      kind: 'truemoney',
      payload: trueMoney,
      eventType: 'P2P',
      transactionId: '50001234567890',
      date: '29112026',
    });
  });

  it('is none for a PromptPay payment QR, a URL, text, a broken checksum or an overlong text', () => {
    expect(parseSlipQr(anyId({ type: 'MSISDN', target: '0812345678', amount: 100 }))).toBeNull();
    expect(parseSlipQr('https://example.com/slip')).toBeNull();
    expect(parseSlipQr('hello')).toBeNull();
    const payload = slipVerify(reference);
    expect(parseSlipQr(`${payload.slice(0, -4)}0000`)).toBeNull();
    expect(parseSlipQr(`${payload}${'0'.repeat(600)}`)).toBeNull();
  });
});

describe('checking a slip image', () => {
  it('calls the verifier for a slip, and nobody for no image, no QR or a QR that is no slip', async () => {
    const verifier = countingVerifier();
    const promptPay = await imageWithQr(anyId({ type: 'MSISDN', target: '0812345678', amount: 100 }));
    const url = await imageWithQr('https://example.com');
    const plain = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await checkSlipImage({ image: promptPay, verifier })).toEqual({
      kind: 'refused',
      reason: 'not_a_slip',
    });
    expect(await checkSlipImage({ image: url, verifier })).toEqual({ kind: 'refused', reason: 'not_a_slip' });
    expect(await checkSlipImage({ image: plain, verifier })).toEqual({ kind: 'refused', reason: 'no_qr' });
    expect(await checkSlipImage({ image: Buffer.from('%PDF-1.7'), verifier })).toEqual({
      kind: 'refused',
      reason: 'not_an_image',
    });
    expect(verifier.calls).toBe(0);
    expect(await checkSlipImage({ image: slipPng, verifier })).toMatchObject({
      kind: 'checked',
      verification: { status: 'refused', reason: 'not_found' },
    });
    expect(verifier.calls).toBe(1);
  });

  it('the development verifier verifies the sample slip the simulator would write', async () => {
    const verifier = createDevelopmentSlipVerifier({
      lookup: async ({ sendingBank, transRef }) =>
        sendingBank === '004' && transRef === reference.transRef
          ? {
              amountSatang: 50_000n,
              occurredAt: new Date('2026-11-29T03:00:00Z'),
              receiver: { accountMasked: 'xxx-x-x5366-x', name: { th: 'บริษัท ชบา จำกัด' } },
              sender: { bank: '004', accountMasked: 'xxx-x-x9866-x', name: { th: 'นาย สมชาย ใจดี' } },
            }
          : undefined,
    });
    expect(await checkSlipImage({ image: slipPng, verifier })).toMatchObject({
      kind: 'checked',
      verification: { status: 'verified', transfer: { ...reference, amountSatang: 50_000n } },
    });
    const other = sampleSlipImage({ sendingBank: '014', transRef: '014106143021BPM99999' });
    expect(await checkSlipImage({ image: other, verifier })).toMatchObject({
      verification: { status: 'refused', reason: 'not_found' },
    });
  });
});

describe('a masked account number', () => {
  it('matches an account on every digit it shows, whatever the separators', () => {
    expect(maskedAccountMatches('xxx-x-x5366-x', '123-4-55366-9')).toBe(true);
    expect(maskedAccountMatches('xxx-x-x5366-x', '1234553669')).toBe(true);
    expect(maskedAccountMatches('XXXXXX1234', '9876541234')).toBe(true);
  });

  it('does not match another digit, another length, or a mask that shows nothing', () => {
    expect(maskedAccountMatches('xxx-x-x5366-x', '1234553679')).toBe(false);
    expect(maskedAccountMatches('xxx-x-x5366-x', '123455366')).toBe(false);
    expect(maskedAccountMatches('xxx-x-xxxxx-x', '1234553669')).toBe(false);
  });
});
