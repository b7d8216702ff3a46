import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from './config';

/**
 * A development server writes where it listens to `DATA_DIR/server.json`, so that the tools a person
 * runs from a second shell (`npm run simulate`, `npm run staff -- token`) reach it on whatever port it
 * took, without being told. The local payout agent (`npm run simulate -- payout-agent`) does the same
 * in `DATA_DIR/payout-agent.json`, where a development server finds it (decision 51). Production
 * writes and reads neither: those tools are for a developer's machine.
 */
const localAddress = z.object({ url: z.url(), pid: z.number().int().positive() });
export type LocalAddress = z.infer<typeof localAddress>;

/** The programs that announce where they listen: the server, and the local payout agent. */
type LocalProgram = 'server' | 'payout-agent';

function addressFile(dataDir: string, program: LocalProgram): string {
  return path.resolve(dataDir, `${program}.json`);
}

/**
 * Writes the program's file in development; answers the function that removes it when the program
 * closes (it leaves a file another process has written since alone).
 */
function announceAddress(config: Config, program: LocalProgram, url: string): () => void {
  if (config.CHABA_ENV !== 'development') return () => {};
  const file = addressFile(config.DATA_DIR, program);
  // With DATABASE_URL nothing else may have made DATA_DIR.
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ url, pid: process.pid })}\n`);
  return () => {
    if (readRunning(config.DATA_DIR, program)?.pid === process.pid) rmSync(file, { force: true });
  };
}

/**
 * The program the file names, while its process still runs (one killed outright leaves its file
 * behind); undefined without one.
 */
function readRunning(dataDir: string, program: LocalProgram): LocalAddress | undefined {
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(addressFile(dataDir, program), 'utf8'));
  } catch {
    return undefined;
  }
  const parsed = localAddress.safeParse(content);
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

/** Writes `DATA_DIR/server.json` in development; answers the function that removes it. */
export function announceServerAddress(config: Config, url: string): () => void {
  return announceAddress(config, 'server', url);
}

/** The server `DATA_DIR/server.json` names, while its process still runs; undefined without one. */
export function readRunningServer(dataDir: string): LocalAddress | undefined {
  return readRunning(dataDir, 'server');
}

/** Writes `DATA_DIR/payout-agent.json` in development; answers the function that removes it. */
export function announcePayoutAgentAddress(config: Config, url: string): () => void {
  return announceAddress(config, 'payout-agent', url);
}

/** The local payout agent `DATA_DIR/payout-agent.json` names, while it runs; undefined without one. */
export function readRunningPayoutAgent(dataDir: string): LocalAddress | undefined {
  return readRunning(dataDir, 'payout-agent');
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
