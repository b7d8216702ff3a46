import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp, { type OutputInfo } from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { imageKind } from '../content/store-image';
import { DomainError } from '../errors';

/**
 * The bounds of reading one slip image (decision 48). A phone's screenshot is 1–4 MP and under 2 MB;
 * a photo of a printed slip up to 50 MP and about 5 MB. Anything past them is refused before its
 * pixels are decoded, so a decompression bomb (a few kilobytes that claim 30000 × 30000 pixels) costs
 * only the reading of its header.
 */
export const slipImageLimits = {
  /** Bytes of the upload (the 5 MB). */
  maxBytes: 5 * 1024 * 1024,
  /** Pixels the header may claim (width × height); libvips' own limit is set to it as well. */
  maxInputPixels: 50_000_000,
  /** Longest side handed to the QR reader: larger images are scaled down to it first (≤ 4.2 MP). */
  maxReadSide: 2048,
  /** libvips gives up decoding after this long (a corrupt file that makes it loop). */
  decodeTimeoutSeconds: 5,
  /** Images decoded and read at once in this process; each holds up to 2048² × 4 bytes. */
  concurrency: 2,
  /** Uploads waiting for a turn; one more is refused with server_busy. */
  queueLimit: 32,
} as const;

export type SlipImageRefusal = 'not_an_image' | 'too_large' | 'no_qr';

/** The QR codes read from an image (`text` is the first, `texts` all of them, at most 8), or why none. */
export type SlipImageResult =
  { kind: 'qr'; text: string; texts: string[] } | { kind: 'refused'; reason: SlipImageRefusal };

const sharpFormats = { png: 'png', jpg: 'jpeg', webp: 'webp' } as const;

let running = 0;
const waiting: Array<() => void> = [];

/**
 * Reads the QR codes of a JPEG, PNG or WebP image, known by its first bytes (never by its name or
 * declared type). libvips (sharp) decodes it off the event loop; ZXing-C++ (zxing-wasm) reads the
 * codes. At most `concurrency` images are read at once; the reader itself runs on the event loop,
 * and the pixel bound keeps one read under about a quarter of a second.
 *
 * @throws DomainError server_busy when `queueLimit` uploads are already waiting
 */
export async function readSlipImage(image: Uint8Array): Promise<SlipImageResult> {
  if (image.length > slipImageLimits.maxBytes) return { kind: 'refused', reason: 'too_large' };
  const kind = imageKind(image);
  if (kind === null) return { kind: 'refused', reason: 'not_an_image' };
  return withReadSlot(() => decodeAndRead(image, sharpFormats[kind]));
}

async function decodeAndRead(image: Uint8Array, format: string): Promise<SlipImageResult> {
  const options = { limitInputPixels: slipImageLimits.maxInputPixels, failOn: 'error' } as const;
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    // The header alone, read without libvips' pixel limit, so that a bomb is told apart from a corrupt file.
    const header = await sharp(image, { ...options, limitInputPixels: false }).metadata();
    // The signature and what libvips found must agree: a PNG signature on a JPEG body is not trusted.
    if (header.format !== format) return { kind: 'refused', reason: 'not_an_image' };
    if (header.width * header.height > slipImageLimits.maxInputPixels) {
      return { kind: 'refused', reason: 'too_large' };
    }
    pixels = await sharp(image, options)
      .timeout({ seconds: slipImageLimits.decodeTimeoutSeconds })
      .resize({
        width: slipImageLimits.maxReadSide,
        height: slipImageLimits.maxReadSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Corrupt, truncated, or past libvips' own limits: nothing of it can be read.
    return { kind: 'refused', reason: 'not_an_image' };
  }
  const texts = await readQrTexts(pixels.data, pixels.info.width, pixels.info.height);
  if (texts.length === 0) return { kind: 'refused', reason: 'no_qr' };
  return { kind: 'qr', text: texts[0]!, texts };
}

let readerPrepared = false;

/** The reader's WebAssembly comes from the installed package, never from a CDN (zxing-wasm's default). */
function prepareReader(): void {
  if (readerPrepared) return;
  const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  const bytes = readFileSync(wasmPath);
  const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  prepareZXingModule({ overrides: { wasmBinary } });
  readerPrepared = true;
}

async function readQrTexts(rgba: Buffer, width: number, height: number): Promise<string[]> {
  prepareReader();
  const imageData = {
    data: new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.byteLength),
    width,
    height,
    colorSpace: 'srgb' as const,
  };
  const results = await readBarcodes(imageData as Parameters<typeof readBarcodes>[0], {
    formats: ['QRCode'],
    tryHarder: true,
    tryRotate: true,
    tryInvert: true,
    tryDownscale: true,
    maxNumberOfSymbols: 8,
  });
  return results.filter((result) => result.isValid && result.text !== '').map((result) => result.text);
}

async function withReadSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= slipImageLimits.concurrency) {
    if (waiting.length >= slipImageLimits.queueLimit) {
      throw new DomainError('server_busy', { retryAfterSeconds: 1 });
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so `running` never drops below what runs.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
