/**
 * SIGTERM/SIGINT handling shared by `npm start` (scripts/start.ts) and `npm run dev` (main.ts): the
 * first signal closes gracefully, bounded by a hard timer; a second signal exits at once. (A
 * `closing` flag that swallowed every later signal once left a server whose close hung unkillable
 * but by SIGKILL.)
 */
export function exitOnSignals(options: {
  close: () => Promise<void>;
  /** The graceful close gets this long; then the process exits anyway (a process manager waits ~10 s). */
  hardTimeoutMs?: number;
  log?: (message: string) => void;
}): void {
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`));
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) {
        log(`${signal} while closing: exiting now`);
        process.exit(1);
      }
      closing = true;
      log(`${signal}: closing (send it again to exit at once)`);
      const hardTimer = setTimeout(() => {
        log('graceful close did not finish in time: exiting');
        process.exit(1);
      }, options.hardTimeoutMs ?? 8_000);
      // The timer alone must not keep a process alive that has nothing left to do.
      hardTimer.unref();
      options.close().then(
        () => process.exit(0),
        (error: unknown) => {
          log(`close failed: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
    });
  }
}

/**
 * A start refused (bad settings, CHABA_ENV=production with a development choice): the reason alone,
 * readable by the operator, without a stack trace around it.
 */
export function refuseToStart(error: unknown): never {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
