/**
 * `npm run staff -- create --username NAME --role owner`: creates a staff account and prints its
 * one-time password, to be changed at first login (POST /api/backoffice/password). This is how a
 * production database gets its first staff member: no known password exists there. It uses the
 * server's settings (DATABASE_URL, or DATA_DIR's PGlite — stop the server first: PGlite has one user).
 *
 * `npm run staff -- token NAME` (development only): prints a token of that staff member for the staff
 * API, asked of the running server (staff-token-command.ts).
 */
import { migrateDatabase, openDatabase } from '@chaba/db/client';
import { databaseOptions, loadConfig } from '../apps/server/src/config';
import { runStaffCommand } from '../apps/server/src/staff-command';
import { runStaffTokenCommand } from '../apps/server/src/staff-token-command';

const config = loadConfig();
const io = {
  out: (text: string) => process.stdout.write(text),
  err: (text: string) => process.stderr.write(text),
};
if (process.argv[2] === 'token') {
  // Asks the running server: its PGlite has one user, so this command must not open the database.
  process.exitCode = await runStaffTokenCommand(process.argv.slice(3), { config, ...io });
} else {
  const connection = await openDatabase(databaseOptions(config));
  try {
    await migrateDatabase(connection);
    process.exitCode = await runStaffCommand(process.argv.slice(2), {
      db: connection.db,
      now: new Date(),
      ...io,
    });
  } finally {
    await connection.close();
  }
}
