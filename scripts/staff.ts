/**
 * `npm run staff -- create --username NAME --role owner`: creates a staff account and prints its
 * one-time password, to be changed at first login (POST /api/backoffice/password). This is how a
 * production database gets its first staff member: no known password exists there. It uses the
 * server's settings (DATABASE_URL, or DATA_DIR's PGlite — stop the server first: PGlite has one user).
 */
import { migrateDatabase, openDatabase } from '@chaba/db/client';
import { databaseOptions, loadConfig } from '../apps/server/src/config';
import { runStaffCommand } from '../apps/server/src/staff-command';

const config = loadConfig();
const connection = await openDatabase(databaseOptions(config));
try {
  await migrateDatabase(connection);
  process.exitCode = await runStaffCommand(process.argv.slice(2), {
    db: connection.db,
    now: new Date(),
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
} finally {
  await connection.close();
}
