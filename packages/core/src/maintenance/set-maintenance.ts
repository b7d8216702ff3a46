import type { Database } from '@chaba/db/client';
import type { StaffActor } from '../audit/lock-member-row';
import { writeAuditedSetting } from '../site/write-audited-setting';
import { countHeldTransfers } from './count-held-transfers';
import type { Maintenance } from './read-maintenance';
import { releaseHeldTransfers } from './release-held-transfers';

/** At most this many batches of held transfers are credited by the switch itself; the job does the rest. */
const maxReleaseBatches = 25;

/**
 * Turns maintenance on or off, or changes its message, expected end or crediting choice (audited
 * with before and after). Every server process refuses game launches and money requests from its
 * next request on (the guard reads the database). When the change ends the holding of transfers
 * (maintenance off, or "credit at once"), the transfers held meanwhile are credited here, after the
 * change commits; the `release-held-transfers` job finishes what this leaves.
 */
export async function setMaintenance(
  db: Database,
  options: StaffActor & { maintenance: Maintenance },
): Promise<{
  maintenance: Maintenance;
  releasedTransfers: number;
  memberIds: number[];
  heldTransfers: number;
}> {
  await db.transaction((tx) =>
    writeAuditedSetting(tx, {
      ...options,
      key: 'maintenance',
      value: options.maintenance,
      action: options.maintenance.enabled ? 'maintenance.on' : 'maintenance.off',
    }),
  );
  const memberIds: number[] = [];
  for (let batch = 0; batch < maxReleaseBatches; batch += 1) {
    const released = await releaseHeldTransfers(db, { now: options.now });
    memberIds.push(...released.memberIds);
    if (released.released === 0) break;
  }
  return {
    maintenance: options.maintenance,
    releasedTransfers: memberIds.length,
    memberIds,
    heldTransfers: await countHeldTransfers(db),
  };
}
