import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '@chaba/db/client';
import { prepareTestDatabases } from '@chaba/db/test-database';

/**
 * The e2e project's global setup: migrates one PGlite data folder per run. Every test file's server
 * starts on a copy of it (support/server.ts, `e2eDataDirectory`) instead of creating and migrating a
 * PGlite of its own from nothing, which costs each file about 5 CPU-seconds; the demo seed still runs
 * per file (it writes the server's own address). The workers read the folder from the environment,
 * which they inherit from this process.
 */
export default async function setup() {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (databaseUrl) {
    const prepared = await prepareTestDatabases(databaseUrl);
    process.env.E2E_POSTGRES_SOURCE = JSON.stringify(prepared.source);
    return async () => {
      delete process.env.E2E_POSTGRES_SOURCE;
      await prepared.teardown();
    };
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'chaba-e2e-template-'));
  const template = path.join(folder, 'pglite');
  const connection = await openDatabase({ kind: 'pglite', dataDir: template });
  await migrateDatabase(connection);
  await connection.close();
  process.env.E2E_PGLITE_TEMPLATE = template;
  return async () => {
    delete process.env.E2E_PGLITE_TEMPLATE;
    await rm(folder, { recursive: true, force: true });
  };
}
