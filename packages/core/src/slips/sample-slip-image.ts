import { PNG } from 'pngjs';
import { slipVerify } from 'promptparse/generate';
import QRCode from 'qrcode';

/**
 * A PNG that looks enough like a bank app's transfer slip for the QR reader: a tinted card with
 * lines of "text" and, at the bottom right, a mini-QR in the real Slip Verify format (promptparse's
 * generator: API type 000001, the sending bank's code, the transaction reference, CRC), about
 * `qrSize` pixels wide as on a phone's 1080-pixel screenshot. For `npm run simulate -- slip` and the
 * tests; the development verifier knows the transfer it names.
 */
export function sampleSlipImage(options: {
  sendingBank: string;
  transRef: string;
  width?: number;
  height?: number;
  qrSize?: number;
}): Buffer {
  const width = options.width ?? 1080;
  const height = options.height ?? 1900;
  const qrSize = options.qrSize ?? 200;
  const payload = slipVerify({ sendingBank: options.sendingBank, transRef: options.transRef });
  const png = new PNG({ width, height });
  const fill = (left: number, top: number, w: number, h: number, rgb: [number, number, number]) => {
    for (let y = Math.max(0, top); y < Math.min(height, top + h); y++) {
      for (let x = Math.max(0, left); x < Math.min(width, left + w); x++) {
        const index = (y * width + x) * 4;
        png.data[index] = rgb[0];
        png.data[index + 1] = rgb[1];
        png.data[index + 2] = rgb[2];
        png.data[index + 3] = 255;
      }
    }
  };
  fill(0, 0, width, height, [232, 245, 233]);
  fill(0, 0, width, Math.round(height * 0.08), [0, 122, 61]);
  const line = Math.round(height / 32);
  for (let row = 0; row < 16; row++) {
    const lineWidth = Math.round(width * (0.3 + ((row * 37) % 40) / 100));
    fill(
      Math.round(width * 0.08),
      Math.round(height * 0.12) + row * line,
      lineWidth,
      Math.round(line * 0.4),
      [60, 60, 60],
    );
  }
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const quietModules = 2;
  const moduleSize = Math.max(1, Math.floor(qrSize / (qr.modules.size + 2 * quietModules)));
  const side = moduleSize * (qr.modules.size + 2 * quietModules);
  const left = width - side - Math.round(width * 0.06);
  const top = height - side - Math.round(height * 0.04);
  fill(left, top, side, side, [255, 255, 255]);
  for (let row = 0; row < qr.modules.size; row++) {
    for (let column = 0; column < qr.modules.size; column++) {
      if (!qr.modules.get(row, column)) continue;
      const x = left + (column + quietModules) * moduleSize;
      const y = top + (row + quietModules) * moduleSize;
      fill(x, y, moduleSize, moduleSize, [0, 0, 0]);
    }
  }
  return PNG.sync.write(png);
}
