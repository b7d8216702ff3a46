import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseConnection } from '../src/client';
import {
  applyDatabaseFunctions,
  checkFunctionFiles,
  functionNames,
  listFunctionFiles,
} from '../src/database-functions';
import { queryRows } from '../src/query-rows';
import { openTestDatabase } from '../src/test-database';
import { sql } from 'drizzle-orm';

/*
 * The SQL money engine as source files (decision 42): every file is applied at start, on PGlite and
 * on PostgreSQL; applying them again changes nothing; every function of the schema has its file
 * (but the ledger's append-only triggers of migration 0002); and each file is one a reviewer reads
 * at once.
 */

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await openTestDatabase(inject('testDatabase'));
});
afterAll(() => connection.close());

/**
 * Every function of the public schema: its name, arguments and a hash of its whole definition. An
 * extension's own functions (pg_trgm's, decision 64) are the extension's, not ours.
 */
async function definedFunctions() {
  return queryRows<{ name: string; arguments: string; definition: string }>(
    connection.db,
    sql`select p.proname as name, pg_get_function_identity_arguments(p.oid) as arguments,
          md5(pg_get_functiondef(p.oid)) as definition
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prokind = 'f'
          and not exists (select 1 from pg_depend d
                          where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        order by 1, 2`,
  );
}

describe('the function files', () => {
  it('are each applied: every function a file makes exists, and every function has a file', async () => {
    const fromFiles = listFunctionFiles().flatMap((file) => functionNames(file));
    expect(fromFiles.length).toBeGreaterThan(30);
    expect(new Set(fromFiles).size).toBe(fromFiles.length);
    const defined = (await definedFunctions()).map((row) => row.name);
    expect([...new Set(defined)].sort()).toEqual(
      [...fromFiles, 'ledger_check_balanced', 'ledger_refuse_change'].sort(),
    );
  });

  it('change nothing when applied a second time', async () => {
    const before = await definedFunctions();
    await connection.onOneSession(({ run }) => applyDatabaseFunctions(run));
    expect(await definedFunctions()).toEqual(before);
  });

  it('are short, open with what they guarantee, and make functions only', () => {
    expect(checkFunctionFiles()).toEqual([]);
  });
});
