import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Clock } from '@chaba/core/clock';
import type { DatabaseConnection } from '@chaba/db/client';
import { openTestDatabase, type TestDatabaseSource } from '@chaba/db/test-database';
import { configSchema } from '../../apps/server/src/config';
import { startServer, type RunningServer } from '../../apps/server/src/start';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const webBuildDirectory = path.join(repositoryRoot, 'apps/web/build');

export interface E2eServer {
  /** Base address without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  running: RunningServer;
  /** The server's clock: the real time until a test moves it forward. */
  clock: TravellingClock;
  close(): Promise<void>;
}

export interface TravellingClock extends Clock {
  /** From now on the server's time runs on from `at` (only forward: tokens and expiries stay sane). */
  travelTo(at: Date): void;
  /** Whether the clock has been moved from the real time. */
  travelled(): boolean;
}

/** The real time plus an offset a test can move forward, e.g. past the Friday of a weekly summary. */
export function createTravellingClock(): TravellingClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    travelTo(at) {
      const offset = at.getTime() - Date.now();
      if (offset < offsetMs) throw new Error(`the clock only moves forward, not back to ${at.toISOString()}`);
      offsetMs = offset;
    },
    travelled: () => offsetMs !== 0,
  };
}

/**
 * A fresh temporary DATA_DIR for one server. Under vitest it already holds a copy of the run's migrated
 * PGlite (support/global-setup.ts, E2E_PGLITE_TEMPLATE), so the server's migration finds nothing to
 * do; without one (a script) the server creates and migrates its database itself.
 */
export async function e2eDataDirectory(prefix: string): Promise<string> {
  const dataDirectory = await mkdtemp(path.join(os.tmpdir(), prefix));
  const template = process.env.E2E_PGLITE_TEMPLATE;
  if (template) {
    try {
      await cp(template, path.join(dataDirectory, 'pglite'), { recursive: true });
    } catch (error) {
      await rm(dataDirectory, { recursive: true, force: true });
      throw error;
    }
  }
  return dataDirectory;
}

/**
 * The database of one e2e server when the run was started with E2E_DATABASE_URL (support/global-setup.ts
 * cloned a migrated template on that PostgreSQL server): a fresh database of its own, dropped on close.
 * Without it, undefined: the server opens the PGlite copy in its DATA_DIR.
 */
export async function e2ePostgresConnection(): Promise<DatabaseConnection | undefined> {
  const source = process.env.E2E_POSTGRES_SOURCE;
  return source ? openTestDatabase(JSON.parse(source) as TestDatabaseSource) : undefined;
}

/**
 * The real server as `npm start` runs it (API + server-rendered member site, migrations, demo seed) on a
 * fresh PGlite of its own in a temporary folder (a copy of the run's migrated one: e2eDataDirectory).
 * The environment's DATABASE_URL is deliberately not read: the browser tests always run on their own
 * embedded database.
 */
export async function startE2eServer(options: { env?: Record<string, string> } = {}): Promise<E2eServer> {
  if (!existsSync(path.join(webBuildDirectory, 'server/index.js'))) {
    throw new Error(`the member site is not built (${webBuildDirectory}): run \`npm run build\` first`);
  }
  const dataDirectory = await e2eDataDirectory('chaba-e2e-');
  const config = configSchema.parse({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDirectory,
    LOG_LEVEL: 'silent',
    WEB_BUILD_DIR: webBuildDirectory,
    // Every browser test of a file registers and logs in from 127.0.0.1 (documented settings).
    LOGIN_FAILURES_PER_ADDRESS: '1000',
    // Test files log in far faster than members do; e2e/proof-of-work.test.ts asks for it always.
    PROOF_OF_WORK_ABOVE_PER_MINUTE: '1000000',
    SMS_PER_ADDRESS_PER_HOUR: '1000',
    // Settings a test file needs beside these (e.g. the VAPID keys of push notifications).
    ...options.env,
  });
  const clock = createTravellingClock();
  let running: RunningServer;
  let connection: DatabaseConnection | undefined;
  try {
    connection = await e2ePostgresConnection();
    running = await startServer(config, { logger: false, clock, connection });
  } catch (error) {
    await connection?.close();
    await rm(dataDirectory, { recursive: true, force: true });
    throw error;
  }
  // The server answers on 127.0.0.1 only; use that rather than `localhost`, which may resolve to ::1.
  const port = new URL(running.url).port;
  return {
    url: `http://127.0.0.1:${port}`,
    running,
    clock,
    async close() {
      await running.close();
      await connection?.close();
      await rm(dataDirectory, { recursive: true, force: true });
    },
  };
}
