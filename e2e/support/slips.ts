/**
 * Transfer slips for the browser tests (issue 26): what `npm run simulate -- slip` does — the slip
 * image with its real-format mini-QR, written to a file, and the transfer registered where the
 * server's development verifier (`SLIP_VERIFIER=development`) finds it.
 */
import { registerDevelopmentSlip } from '@chaba/core/slips/development-slip-registry';
import { sampleSlipImage } from '@chaba/core/slips/sample-slip-image';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { developmentSlipsDirectory } from '../../apps/server/src/config';
import type { E2eServer } from './server';

let references = 0;

/** A slip paying `deposit` (its amount into its company account, now); answers the image's file and bytes. */
export async function simulatedSlip(
  server: E2eServer,
  deposit: { amount: number; to_account_number: string | null },
): Promise<{ file: string; image: Buffer; reference: { sendingBank: string; transRef: string } }> {
  const config = server.running.config;
  references += 1;
  const reference = { sendingBank: '004', transRef: `E2E${Date.now()}${references}` };
  const account = deposit.to_account_number!;
  await registerDevelopmentSlip(developmentSlipsDirectory(config), reference, {
    amountSatang: BigInt(Math.round(deposit.amount * 100)),
    occurredAt: new Date(),
    receiver: { accountMasked: 'x'.repeat(account.length - 4) + account.slice(-4), name: {} },
    sender: { name: { en: 'SIMULATOR' } },
  });
  const image = sampleSlipImage(reference);
  const file = path.join(config.DATA_DIR, `slip-${reference.transRef}.png`);
  await writeFile(file, image);
  return { file, image, reference };
}
