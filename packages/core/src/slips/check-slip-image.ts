import { readSlip } from './read-slip';
import type { SlipImageRefusal } from './read-slip-image';
import type { SlipQr } from './slip-qr';
import type { SlipVerification, SlipVerifier } from './slip-verifier';

export type CheckSlipImageResult =
  | { kind: 'refused'; reason: SlipImageRefusal | 'not_a_slip' }
  | { kind: 'checked'; slip: SlipQr; verification: SlipVerification };

/**
 * From an uploaded image to what the verifier says of the slip it shows. An image that is not one,
 * holds no QR, or no slip's mini-QR is refused here: the verifier (a paid service) is called only
 * for a real slip reference. Records nothing: storing the slip and crediting are the caller's.
 *
 * @throws DomainError server_busy (too many images being read at once, see readSlipImage)
 */
export async function checkSlipImage(options: {
  image: Uint8Array;
  verifier: SlipVerifier;
}): Promise<CheckSlipImageResult> {
  const read = await readSlip(options.image);
  if (read.kind === 'refused') return read;
  return { kind: 'checked', slip: read.slip, verification: await options.verifier.verify(read.slip) };
}
