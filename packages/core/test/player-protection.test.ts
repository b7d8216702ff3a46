import type { DatabaseConnection } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import {
  accountRestrictions,
  gameTransactions,
  members,
  moneyRequests,
  playerLimits,
  playTimeDays,
  playTimeSettings,
} from '@chaba/db/schema';
import { openTestDatabase } from '@chaba/db/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { checkPlayerProtection } from '../src/responsible-gaming/check-player-protection';
import { readLosses } from '../src/responsible-gaming/loss-limits';

/*
 * Player protection's one check, `player_protection_refusal` (decision 42): what it refuses for each
 * action, with the details the member's message names. Every path that moves money asks it (login,
 * launch, deposit prepare, the credits, the bet); their own tests show they obey it.
 */

let connection: DatabaseConnection;
let memberId: number;
let serial = 0;
const now = new Date('2026-11-25T05:00:00.000Z');
const hour = 3_600_000;
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * hour);
const actions = ['login', 'launch', 'deposit', 'bet'] as const;

beforeAll(async () => {
  connection = await openTestDatabase(inject('testDatabase'));
});
afterAll(() => connection.close());
beforeEach(async () => {
  serial += 1;
  const [member] = await connection.db
    .insert(members)
    .values({
      phone: `08100${String(serial).padStart(5, '0')}`,
      passwordHash: 'x',
      referralKey: `PP${serial}`,
    })
    .returning({ id: members.id });
  memberId = member!.id;
});

async function refusal(
  action: string,
  amountSatang = 100n,
  options: { when?: Date; requestId?: number } = {},
) {
  const [row] = await queryRows<{ refusal: string | null; details: Record<string, unknown> | null }>(
    connection.db,
    sql`select refusal, details from player_protection_refusal(${memberId}::bigint, ${action},
      ${amountSatang.toString()}::bigint, ${(options.when ?? now).toISOString()}::timestamptz,
      ${options.requestId ?? null}::bigint)`,
  );
  return row!;
}

const refusalsOfEveryAction = async () =>
  Promise.all(actions.map(async (action) => (await refusal(action)).refusal));

async function restrict(row: Partial<typeof accountRestrictions.$inferInsert>) {
  await connection.db.insert(accountRestrictions).values({ memberId, updatedAt: now, ...row });
}

async function deposit(
  baht: number,
  status: 'pending' | 'completed' | 'cancelled',
  completedAt: Date | null,
) {
  const [row] = await connection.db
    .insert(moneyRequests)
    .values({
      memberId,
      type: 'deposit',
      status,
      amountSatang: BigInt(baht * 100),
      requestedAmountSatang: BigInt(baht * 100),
      ref: `pp-${serial}-${Math.random()}`,
      method: 'bank',
      completedAt,
      createdAt: completedAt ?? now,
    })
    .returning({ id: moneyRequests.id });
  return row!.id;
}

async function limit(kind: typeof playerLimits.$inferInsert.kind, baht: number) {
  await connection.db
    .insert(playerLimits)
    .values({ memberId, kind, amountSatang: BigInt(baht * 100), updatedAt: now });
}

async function game(
  kind: 'bet' | 'win',
  baht: number,
  when: Date,
  status: 'applied' | 'refused' | 'rolled_back' = 'applied',
) {
  serial += 1;
  await connection.db.insert(gameTransactions).values({
    provider: 'test',
    transactionId: `pp-${serial}`,
    kind,
    memberId,
    roundId: `round-${serial}`,
    amountSatang: BigInt(baht * 100),
    status,
    answerStatus: 'OK',
    balanceAfterSatang: 0n,
    createdAt: when,
  });
}

