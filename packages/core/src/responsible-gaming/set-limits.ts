import type { Database, Transaction } from '@chaba/db/client';
import {
  members,
  playerLimitChanges,
  playerLimitKinds,
  playerLimits,
  type PlayerLimitKind,
} from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { DomainError } from '../errors';
import { limitRaiseDelaySeconds } from './limit-rules';
import { readLimits, type PlayerLimitRow } from './read-limits';

/** The new limit of each kind the member sent (null: none); a kind left out stays as it is. */
export type LimitChanges = Partial<Record<PlayerLimitKind, bigint | null>>;

type Change = (typeof playerLimitChanges.$inferInsert)['change'];

/**
 * A member changes their own limits. A first limit or a lower one applies at once; a higher one or a
 * removal waits: it may be confirmed 24 hours after it was asked for (confirmLimitChanges), and until
 * then the old limit stays in force. Asking again for the limit in force takes a waiting change back;
 * asking for another raise replaces the waiting one and its 24 hours start again. Every change is
 * recorded in the history with its time.
 *
 * @throws DomainError unauthenticated
 */
export async function setLimits(
  db: Database,
  options: { memberId: number; limits: LimitChanges; now: Date },
): Promise<void> {
  const { memberId, now } = options;
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, memberId))
      .for('no key update');
    if (!member) throw new DomainError('unauthenticated');
    const current = await readLimits(tx, memberId);
    for (const kind of playerLimitKinds) {
      const wanted = options.limits[kind];
      if (wanted === undefined) continue;
      await changeLimit(tx, { memberId, kind, wanted, row: current[kind], now });
    }
  });
}

async function changeLimit(
  tx: Transaction,
  options: {
    memberId: number;
    kind: PlayerLimitKind;
    wanted: bigint | null;
    row: PlayerLimitRow | undefined;
    now: Date;
  },
) {
  const { memberId, kind, wanted, row, now } = options;
  const inForce = row?.amountSatang ?? null;
  const pending = row?.pendingRequestedAt ? { amount: row.pendingAmountSatang } : undefined;
  const record = (change: Change, fromSatang: bigint | null, toSatang: bigint | null) =>
    tx.insert(playerLimitChanges).values({ memberId, kind, change, fromSatang, toSatang, at: now });
  const noPending = { pendingAmountSatang: null, pendingRequestedAt: null, pendingConfirmableAt: null };

  const lowers = wanted !== null && (inForce === null || wanted < inForce);
  if (wanted === inForce || lowers) {
    if (pending) await record('pending_withdrawn', inForce, pending.amount);
    if (lowers) await record(inForce === null ? 'set' : 'decreased', inForce, wanted);
    if (pending || lowers)
      await save(tx, { memberId, kind, amountSatang: wanted, ...noPending, updatedAt: now });
    return;
  }
  // A raise or a removal: it waits (the same one asked again keeps its time).
  if (pending && pending.amount === wanted) return;
  await record(wanted === null ? 'removal_requested' : 'increase_requested', inForce, wanted);
  await save(tx, {
    memberId,
    kind,
    amountSatang: inForce,
    pendingAmountSatang: wanted,
    pendingRequestedAt: now,
    pendingConfirmableAt: addSeconds(now, limitRaiseDelaySeconds),
    updatedAt: now,
  });
}

async function save(tx: Transaction, values: typeof playerLimits.$inferInsert) {
  const { memberId: _memberId, kind: _kind, ...changes } = values;
  await tx
    .insert(playerLimits)
    .values(values)
    .onConflictDoUpdate({ target: [playerLimits.memberId, playerLimits.kind], set: changes });
}
