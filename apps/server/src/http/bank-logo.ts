import { findBank } from '@chaba/contracts/banks';

/** Readable text colour on a bank colour: dark on light colours (ttb, bay), white otherwise. */
function textColorOn(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const [red, green, blue] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const luminance = (0.299 * red + 0.587 * green + 0.114 * blue) / 255;
  return luminance > 0.65 ? '#1f2937' : '#ffffff';
}

/**
 * Our own logo for a bank (DESIGN.md §6): the bank's monogram on its colour. Not the bank's mark;
 * drawn here so that nothing is copied.
 */
export function bankLogoSvg(code: string): string | undefined {
  const bank = findBank(code);
  if (!bank) return undefined;
  const monogram = bank.code.toUpperCase().slice(0, 5);
  const fontSize = monogram.length <= 3 ? 30 : monogram.length === 4 ? 24 : 19;
  const text = textColorOn(bank.color);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${bank.nice_name}">
<circle cx="48" cy="48" r="46" fill="${bank.color}"/>
<circle cx="48" cy="48" r="40" fill="none" stroke="${text}" stroke-opacity="0.35" stroke-width="2"/>
<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="${text}">${monogram}</text>
</svg>`;
}
