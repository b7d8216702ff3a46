import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from './client';
import { queryRows } from './query-rows';

/** One fixed statement with `$1…$n` placeholders, and the name it is prepared under. */
export interface PreparedStatement {
  /** Unique per text: node-postgres keeps one prepared statement of this name per connection. */
  name: string;
  text: string;
}

/**
 * Rows of a fixed statement that runs very often (the game wallet's calls, decision 39). On
 * node-postgres it goes to the pool as a named prepared statement: each connection sends its text
 * and PostgreSQL parses and plans it once, and every later call is only bind and execute, without
 * drizzle's query building on the way. Anywhere else (PGlite, an open transaction) the same text and
 * values go through drizzle, so both engines run the same SQL.
 */
export async function queryPrepared<Row>(
  db: Executor,
  statement: PreparedStatement,
  values: readonly (string | null)[],
): Promise<Row[]> {
  // Only a database made by drizzle() carries its client; a transaction does not (it has its own).
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query<Row & pg.QueryResultRow>({
      name: statement.name,
      text: statement.text,
      values: [...values],
    });
    return result.rows;
  }
  return queryRows<Row>(db, withParameters(statement.text, values));
}

/** `$1…$n` of a statement's text as drizzle parameters. */
function withParameters(text: string, values: readonly (string | null)[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) => {
      if (index % 2 === 0) return sql.raw(part);
      const position = Number(part);
      if (position < 1 || position > values.length) {
        throw new Error(`statement ${text.slice(0, 40)}… has no value for $${part}`);
      }
      return sql`${values[position - 1]}`;
    }),
  );
}
