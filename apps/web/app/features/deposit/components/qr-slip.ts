/**
 * Draws the QR payment slip (spec §2.7 "save as image"): the QR, its watermark and the payment
 * details on a white card, as a PNG data URL. Drawn by hand on a canvas rather than by capturing
 * the DOM, so that no screenshot library is needed and the result looks the same everywhere.
 */
export interface QrSlipTexts {
  siteName: string;
  title: string;
  watermark: string;
  rows: { label: string; value: string }[];
  footer: string;
}

/** The card is drawn at twice its CSS size so that it stays sharp on phones. */
const width = 720;
const padding = 48;
const qrSize = 480;
const fontFamily = "'Noto Sans Thai', 'Thonburi', 'Tahoma', 'WenQuanYi Micro Hei', sans-serif";

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('QR image did not load'));
    image.src = source;
  });
}

/** Splits a text into lines that fit, at its spaces (Thai writes spaces between phrases). */
function wrapText(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && context.measureText(candidate).width > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const footerFont = `500 22px ${fontFamily}`;
const footerLineHeight = 32;

export async function drawQrSlip(qrBase64: string, texts: QrSlipTexts): Promise<string> {
  const qr = await loadImage(`data:image/png;base64,${qrBase64}`);
  const rowHeight = 64;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.font = footerFont;
  const footerLines = wrapText(context, texts.footer, width - padding * 2);
  const height =
    150 + qrSize + 40 + texts.rows.length * rowHeight + 40 + footerLines.length * footerLineHeight + 30;
  // Resizing the canvas resets its drawing state, so every style is set again below.
  canvas.width = width;
  canvas.height = height;

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);

  // Header band with the site name and the title.
  context.fillStyle = '#141220';
  context.fillRect(0, 0, width, 120);
  context.fillStyle = '#ffcc4d';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.font = `700 40px ${fontFamily}`;
  context.fillText(texts.siteName, width / 2, 44);
  context.fillStyle = '#ecebf2';
  context.font = `500 28px ${fontFamily}`;
  context.fillText(texts.title, width / 2, 90);

  // The QR itself, crisp (no smoothing), then the watermark across it.
  const qrX = (width - qrSize) / 2;
  const qrY = 150;
  context.imageSmoothingEnabled = false;
  context.drawImage(qr, qrX, qrY, qrSize, qrSize);
  context.save();
  context.translate(width / 2, qrY + qrSize / 2);
  context.rotate(-Math.PI / 7);
  context.fillStyle = 'rgba(215, 38, 61, 0.22)';
  context.font = `700 40px ${fontFamily}`;
  context.fillText(texts.watermark, 0, 0);
  context.restore();

  // Payment details, one per row: label on the left, value on the right.
  let y = qrY + qrSize + 40;
  for (const row of texts.rows) {
    context.strokeStyle = '#e6e4ee';
    context.beginPath();
    context.moveTo(padding, y);
    context.lineTo(width - padding, y);
    context.stroke();
    context.textBaseline = 'middle';
    context.textAlign = 'left';
    context.fillStyle = '#646178';
    context.font = `400 26px ${fontFamily}`;
    context.fillText(row.label, padding, y + rowHeight / 2);
    context.textAlign = 'right';
    context.fillStyle = '#0b0a10';
    context.font = `700 28px ${fontFamily}`;
    context.fillText(row.value, width - padding, y + rowHeight / 2, width - padding * 2 - 200);
    y += rowHeight;
  }

  context.textAlign = 'center';
  context.fillStyle = '#b42318';
  context.font = footerFont;
  footerLines.forEach((line, index) => {
    context.fillText(line, width / 2, y + 40 + index * footerLineHeight, width - padding * 2);
  });

  return canvas.toDataURL('image/png');
}
