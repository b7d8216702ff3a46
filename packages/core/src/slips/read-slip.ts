import { readSlipImage, type SlipImageRefusal } from './read-slip-image';
import { parseSlipQr, type SlipQr } from './slip-qr';

/** A slip image read as far as a slip reference, or why not: nobody is called for a refusal. */
export type ReadSlipResult =
  { kind: 'slip'; slip: SlipQr } | { kind: 'refused'; reason: SlipImageRefusal | 'not_a_slip' };

/**
 * Reads an uploaded slip image to the slip its mini-QR names. When the image holds several QR
 * codes (a screenshot with an advertisement's QR), the first that is a slip's mini-QR is taken;
 * when none is, `not_a_slip`.
 *
 * @throws DomainError server_busy (see readSlipImage)
 */
export async function readSlip(image: Uint8Array): Promise<ReadSlipResult> {
  const read = await readSlipImage(image);
  if (read.kind === 'refused') return read;
  for (const text of read.texts) {
    const slip = parseSlipQr(text);
    if (slip !== null) return { kind: 'slip', slip };
  }
  return { kind: 'refused', reason: 'not_a_slip' };
}
