import type { TestProject } from 'vitest/node';
import { prepareTestDatabases, type TestDatabaseSource } from '@chaba/db/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/** Migrates once per run: a PGlite snapshot, or a template database on the PostgreSQL server. */
export default async function setup(project: TestProject) {
  const prepared = await prepareTestDatabases(process.env.DATABASE_URL);
  project.provide('testDatabase', prepared.source);
  return prepared.teardown;
}
