import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../src/client';
import { functionNames, listFunctionFiles } from '../src/database-functions';
import { queryRows } from '../src/query-rows';
import { withAdminClient } from '../src/test-database';
import { sql } from 'drizzle-orm';

/*
 * Several server processes started at the same moment on a new database (issue 24): each migrates
 * at start, and before decision 42's lock the second one failed on `CREATE TABLE` or on
 * `__drizzle_migrations` every time. Under the lock they take turns: all come up, the migrations
 * are applied once, and every function file is there. PostgreSQL only: an embedded PGlite belongs
 * to one process.
 */
const source = inject('testDatabase');

describe('processes migrating one new database at once', () => {
  it.skipIf(source.kind !== 'postgres')('all come up, and the schema is made once', async () => {
    if (source.kind !== 'postgres') return;
    const name = `chaba_together_${randomBytes(4).toString('hex')}`;
    await withAdminClient(source.serverUrl, (admin) => admin.query(`create database ${name}`));
    const url = new URL(source.serverUrl);
    url.pathname = `/${name}`;
    const processes = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 })),
    );
    try {
      const outcomes = await Promise.allSettled(processes.map((connection) => migrateDatabase(connection)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(processes.map(() => 'fulfilled'));
      const [applied] = await queryRows<{ count: number }>(
        processes[0]!.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      const journal = await import('../migrations/meta/_journal.json');
      expect(applied!.count).toBe(journal.entries.length);
      const names = listFunctionFiles().flatMap((file) => functionNames(file));
      const [made] = await queryRows<{ count: number }>(
        processes[0]!.db,
        sql`select count(distinct proname)::int as count from pg_proc where proname = any(${sql.param(names)}::text[])`,
      );
      expect(made!.count).toBe(new Set(names).size);
    } finally {
      await Promise.all(processes.map((connection) => connection.close()));
      await withAdminClient(source.serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    }
  });
});
