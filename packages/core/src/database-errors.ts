interface PostgresErrorFields {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/**
 * True when a query failed on a unique constraint (SQLSTATE 23505), optionally a named one.
 * Works for node-postgres and PGlite errors, bare or wrapped by Drizzle in `cause`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error as PostgresErrorFields | undefined, depth = 0; current && depth < 5; depth += 1) {
    if (current.code === '23505') return constraint === undefined || current.constraint === constraint;
    current = current.cause as PostgresErrorFields | undefined;
  }
  return false;
}
