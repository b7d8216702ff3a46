import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DevelopmentSlipTransfer } from './development-slip-verifier';

/**
 * The slips `npm run simulate -- slip` wrote, for the development verifier: one JSON file per slip
 * in a folder of DATA_DIR (`dev-slips`), named by the QR's sending bank and transaction reference.
 * Files, not a table: the production schema keeps nothing only a developer's machine uses.
 */
interface StoredTransfer {
  amountSatang: string;
  occurredAt: string;
  receiver: DevelopmentSlipTransfer['receiver'];
  sender: DevelopmentSlipTransfer['sender'];
}

const fileName = (reference: { sendingBank: string; transRef: string }) =>
  `${reference.sendingBank.replace(/[^0-9A-Za-z]/g, '')}-${reference.transRef.replace(/[^0-9A-Za-z]/g, '')}.json`;

/** Registers the transfer a written slip names, so the development verifier verifies it. */
export async function registerDevelopmentSlip(
  directory: string,
  reference: { sendingBank: string; transRef: string },
  transfer: DevelopmentSlipTransfer,
): Promise<void> {
  await mkdir(directory, { recursive: true });
  const stored: StoredTransfer = {
    ...transfer,
    amountSatang: transfer.amountSatang.toString(),
    occurredAt: transfer.occurredAt.toISOString(),
  };
  const target = path.join(directory, fileName(reference));
  await writeFile(`${target}.tmp`, JSON.stringify(stored));
  await rename(`${target}.tmp`, target);
}

/** The development verifier's lookup over the registered slips. */
export function developmentSlipLookup(directory: string) {
  return async (reference: {
    sendingBank: string;
    transRef: string;
  }): Promise<DevelopmentSlipTransfer | undefined> => {
    const text = await readFile(path.join(directory, fileName(reference)), 'utf8').catch(() => undefined);
    if (text === undefined) return undefined;
    const stored = JSON.parse(text) as StoredTransfer;
    return { ...stored, amountSatang: BigInt(stored.amountSatang), occurredAt: new Date(stored.occurredAt) };
  };
}
