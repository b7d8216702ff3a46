/**
 * `npm run ledger:check`: proves the ledger's invariants on the configured database (DATA_DIR's
 * PGlite, or DATABASE_URL). Exits 1 and lists the problems when one fails.
 */
import { checkLedger } from '@chaba/core/ledger/check-ledger';
import { openDatabase } from '@chaba/db/client';
import { databaseOptions, loadConfig } from '../apps/server/src/config';

const config = loadConfig();
const connection = await openDatabase(databaseOptions(config));
try {
  const result = await checkLedger(connection.db);
  if (result.ok) {
    console.log(
      `ledger ok: ${result.transactions} transactions over ${result.accounts} accounts balance to zero`,
    );
  } else {
    console.log(`ledger check FAILED (${result.problems.length} problems):`);
    for (const problem of result.problems) console.log(`  - ${problem}`);
    process.exitCode = 1;
  }
} finally {
  await connection.close();
}
