import type { Database } from '@chaba/db/client';
import type { StaffActor } from '../audit/lock-member-row';
import { recordAudit } from '../audit/record-audit';
import { closeAffiliateStatements } from './close-affiliate-statements';

const staffRunLimit = 200;

/**
 * Staff's "close what is due now": the statement job's work (closeAffiliateStatements, at most 200
 * periods), then an audit record of what it did. Closing is once per affiliate and period whoever
 * runs it, so this never pays twice what the job pays.
 */
export async function runAffiliateStatements(
  db: Database,
  options: StaffActor,
): Promise<{ closed: number; paid: number }> {
  const result = await closeAffiliateStatements(db, { now: options.now, limit: staffRunLimit });
  await recordAudit(db, {
    staffId: options.staffId,
    action: 'affiliate.statements.run',
    clientAddress: options.clientAddress,
    details: result,
    now: options.now,
  });
  return result;
}
