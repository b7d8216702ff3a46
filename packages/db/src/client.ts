import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { applyDatabaseFunctions } from './database-functions';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database handle that works the same over PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either a database or an open transaction: use cases take this so callers can compose them. */
export type Executor = Database | Transaction;

export interface DatabaseConnection {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, to start other instances from. */
  dumpSnapshot?: () => Promise<Blob>;
  /**
   * Runs `work` on one session of its own (one pooled connection, or PGlite's only one): a handle
   * over it and a way to run a script of several statements.
   */
  onOneSession<T>(
    work: (session: { db: Database; run: (script: string) => Promise<void> }) => Promise<T>,
  ): Promise<T>;
}

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; snapshot?: Blob };

/** Opens the database (PGlite in a folder, in memory, from a snapshot; or a PostgreSQL server). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzleNodePostgres(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      async onOneSession(work) {
        const client = await pool.connect();
        try {
          const session = drizzleNodePostgres(client, { schema }) as unknown as Database;
          return await work({ db: session, run: async (script) => void (await client.query(script)) });
        } finally {
          client.release();
        }
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of the lists' number search (migration 0054, decision 64).
  const extensions = { pg_trgm };
  const client = options.snapshot
    ? await PGlite.create({ loadDataDir: options.snapshot, extensions })
    : await PGlite.create({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), extensions });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    onOneSession: (work) => work({ db, run: async (script) => void (await client.exec(script)) }),
    dumpSnapshot: async () => {
      // Checkpoint first so that the tarball holds every committed page.
      await client.exec('checkpoint');
      return client.dumpDataDir('none');
    },
  };
}

/** The advisory lock that one process at a time holds to change the schema (any 64-bit number). */
const schemaLockKey = 7_243_114_520_901n;

/**
 * Applies the SQL migrations under packages/db/migrations that have not run yet, then every SQL
 * function file under packages/db/functions (decision 42), under a database lock: processes started
 * together on one database take turns, and each finds the schema the first one made.
 */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  await connection.onOneSession(async ({ db, run }) => {
    await run(`select pg_advisory_lock(${schemaLockKey})`);
    try {
      if (connection.kind === 'postgres') await migrateNodePostgres(db as never, { migrationsFolder });
      else await migratePglite(db as never, { migrationsFolder });
      await applyDatabaseFunctions(run);
    } finally {
      await run(`select pg_advisory_unlock(${schemaLockKey})`);
    }
  });
}
