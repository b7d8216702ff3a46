import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newKeyPair, startFakeHub88 } from './server';

/**
 * `npm run fake:hub88`: the fake Hub88 for development (decision 54). It keeps its key pair and the
 * operator's (ours) in DATA_DIR/fake-hub88/, so that the four settings it prints stay valid from one
 * start to the next, and calls the server's Hub88 wallet at CHABA_URL (http://localhost:3000).
 */
const dataDirectory = path.resolve(process.env.DATA_DIR ?? 'data', 'fake-hub88');
const port = Number(process.env.FAKE_HUB88_PORT ?? 3088);
const chabaUrl = (process.env.CHABA_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

async function keyPair(name: string): Promise<{ privateKeyPem: string; publicKeyPem: string }> {
  const privatePath = path.join(dataDirectory, `${name}-private.pem`);
  const publicPath = path.join(dataDirectory, `${name}-public.pem`);
  if (existsSync(privatePath) && existsSync(publicPath)) {
    return {
      privateKeyPem: await readFile(privatePath, 'utf8'),
      publicKeyPem: await readFile(publicPath, 'utf8'),
    };
  }
  const pair = newKeyPair();
  await writeFile(privatePath, pair.privateKeyPem, { mode: 0o600 });
  await writeFile(publicPath, pair.publicKeyPem);
  return pair;
}

await mkdir(dataDirectory, { recursive: true });
const hub88 = await keyPair('hub88');
const operator = await keyPair('operator');
const fake = await startFakeHub88({
  operatorPublicKey: operator.publicKeyPem,
  privateKeyPem: hub88.privateKeyPem,
  walletUrl: `${chabaUrl}/api/providers/hub88/wallet`,
  port,
});
const oneLine = (pem: string) => pem.trim().replaceAll('\n', '\\n');
console.log(`fake Hub88 at ${fake.url}, calling the wallet at ${chabaUrl}/api/providers/hub88/wallet`);
console.log('Set these in the server environment (.env) and restart it:\n');
console.log(`HUB88_API_URL=${fake.url}`);
console.log(`HUB88_OPERATOR_ID=${fake.operatorId}`);
console.log(`HUB88_PRIVATE_KEY="${oneLine(operator.privateKeyPem)}"`);
console.log(`HUB88_PUBLIC_KEY="${oneLine(hub88.publicKeyPem)}"`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
