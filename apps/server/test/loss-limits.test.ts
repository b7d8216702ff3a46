import { setLimits } from '@chaba/core/responsible-gaming/set-limits';
import { gameTransactions } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, callWallet, useTestApp, creditOf } from './helpers';
import { slotPlayer } from './wallet-helpers';

/*
 * Loss limits at the wallet's bet (issue 13, decision 0021): net game loss (bets − wins) in the rolling
 * window plus the stake may not pass a limit in force; the refusal is the wallet status
 * LIMIT_EXCEEDED with the balance, stored for replays; wins and rollbacks are never refused.
 */

const t = useTestApp();

let counter = 0;
const nextPhone = () => `0631${String((counter += 1)).padStart(6, '0')}`;

/** A funded member with a player token for the slot, as the aggregator gets it; its calls answer the body. */
async function player(amount = 10_000) {
  const p = await slotPlayer(t, nextPhone(), amount);
  return {
    ...p,
    bet: (id: string, amount: number) => p.bet(id, amount).then((answer) => answer.body),
    win: (id: string, amount: number) => p.win(id, amount).then((answer) => answer.body),
    rollback: (id: string, betId: string) => p.rollback(id, betId).then((answer) => answer.body),
    setLimits: (limits: Parameters<typeof setLimits>[1]['limits']) =>
      setLimits(t.connection.db, { memberId: p.memberId, limits, now: t.clock.now() }),
  };
}

