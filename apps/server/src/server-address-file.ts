import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from './config';

/**
 * A development server writes where it listens to `DATA_DIR/server.json`, so that the tools a person
 * runs from a second shell (`npm run simulate`, `npm run staff -- token`) reach it on whatever port it
 * took, without being told. Production writes nothing: those tools call development routes.
 */
const serverAddress = z.object({ url: z.url(), pid: z.number().int().positive() });

function addressFile(dataDir: string): string {
  return path.resolve(dataDir, 'server.json');
}

/**
 * Writes the file in development; answers the function that removes it when the server closes (it
 * leaves a file another process has written since alone).
 */
export function announceServerAddress(config: Config, url: string): () => void {
  if (config.CHABA_ENV !== 'development') return () => {};
  const file = addressFile(config.DATA_DIR);
  // With DATABASE_URL nothing else may have made DATA_DIR.
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ url, pid: process.pid })}\n`);
  return () => {
    if (readRunningServer(config.DATA_DIR)?.pid === process.pid) rmSync(file, { force: true });
  };
}

/**
 * The server `DATA_DIR/server.json` names, while its process still runs (a server killed outright
 * leaves its file behind); undefined without one.
 */
export function readRunningServer(dataDir: string): z.infer<typeof serverAddress> | undefined {
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(addressFile(dataDir), 'utf8'));
  } catch {
    return undefined;
  }
  const parsed = serverAddress.safeParse(content);
  if (!parsed.success) return undefined;
  try {
    // Signal 0 only asks whether the process exists.
    process.kill(parsed.data.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return parsed.data;
}

/**
 * Where the development tools send their calls: the running server of DATA_DIR, else PUBLIC_URL, else
 * localhost on PORT.
 */
export function localServerUrl(config: Config): string {
  return (
    readRunningServer(config.DATA_DIR)?.url ??
    config.PUBLIC_URL ??
    `http://localhost:${config.PORT}`
  ).replace(/\/+$/, '');
}
