import type { Database, Transaction } from '@chaba/db/client';
import { accountRestrictionChanges, accountRestrictions } from '@chaba/db/schema';
import { revokeMemberTokens } from '../auth/tokens';
import { DomainError } from '../errors';
import { lockMemberRow } from '../audit/lock-member-row';
import {
  readRestriction,
  restrictionEnd,
  readRestrictionState,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '../responsible-gaming/account-restrictions';
import { bangkokDateTime } from '../responsible-gaming/limit-rules';

/**
 * The member takes a time-out (`24h`, `7d`, `1m`, `6w`) or excludes themselves (`6m`, `1y`, `5y`):
 * it applies now, every login and game session of theirs ends (every device, every player token), and
 * it cannot be shortened: a request that would end no later than what is in force is refused, a
 * longer one extends it. A self-exclusion starts a new return: when it ends the member must ask to
 * return again. The member's row is locked, so two requests racing apply one after the other.
 *
 * @throws DomainError restriction_cannot_shorten, account_closed, unauthenticated
 */
export async function restrictAccount(
  db: Database,
  options: { memberId: number; now: Date } & (
    { kind: 'time_out'; period: TimeOutPeriod } | { kind: 'self_exclusion'; period: SelfExclusionPeriod }
  ),
): Promise<{ until: Date }> {
  const { memberId, now } = options;
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const row = await readRestriction(tx, memberId, { lock: true });
    const until = restrictionEnd(options.period, now);
    const state = await readRestrictionState(tx, memberId, now);
    if (state?.state === 'closed') throw new DomainError('account_closed');
    // What shuts the account now and until when (return_required: the exclusion is over, any new one
    // is longer).
    const inForceUntil = state ? (state.until ?? now) : null;
    if (inForceUntil && until <= inForceUntil) {
      throw new DomainError('restriction_cannot_shorten', {
        field: 'period',
        values: { until: bangkokDateTime(inForceUntil) },
      });
    }
    const values =
      options.kind === 'time_out'
        ? { timeOutUntil: until }
        : { selfExcludedUntil: until, returnRequestedAt: null, returnsAt: null };
    await tx
      .insert(accountRestrictions)
      .values({ memberId, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: accountRestrictions.memberId, set: { ...values, updatedAt: now } });
    const extends_ =
      options.kind === 'time_out'
        ? !!row?.timeOutUntil && row.timeOutUntil > now
        : !!row?.selfExcludedUntil && row.selfExcludedUntil > now;
    await tx.insert(accountRestrictionChanges).values({
      memberId,
      kind: options.kind,
      change: extends_ ? 'increased' : 'set',
      until,
      at: now,
    });
    await revokeMemberTokens(tx, { memberId, now });
    return { until };
  });
}

/** @throws DomainError unauthenticated when the member is gone */
async function lockMember(tx: Transaction, memberId: number) {
  try {
    return await lockMemberRow(tx, memberId);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') throw new DomainError('unauthenticated');
    throw error;
  }
}