describe('player_protection_refusal', () => {
  it('refuses a member who does not exist, and knows no other action', async () => {
    memberId = 999_999_999;
    expect(await refusalsOfEveryAction()).toEqual(actions.map(() => 'unauthenticated'));
    const failure = await refusal('withdraw').then(
      () => 'answered',
      (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
    );
    expect(failure).toMatch(/knows no action withdraw/);
  });

  it('allows every action of a member with no restriction, limit or play time', async () => {
    expect(await refusalsOfEveryAction()).toEqual([null, null, null, null]);
  });

  it('refuses every action while a restriction is in force, with until when', async () => {
    await restrict({ timeOutUntil: at(5) });
    expect(await refusalsOfEveryAction()).toEqual(actions.map(() => 'timed_out'));
    expect((await refusal('login')).details).toEqual({
      until: expect.stringMatching(/^2026-11-25T10:00:00/),
    });
    expect((await refusal('login', 0n, { when: at(5) })).refusal).toBeNull();
  });

  it('puts a closure before a self-exclusion, and a self-exclusion before a time-out', async () => {
    await restrict({ selfExcludedUntil: at(24 * 180), timeOutUntil: at(5) });
    expect((await refusal('bet')).refusal).toBe('self_excluded');
    await connection.db
      .update(accountRestrictions)
      .set({ closedAt: at(-1) })
      .where(eq(accountRestrictions.memberId, memberId));
    expect(await refusalsOfEveryAction()).toEqual(actions.map(() => 'account_closed'));
  });

  it('keeps a self-exclusion after its end until the return is asked and its day has passed', async () => {
    await restrict({ selfExcludedUntil: at(-1) });
    expect((await refusal('deposit')).refusal).toBe('return_required');
    await connection.db
      .update(accountRestrictions)
      .set({ returnRequestedAt: now, returnsAt: at(24) })
      .where(eq(accountRestrictions.memberId, memberId));
    expect(await refusal('launch')).toEqual({
      refusal: 'return_pending',
      details: { until: expect.stringMatching(/^2026-11-26T05:00:00/) },
    });
    expect((await refusal('launch', 0n, { when: at(24) })).refusal).toBeNull();
  });

  it('refuses a deposit beyond a deposit limit, counting credits in the window and pending requests', async () => {
    await limit('deposit_day', 1_000);
    await deposit(600, 'completed', at(-2));
    await deposit(300, 'completed', at(-30)); // outside the day
    await deposit(50, 'completed', at(-24)); // exactly on the window's edge: outside
    await deposit(700, 'completed', at(1)); // stamped after now: not counted
    await deposit(900, 'cancelled', null);
    const pending = await deposit(200, 'pending', null);
    expect((await refusal('deposit', 20_000n)).refusal).toBeNull();
    expect(await refusal('deposit', 25_000n)).toEqual({
      refusal: 'deposit_limit_reached',
      details: {
        kind: 'deposit_day',
        limit_satang: '100000',
        remaining_satang: '20000',
        days: 1,
        resets_at: expect.stringMatching(/^2026-11-26T03:00:00/),
      },
    });
    // The pending request being credited is the action's own amount, not counted again.
    expect((await refusal('deposit', 25_000n, { requestId: pending })).refusal).toBeNull();
    // Other actions are not deposits.
    expect((await refusal('login', 1_000_000n)).refusal).toBeNull();
  });

  it('names the limit that frees last, and when the amount will fit', async () => {
    await limit('deposit_day', 1_000);
    await limit('deposit_week', 1_000);
    await deposit(600, 'completed', at(-2));
    await deposit(300, 'completed', at(-30));
    await deposit(200, 'pending', null);
    // Day: 800 used, frees when the 600 leaves (22 h). Week: 1,100 used; 250 fits once both credits
    // have left it, the 600 the last, in 166 hours.
    expect(await refusal('deposit', 25_000n)).toEqual({
      refusal: 'deposit_limit_reached',
      details: {
        kind: 'deposit_week',
        limit_satang: '100000',
        remaining_satang: '0',
        days: 7,
        resets_at: expect.stringMatching(/^2026-12-02T03:00:00/),
      },
    });
    await expect(
      connection.db.transaction((tx) =>
        checkPlayerProtection(tx, memberId, { kind: 'deposit', amountSatang: 25_000n }, now),
      ),
    ).rejects.toMatchObject({
      code: 'deposit_limit_reached',
      details: {
        field: 'amount',
        amounts: { limit: 100_000n, remaining: 0n },
        values: { days: 7, resets_at: '2026-12-02 10:00' },
      },
    });
  });

  it('refuses a bet that would take the net loss of a window past its loss limit', async () => {
    await limit('loss_day', 500);
    await game('bet', 400, at(-1));
    await game('win', 100, at(-0.5));
    await game('bet', 1_000, at(-0.2), 'refused');
    await game('bet', 1_000, at(-0.1), 'rolled_back');
    await game('bet', 300, at(-25)); // outside the day
    await game('bet', 50, at(1)); // after now
    expect(await readLosses(connection.db, memberId, now)).toEqual({
      loss_day: 30_000n,
      loss_week: 60_000n,
      loss_month: 60_000n,
    });
    expect((await refusal('bet', 20_000n)).refusal).toBeNull();
    expect((await refusal('bet', 20_001n)).refusal).toBe('loss_limit_reached');
    expect((await refusal('launch', 1_000_000n)).refusal).toBeNull();
    await limit('loss_week', 600);
    expect((await refusal('bet', 1n)).refusal).toBe('loss_limit_reached');
  });

  it("refuses launches and bets once the Bangkok day's play time reached the limit, until midnight", async () => {
    await connection.db.insert(playTimeSettings).values({ memberId, dailyLimitMinutes: 15, updatedAt: now });
    // 23:59:59 in Bangkok on 24 November, then the first moment of the 25th.
    const lastMoment = new Date('2026-11-24T16:59:59.999Z');
    const nextDay = new Date('2026-11-24T17:00:00.000Z');
    await connection.db.insert(playTimeDays).values({ memberId, day: '2026-11-24', playedSeconds: 899 });
    expect((await refusal('launch', 0n, { when: lastMoment })).refusal).toBeNull();
    await connection.db
      .update(playTimeDays)
      .set({ playedSeconds: 900 })
      .where(eq(playTimeDays.memberId, memberId));
    for (const action of ['launch', 'bet'])
      expect(await refusal(action, 100n, { when: lastMoment })).toEqual({
        refusal: 'play_time_reached',
        details: { minutes: 15, until: expect.stringMatching(/^2026-11-24T17:00:00/) },
      });
    expect((await refusal('login', 0n, { when: lastMoment })).refusal).toBeNull();
    expect((await refusal('deposit', 100n, { when: lastMoment })).refusal).toBeNull();
    expect((await refusal('launch', 0n, { when: nextDay })).refusal).toBeNull();
  });
});
