import { spawn, type ChildProcess } from 'node:child_process';

export interface StartedChaba {
  child: ChildProcess;
  /** The server's address, as `http://127.0.0.1:PORT`. */
  serverUrl: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/**
 * Starts `node --import tsx scripts/start.ts` with `env` and waits for its banner, at most
 * `timeoutMs` (a busy two-core machine may take a minute to load the server with tsx).
 */
export async function startChaba(env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<StartedChaba> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const deadline = Date.now() + timeoutMs;
  let serverUrl: string | undefined;
  while (!serverUrl) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`did not start:\n${output}`);
    serverUrl = /Chaba is running at (http:\/\/localhost:\d+)/.exec(output)?.[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, serverUrl: serverUrl.replace('localhost', '127.0.0.1'), output: () => output, exited };
}
