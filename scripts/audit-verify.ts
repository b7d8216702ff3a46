/**
 * `npm run audit:verify`: walks the audit log's hash chain (in batches) and exits 0 when every record
 * holds, 1 naming the first record that does not (changed, or after a removed or inserted one). It
 * uses the server's settings (DATABASE_URL, or DATA_DIR's PGlite — stop the server first: PGlite has
 * one user). `GET /api/backoffice/audit/verify` answers the same.
 */
import { verifyAuditChain } from '@chaba/core/backoffice/verify-audit-chain';
import { openDatabase } from '@chaba/db/client';
import { databaseOptions, loadConfig } from '../apps/server/src/config';

const config = loadConfig();
const connection = await openDatabase(databaseOptions(config));
try {
  const state = await verifyAuditChain(connection.db);
  const before = state.unchained > 0 ? ` (${state.unchained} older records precede the chain)` : '';
  if (state.intact) {
    process.stdout.write(
      `Audit chain intact: ${state.checked} records${before}, last #${state.lastId ?? '-'} ${state.lastHash ?? ''}\n`,
    );
  } else {
    process.stderr.write(
      `Audit chain broken at record #${state.brokenId} (${state.reason}); ${state.checked} records before it hold${before}\n`,
    );
    process.exitCode = 1;
  }
} finally {
  await connection.close();
}
