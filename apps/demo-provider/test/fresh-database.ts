import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ProviderDatabaseOptions } from '../src/database';

/** An empty database for an aggregator under test, and what removes it after the test. */
export interface FreshDatabase {
  options: ProviderDatabaseOptions;
  drop: () => Promise<void>;
}

/** One statement on the PostgreSQL server's maintenance connection (create and drop databases). */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PostgreSQL database named `<prefix>_<random>` when DATABASE_URL is set (as the other db
 * tests), else a PGlite in a new temporary folder: the aggregator's own database, which a test can
 * open again to act as a restarted process.
 */
export async function freshAggregatorDatabase(prefix: string): Promise<FreshDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `${prefix}_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      options: { kind: 'postgres', url: url.toString() },
      drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), `${prefix.replaceAll('_', '-')}-`));
  return {
    options: { kind: 'pglite', dataDir },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}
