/**
 * A fake camera for the browser tests (issue 26's live scan of a slip's QR). Chromium plays a Y4M
 * file as its camera (`--use-file-for-fake-video-capture`); this module writes one from the simulated
 * slip image: the slip's mini-QR, found in the image, cut out with a margin of the slip around it,
 * enlarged and centred on a white picture, as a phone held over the slip would see it.
 */
import jsQR from 'jsqr';
import { rename, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

/** The camera's picture: a phone camera's common 4:3 size (even sides, as 4:2:0 needs). */
const frameWidth = 640;
const frameHeight = 480;
/** The QR, with its margin, takes this many pixels of the picture's height. */
const qrSidePixels = 400;
/** A still picture needs few frames; fewer spare the two cores CI shares between two browsers. */
const framesPerSecond = 10;

/** Chromium's flags for a file's browser whose camera plays `videoFile` and is allowed without asking. */
export function fakeCameraArgs(videoFile: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${videoFile}`,
  ];
}

/**
 * Writes the camera's video (`videoFile`) of the slip image's QR; answers the QR's text as read in
 * the image (what the page must send). A blank white picture when no image is given (a camera
 * before the slip is held up to it). Written to a temporary name, then renamed: a capture that
 * still has the old file open goes on reading the old picture.
 */
export async function writeSlipCameraVideo(
  videoFile: string,
  slipImage?: Buffer,
): Promise<{ qrText: string }> {
  const white = { r: 255, g: 255, b: 255 };
  let picture: Buffer;
  let qrText = '';
  if (slipImage) {
    const qr = await locateQr(slipImage);
    qrText = qr.text;
    const horizontal = (frameWidth - qrSidePixels) / 2;
    const vertical = (frameHeight - qrSidePixels) / 2;
    picture = await sharp(slipImage)
      .extract(qr.area)
      .resize(qrSidePixels, qrSidePixels, { kernel: 'nearest' })
      .extend({ left: horizontal, right: horizontal, top: vertical, bottom: vertical, background: white })
      .removeAlpha()
      .raw()
      .toBuffer();
  } else {
    picture = await sharp({
      create: { width: frameWidth, height: frameHeight, channels: 3, background: white },
    })
      .raw()
      .toBuffer();
  }
  const header = `YUV4MPEG2 W${frameWidth} H${frameHeight} F${framesPerSecond}:1 Ip A1:1 C420jpeg\n`;
  const video = Buffer.concat([
    Buffer.from(header, 'ascii'),
    Buffer.from('FRAME\n', 'ascii'),
    rgbToI420(picture, frameWidth, frameHeight),
  ]);
  await writeFile(`${videoFile}.tmp`, video);
  await rename(`${videoFile}.tmp`, videoFile);
  return { qrText };
}

/** The QR of the slip image (jsQR, the reader the money tests use): its text and a square around it. */
async function locateQr(image: Buffer) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    info.width,
    info.height,
  );
  if (!code) throw new Error(`no QR code in the ${info.width}×${info.height} slip image`);
  const corners = [
    code.location.topLeftCorner,
    code.location.topRightCorner,
    code.location.bottomLeftCorner,
    code.location.bottomRightCorner,
  ];
  const left = Math.min(...corners.map((corner) => corner.x));
  const right = Math.max(...corners.map((corner) => corner.x));
  const top = Math.min(...corners.map((corner) => corner.y));
  const bottom = Math.max(...corners.map((corner) => corner.y));
  // A quarter of the code's side around it: its quiet zone and a little of the slip.
  const margin = Math.round((right - left) / 4);
  const side = Math.round(Math.max(right - left, bottom - top)) + 2 * margin;
  const areaLeft = Math.max(0, Math.round((left + right) / 2 - side / 2));
  const areaTop = Math.max(0, Math.round((top + bottom) / 2 - side / 2));
  return {
    text: code.data,
    area: {
      left: areaLeft,
      top: areaTop,
      width: Math.min(side, info.width - areaLeft),
      height: Math.min(side, info.height - areaTop),
    },
  };
}

/**
 * Packed RGB → I420 (a full-size Y plane, then U and V at half width and height, each the mean of a
 * 2 × 2 block), with BT.601's studio-range coefficients, what Chromium assumes for a Y4M camera.
 */
export function rgbToI420(rgb: Buffer, width: number, height: number): Buffer {
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error(`4:2:0 needs even sides, not ${width}×${height}`);
  if (rgb.length !== width * height * 3) throw new Error(`expected ${width}×${height} RGB pixels`);
  const chromaWidth = width / 2;
  const chromaHeight = height / 2;
  const out = Buffer.alloc(width * height + 2 * chromaWidth * chromaHeight);
  const uPlane = width * height;
  const vPlane = uPlane + chromaWidth * chromaHeight;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const pixel = (y * width + x) * 3;
      const [r, g, b] = [rgb[pixel]!, rgb[pixel + 1]!, rgb[pixel + 2]!];
      out[y * width + x] = ((66 * r + 129 * g + 25 * b + 128) >> 8) + 16;
    }
  }
  for (let y = 0; y < chromaHeight; y++) {
    for (let x = 0; x < chromaWidth; x++) {
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const pixel = ((2 * y + dy) * width + 2 * x + dx) * 3;
        r += rgb[pixel]!;
        g += rgb[pixel + 1]!;
        b += rgb[pixel + 2]!;
      }
      [r, g, b] = [r / 4, g / 4, b / 4];
      out[uPlane + y * chromaWidth + x] = ((-38 * r - 74 * g + 112 * b + 128) >> 8) + 128;
      out[vPlane + y * chromaWidth + x] = ((112 * r - 94 * g - 18 * b + 128) >> 8) + 128;
    }
  }
  return out;
}