describe('the wallet bet under a loss limit', () => {
  it('answers LIMIT_EXCEEDED with the balance when bets − wins + the stake would pass the limit', async () => {
    const p = await player();
    await p.setLimits({ loss_day: 100_000n }); // 1,000 baht
    expect(await p.bet('a1', 600)).toMatchObject({ status: 'OK', balance: 9_400 });
    // 600 lost + 500 > 1,000: refused, nothing debited, the balance in the answer.
    expect(await p.bet('a2', 500)).toEqual({
      status: 'LIMIT_EXCEEDED',
      balance: 9_400,
      transaction_id: 'a2',
    });
    expect(await creditOf(t.app, p.token)).toBe(9_400);
    // Exactly up to the limit is allowed.
    expect(await p.bet('a3', 400)).toMatchObject({ status: 'OK', balance: 9_000 });
    expect(await p.bet('a4', 0.01)).toMatchObject({ status: 'LIMIT_EXCEEDED', balance: 9_000 });
    // A win is never refused and takes back from the loss: 1,000 − 300 = 700 lost, 300 fit again.
    expect(await p.win('a3-win', 300)).toMatchObject({ status: 'OK', balance: 9_300 });
    expect(await p.bet('a5', 300)).toMatchObject({ status: 'OK', balance: 9_000 });
    // A rollback is never refused and removes its bet from the loss.
    expect(await p.rollback('a5-rollback', 'a5')).toMatchObject({ status: 'OK', balance: 9_300 });
    expect(await p.bet('a6', 300)).toMatchObject({ status: 'OK', balance: 9_000 });

    // Turnover counts only the applied bets; the refused ones left no ledger line.
    const refused = await t.connection.db
      .select({ id: gameTransactions.transactionId, status: gameTransactions.status })
      .from(gameTransactions)
      .where(
        and(eq(gameTransactions.memberId, p.memberId), eq(gameTransactions.answerStatus, 'LIMIT_EXCEEDED')),
      );
    expect(refused.map((row) => [row.id, row.status]).sort()).toEqual([
      ['a2', 'refused'],
      ['a4', 'refused'],
    ]);
  });

  it('answers a replay of a refused bet as the first time, even once the bet would fit', async () => {
    const p = await player();
    await p.setLimits({ loss_day: 50_000n });
    expect(await p.bet('r1', 400)).toMatchObject({ status: 'OK' });
    expect(await p.bet('r2', 200)).toMatchObject({ status: 'LIMIT_EXCEEDED', balance: 9_600 });
    await p.win('r1-win', 400);
    // 0 lost now: a new bet of 200 fits, the replay of r2 still answers its first answer.
    expect(await p.bet('r2', 200)).toEqual({
      status: 'LIMIT_EXCEEDED',
      balance: 9_600,
      transaction_id: 'r2',
    });
    expect(await creditOf(t.app, p.token)).toBe(10_000);
    expect(await p.bet('r3', 200)).toMatchObject({ status: 'OK', balance: 9_800 });
    // The same id with another amount is still a mismatch, not a second check.
    expect(await p.bet('r2', 100)).toMatchObject({ status: 'DUPLICATE_MISMATCH' });
  });

  it('never refuses a win or a rollback, even with the loss beyond a limit lowered since', async () => {
    const p = await player();
    expect(await p.bet('w1', 800)).toMatchObject({ status: 'OK' });
    await p.setLimits({ loss_day: 10_000n }); // 100 baht, below what is already lost
    expect(await p.bet('w2', 1)).toMatchObject({ status: 'LIMIT_EXCEEDED' });
    expect(await p.rollback('w1-rollback', 'w1')).toMatchObject({ status: 'OK', balance: 10_000 });
    expect(await p.bet('w3', 100)).toMatchObject({ status: 'OK' });
    expect(await p.win('w3-win', 0)).toMatchObject({ status: 'OK', balance: 9_900 });
  });

  it('counts rolling windows: the last 24 hours and the last 7 days, each against its own limit', async () => {
    const p = await player(20_000);
    await p.setLimits({ loss_day: 100_000n, loss_week: 150_000n });
    expect(await p.bet('d1', 1_000)).toMatchObject({ status: 'OK' });
    expect(await p.bet('d2', 1)).toMatchObject({ status: 'LIMIT_EXCEEDED' });
    // 23 hours on, the first bet is still inside the last 24 hours (the player token lasts 4 hours:
    // a new login and launch).
    t.clock.advanceSeconds(23 * 3600);
    expect(await (await relaunch(p)).bet('d3', 1)).toMatchObject({ status: 'LIMIT_EXCEEDED' });
    // 24 hours after it, the day is clear again but the week holds 1,000 of its 1,500.
    t.clock.advanceSeconds(3600);
    const q = await relaunch(p);
    expect(await q.bet('d4', 501)).toMatchObject({ status: 'LIMIT_EXCEEDED' });
    expect(await q.bet('d5', 500)).toMatchObject({ status: 'OK' });
    expect(await q.bet('d6', 1)).toMatchObject({ status: 'LIMIT_EXCEEDED' });
  });

  it('shows each loss window in the responsible-gambling answer (bets − wins, baht)', async () => {
    const p = await player();
    await p.bet('u1', 250.5);
    await p.win('u1-win', 50.25);
    await p.bet('u2', 100);
    await p.rollback('u2-rollback', 'u2');
    const answer = await call(t.app, 'GET', '/api/customers/responsible-gambling', { token: p.token });
    expect(answer.status).toBe(200);
    const day = new Date(t.clock.now().getTime() - 24 * 3600 * 1000).toISOString();
    expect(answer.body.data.usage.loss_day).toEqual({ since: day, lost: 200.25 });
    expect(answer.body.data.usage.loss_week.lost).toBe(200.25);
    expect(answer.body.data.usage.loss_month.lost).toBe(200.25);
  });

  it('refuses the bet with 503 and records nothing when player protection cannot answer', async () => {
    const p = await player();
    await p.setLimits({ loss_day: 100_000n });
    // The limits cannot be read (a real database failure inside the check).
    await t.connection.db.execute(sql`alter table player_limits rename to player_limits_away`);
    let answer;
    try {
      answer = await callWallet(t, 'bet', {
        player_token: p.playerToken,
        transaction_id: 'u-1',
        round_id: 'round-u-1',
        game_code: 'hibiscus-slot',
        amount: 100,
      });
    } finally {
      await t.connection.db.execute(sql`alter table player_limits_away rename to player_limits`);
    }
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('player_protection_unavailable');
    const rows = await t.connection.db
      .select()
      .from(gameTransactions)
      .where(eq(gameTransactions.transactionId, 'u-1'));
    expect(rows).toEqual([]);
    expect(await creditOf(t.app, p.token)).toBe(10_000);
    // The aggregator's retry with the same id is checked afresh.
    expect(await p.bet('u-1', 100)).toMatchObject({ status: 'OK', balance: 9_900 });
  });
});

/** A new member token and player token after the clock moved past their lifetimes. */
async function relaunch(p: Awaited<ReturnType<typeof player>>) {
  const login = await call(t.app, 'POST', '/api/login', { body: { phone: p.phone, password: p.password } });
  const token = login.body.access_token as string;
  const launch = await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/hibiscus-slot', { token });
  expect(launch.status).toBe(200);
  const auth = await callWallet(t, 'authenticate', {
    launch_token: new URL(launch.body.url).searchParams.get('token')!,
  });
  const playerToken = auth.body.player_token as string;
  return {
    bet: (id: string, amount: number) =>
      callWallet(t, 'bet', {
        player_token: playerToken,
        transaction_id: id,
        round_id: `round-${id}`,
        game_code: 'hibiscus-slot',
        amount,
      }).then((answer) => answer.body),
  };
}
