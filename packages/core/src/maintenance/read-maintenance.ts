import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import { readSiteSetting, type SiteSetting } from '../site/site-settings';

export type Maintenance = SiteSetting<'maintenance'>;

/** The `unmatched_reason` of a transfer held during maintenance, naming the deposit it pays. */
export const heldForMaintenance = 'maintenance';

/** What a site that never had maintenance reads. */
export const maintenanceOff: Maintenance = {
  enabled: false,
  message: { th: '', en: '', cn: '' },
  ends_at: null,
  credit_transfers: 'at_once',
};

/**
 * The maintenance state, read from the database on every call: every server process sees a change
 * on its next request (one primary-key read; no process-local copy that could lag).
 */
export async function readMaintenance(db: Executor): Promise<Maintenance> {
  return (await readSiteSetting(db, 'maintenance')) ?? maintenanceOff;
}

/**
 * True while transfers that arrive are recorded but not credited (maintenance on, "when it ends"):
 * the SQL function `maintenance_holds_transfers`, which the statement line asks too.
 */
export async function holdsTransfers(db: Executor): Promise<boolean> {
  const [row] = await queryRows<{ holds: boolean }>(db, sql`select maintenance_holds_transfers() as holds`);
  return row?.holds === true;
}

/** The operator's message in each language; an empty English or Chinese one reads the Thai one. */
export function maintenanceMessages(maintenance: Maintenance) {
  const th = maintenance.message.th;
  return { th, en: maintenance.message.en || th, cn: maintenance.message.cn || th };
}

/**
 * The one guard of game launches and money requests: refuses with `maintenance` (503) while
 * maintenance is on, carrying the operator's message in the three languages (the server answers the
 * caller's) and, when the expected end is ahead, the seconds until then (Retry-After).
 *
 * @throws DomainError maintenance
 */
export async function refuseDuringMaintenance(db: Executor, now: Date): Promise<void> {
  const maintenance = await readMaintenance(db);
  if (!maintenance.enabled) return;
  const messages = maintenanceMessages(maintenance);
  const endsAtMs = maintenance.ends_at ? Date.parse(maintenance.ends_at) : Number.NaN;
  const secondsLeft = Math.ceil((endsAtMs - now.getTime()) / 1000);
  throw new DomainError('maintenance', {
    values: { message_th: messages.th, message_en: messages.en, message_cn: messages.cn },
    ...(secondsLeft > 0 ? { retryAfterSeconds: secondsLeft } : {}),
  });
}
