import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, openDatabase, type DatabaseConnection } from './client';

/**
 * Test databases. Creating and migrating a PGlite takes seconds, so a run migrates once and every
 * test file starts from a copy: a snapshot of the PGlite data folder, or, with DATABASE_URL, a
 * PostgreSQL template database that each file clones into a fresh database of its own.
 */
export type TestDatabaseSource =
  { kind: 'pglite'; snapshotPath: string } | { kind: 'postgres'; serverUrl: string; templateName: string };

export async function prepareTestDatabases(
  databaseUrl: string | undefined,
): Promise<{ source: TestDatabaseSource; teardown: () => Promise<void> }> {
  if (databaseUrl) {
    const templateName = `chaba_template_${randomBytes(4).toString('hex')}`;
    await withAdminClient(databaseUrl, (admin) => admin.query(`create database ${templateName}`));
    const connection = await openDatabase({
      kind: 'postgres',
      url: withDatabase(databaseUrl, templateName),
      poolSize: 1,
    });
    await migrateDatabase(connection);
    await connection.close();
    return {
      source: { kind: 'postgres', serverUrl: databaseUrl, templateName },
      teardown: async () => {
        await withAdminClient(databaseUrl, async (admin) => {
          const { rows } = await admin.query<{ datname: string }>(
            `select datname from pg_database where datname like $1 or datname = $2`,
            [`${templateName.replace('template', 'test')}%`, templateName],
          );
          for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
        });
      },
    };
  }
  const connection = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(connection);
  const snapshot = await connection.dumpSnapshot!();
  await connection.close();
  const snapshotPath = path.join(tmpdir(), `chaba-test-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  await writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  return { source: { kind: 'pglite', snapshotPath }, teardown: () => rm(snapshotPath, { force: true }) };
}

/** A fresh, migrated database of its own for one test file. */
export async function openTestDatabase(source: TestDatabaseSource): Promise<DatabaseConnection> {
  if (source.kind === 'pglite') {
    const snapshot = new Blob([await readFile(source.snapshotPath)]);
    return openDatabase({ kind: 'pglite', snapshot });
  }
  const name = `${source.templateName.replace('template', 'test')}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(source.serverUrl, (admin) =>
    admin.query(`create database ${name} template ${source.templateName}`),
  );
  const connection = await openDatabase({
    kind: 'postgres',
    url: withDatabase(source.serverUrl, name),
    poolSize: 20,
  });
  return {
    ...connection,
    async close() {
      await connection.close();
      await withAdminClient(source.serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A short-lived client of the server's maintenance connection (create and drop databases). */
export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
