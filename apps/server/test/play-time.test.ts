import { checkPlayerProtection } from '@chaba/core/responsible-gaming/check-player-protection';
import { DomainError } from '@chaba/core/errors';
import { playSessions } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, callWallet, useTestApp, fundMember, logInAs, memberIdOf, warmUpConnections } from './helpers';

/*
 * Play time (issue 13, decision 22): heartbeats count the time a game is open (each at most 90 s),
 * per Bangkok day; the daily limit refuses the heartbeat, the launch and the wallet's bet once
 * reached; the reality check's numbers come from the play session and the member's real bets.
 */

const t = useTestApp();

let counter = 0;
const nextPhone = () => `0641${String((counter += 1)).padStart(6, '0')}`;
const base = '/api/customers/responsible-gambling';
const minute = 60;

/** A funded member; `token()` logs in again after the clock moved (a token lives an hour in tests). */
async function newPlayer() {
  const member = await fundMember(t, nextPhone(), 10_000);
  const memberId = await memberIdOf(t, member.phone);
  let token = member.token;
  let tokenAt = t.clock.now().getTime();
  const fresh = async () => {
    if (t.clock.now().getTime() - tokenAt > 50 * 60 * 1000) {
      token = await logInAs(t.app, member.phone, member.password);
      tokenAt = t.clock.now().getTime();
    }
    return token;
  };
  const put = async (path: string, body: unknown, language = 'en') => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `${base}${path}`,
      headers: { authorization: `Bearer ${await fresh()}`, 'x-chaba-language': language },
      payload: body as Record<string, unknown>,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const post = async (path: string, language = 'en') =>
    call(t.app, 'POST', `${base}${path}`, {
      token: await fresh(),
      headers: { 'x-chaba-language': language },
    });
  return {
    ...member,
    memberId,
    token: fresh,
    setPlayTime: (minutes: unknown, language?: string) =>
      put('/play-time', { daily_minutes: minutes }, language),
    setRealityCheck: (minutes: unknown) => put('/reality-check', { interval_minutes: minutes }),
    beat: (language?: string) => post('/play-session/heartbeat', language),
    end: () => post('/play-session/end'),
    confirm: () => post('/limits/confirm'),
    state: async () => {
      const response = await call(t.app, 'GET', base, { token: await fresh() });
      expect(response.status).toBe(200);
      return response.body.data;
    },
    launch: async (language = 'en') =>
      call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/hibiscus-slot', {
        token: await fresh(),
        headers: { 'x-chaba-language': language },
      }),
  };
}
type Player = Awaited<ReturnType<typeof newPlayer>>;

/** Launches the slot and authenticates as the aggregator does: bet and win through the wallet. */
async function openGame(player: Player) {
  const launch = await player.launch();
  expect(launch.status, JSON.stringify(launch.body)).toBe(200);
  const auth = await callWallet(t, 'authenticate', {
    launch_token: new URL(launch.body.url).searchParams.get('token')!,
  });
  expect(auth.body.status).toBe('OK');
  const round = (action: 'bet' | 'win', id: string, amount: number) =>
    callWallet(t, action, {
      player_token: auth.body.player_token,
      transaction_id: `${player.phone}-${id}`,
      round_id: `round-${player.phone}-${id}`,
      game_code: 'hibiscus-slot',
      amount,
    }).then((answer) => answer.body);
  return {
    bet: (id: string, amount: number) => round('bet', id, amount),
    win: (id: string, amount: number) => round('win', id, amount),
    rollback: (id: string, betId: string) =>
      callWallet(t, 'rollback', {
        player_token: auth.body.player_token,
        transaction_id: `${player.phone}-${id}`,
        reference_transaction_id: `${player.phone}-${betId}`,
        round_id: `round-${player.phone}-${betId}`,
      }).then((answer) => answer.body),
  };
}

/** Heartbeats every `seconds` for `times` times, each expected to answer 200. */
async function play(player: Player, times: number, seconds = minute) {
  let last;
  for (let beat = 0; beat < times; beat += 1) {
    t.clock.advanceSeconds(seconds);
    last = await player.beat();
    expect(last.status, JSON.stringify(last.body)).toBe(200);
  }
  return last!.body.data;
}

/** Moves the clock to the next Bangkok 23:58:00 (UTC 16:58). */
function toBangkokLateEvening() {
  const now = t.clock.now();
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 16, 58));
  if (target <= now) target.setUTCDate(target.getUTCDate() + 1);
  t.clock.advanceSeconds((target.getTime() - now.getTime()) / 1000);
}

describe('heartbeats', () => {
  it('count the time between heartbeats into the session and today, each at most 90 s', async () => {
    const player = await newPlayer();
    const first = await player.beat();
    expect(first.status).toBe(200);
    const startedAt = t.clock.now().toISOString();
    expect(first.body.data).toEqual({
      started_at: startedAt,
      played_minutes: 0,
      net_result: 0,
      reality_check_minutes: null,
      next_reality_check_at: null,
      today_minutes: 0,
      daily_limit_minutes: null,
    });
    // Three beats a minute apart: three minutes.
    const three = await play(player, 3);
    expect(three).toMatchObject({ started_at: startedAt, played_minutes: 3, today_minutes: 3 });
    // A tab that went quiet for four minutes counts 90 s of them, not four minutes.
    t.clock.advanceSeconds(4 * minute);
    const capped = (await player.beat()).body.data;
    expect(capped).toMatchObject({ started_at: startedAt, played_minutes: 4, today_minutes: 4 });
    // 3 min + 90 s + 30 s = 5 minutes.
    const five = await play(player, 1, 30);
    expect(five).toMatchObject({ played_minutes: 5, today_minutes: 5 });
    // The member's page shows today's minutes.
    expect((await player.state()).play_time).toMatchObject({ today_minutes: 5, daily_limit_minutes: null });
  });

  it('count one clock for two tabs beating at once, and start a new session after a pause or an end', async () => {
    const player = await newPlayer();
    await player.beat();
    const startedAt = t.clock.now().toISOString();
    // Two tabs, each beating every 60 s, 30 s apart: 10 beats over 5 minutes count 5 minutes.
    for (let beat = 0; beat < 10; beat += 1) {
      t.clock.advanceSeconds(30);
      expect((await player.beat()).status).toBe(200);
    }
    const both = (await player.beat()).body.data;
    expect(both).toMatchObject({ started_at: startedAt, played_minutes: 5, today_minutes: 5 });

    // Six quiet minutes: that session is over, the next heartbeat starts another (nothing counted).
    t.clock.advanceSeconds(6 * minute);
    const after = (await player.beat()).body.data;
    expect(after).toMatchObject({
      started_at: t.clock.now().toISOString(),
      played_minutes: 0,
      today_minutes: 5,
    });

    // End counts the last stretch and closes it; a second end finds nothing open.
    t.clock.advanceSeconds(45);
    expect((await player.end()).body).toEqual({ success: true, data: { ended: true } });
    expect((await player.end()).body).toEqual({ success: true, data: { ended: false } });
    t.clock.advanceSeconds(20);
    const next = (await player.beat()).body.data;
    expect(next).toMatchObject({ started_at: t.clock.now().toISOString(), played_minutes: 0 });
    expect((await player.state()).play_time.today_minutes).toBe(5); // 5 min + 45 s
  });

  it('count a minute once when many heartbeats of one member arrive at once (tabs, devices)', async () => {
    // On PostgreSQL (DATABASE_URL) they run in parallel: without the member's row lock the first burst
    // starts ten sessions against the one-open-session index (500s).
    const player = await newPlayer();
    await warmUpConnections(t.connection, 10);
    const token = await player.token();
    const burst = () =>
      Promise.all(
        Array.from({ length: 10 }, () => call(t.app, 'POST', `${base}/play-session/heartbeat`, { token })),
      );
    const first = await burst();
    expect(first.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    // One session: all ten answers name the same start.
    expect(new Set(first.map((answer) => answer.body.data.started_at)).size).toBe(1);
    t.clock.advanceSeconds(minute);
    const second = await burst();
    expect(second.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const sessions = await t.connection.db
      .select()
      .from(playSessions)
      .where(eq(playSessions.memberId, player.memberId));
    expect(sessions.map((session) => [session.playedSeconds, session.endedAt])).toEqual([[60, null]]);
    expect((await player.state()).play_time.today_minutes).toBe(1);
  });

  it('split a heartbeat at Bangkok midnight: the new day starts from 0', async () => {
    const player = await newPlayer();
    toBangkokLateEvening(); // 23:58 Bangkok
    await player.beat();
    await play(player, 1, 90); // 23:59:30
    const beforeMidnight = await player.state();
    expect(beforeMidnight.play_time.today_minutes).toBe(1);
    const midnight = beforeMidnight.play_time.day_resets_at;
    expect(new Date(midnight).getTime() - t.clock.now().getTime()).toBe(30 * 1000);
    // 00:00:30: 30 s of this beat are yesterday's, 30 s today's.
    const after = await play(player, 1, 60);
    expect(after).toMatchObject({ played_minutes: 2, today_minutes: 0 });
    await play(player, 2, 45); // 00:02:00: 30 + 45 + 45 = 120 s today
    const today = await player.state();
    expect(today.play_time.today_minutes).toBe(2);
    expect(new Date(today.play_time.day_resets_at).getTime() - new Date(midnight).getTime()).toBe(
      24 * 60 * 60 * 1000,
    );
  });
});

describe('the daily play-time limit', () => {
  it('refuses the heartbeat, the launch and the bet once reached, until Bangkok midnight', async () => {
    const player = await newPlayer();
    const game = await openGame(player);
    expect(await game.bet('b1', 10)).toMatchObject({ status: 'OK' });
    const set = await player.setPlayTime(15);
    expect(set.status).toBe(200);
    expect(set.body.data.play_time).toMatchObject({ daily_limit_minutes: 15, pending: null });
    expect(set.body.data.history[0]).toMatchObject({ kind: 'play_time', change: 'set', from: null, to: 15 });

    await player.beat();
    const fourteen = await play(player, 14);
    expect(fourteen).toMatchObject({ today_minutes: 14, daily_limit_minutes: 15 });
    expect(await game.bet('b2', 10)).toMatchObject({ status: 'OK' });

    // The 15th minute: refused, in the member's language, until the next Bangkok midnight.
    t.clock.advanceSeconds(minute);
    const refused = await player.beat('th');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('play_time_reached');
    expect(refused.body.message).toContain('15 นาที');
    const until = (await player.state()).play_time.day_resets_at;
    const bangkok = new Date(new Date(until).getTime() + 7 * 60 * 60 * 1000).toISOString();
    expect(refused.body.message).toContain(`${bangkok.slice(0, 10)} 00:00`);
    expect((await player.beat('en')).body.message).toMatch(/daily play time of 15 minutes/);
    expect((await player.beat('cn')).body.message).toContain('15 分钟');

    const launch = await player.launch('en');
    expect(launch.status).toBe(403);
    expect(launch.body.code).toBe('play_time_reached');
    expect(await game.bet('b3', 10)).toMatchObject({ status: 'LIMIT_EXCEEDED', balance: 9_980 });
    await expect(
      t.connection.db.transaction((tx) =>
        checkPlayerProtection(tx, player.memberId, { kind: 'launch' }, t.clock.now()),
      ),
    ).rejects.toThrow(DomainError);
    // A win still comes in.
    expect(await game.win('b2-win', 5)).toMatchObject({ status: 'OK', balance: 9_985 });

    // After Bangkok midnight the day starts again.
    t.clock.advanceSeconds((new Date(until).getTime() - t.clock.now().getTime()) / 1000);
    await expect(
      t.connection.db.transaction((tx) =>
        checkPlayerProtection(tx, player.memberId, { kind: 'launch' }, t.clock.now()),
      ),
    ).resolves.toBeUndefined();
    const again = await player.beat();
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ today_minutes: 0, played_minutes: 0 });
    expect((await player.launch()).status).toBe(200);
  });

  it('lowers at once, raises and removes only 24 hours later with a confirmation', async () => {
    const player = await newPlayer();
    await player.setPlayTime(120);
    const lower = await player.setPlayTime(60);
    expect(lower.body.data.play_time).toMatchObject({ daily_limit_minutes: 60, pending: null });

    const raise = await player.setPlayTime(90);
    expect(raise.body.data.play_time.daily_limit_minutes).toBe(60);
    expect(raise.body.data.play_time.pending).toMatchObject({ minutes: 90 });
    const confirmableFrom = raise.body.data.play_time.pending.confirmable_from;
    expect(new Date(confirmableFrom).getTime() - t.clock.now().getTime()).toBe(24 * 60 * 60 * 1000);

    t.clock.advanceSeconds(23 * 60 * minute);
    const early = await player.confirm();
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('limit_change_not_confirmable');
    t.clock.advanceSeconds(60 * minute);
    // The 60-minute limit held all along; confirmed now, 90 minutes.
    expect((await player.state()).play_time.daily_limit_minutes).toBe(60);
    const confirmed = await player.confirm();
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.play_time).toMatchObject({ daily_limit_minutes: 90, pending: null });

    // A removal waits too; asking for the limit in force takes it back.
    const removal = await player.setPlayTime(null);
    expect(removal.body.data.play_time.pending).toMatchObject({ minutes: null });
    const back = await player.setPlayTime(90);
    expect(back.body.data.play_time).toMatchObject({ daily_limit_minutes: 90, pending: null });
    const kinds = back.body.data.history
      .filter((entry: { kind: string }) => entry.kind === 'play_time')
      .map((entry: { change: string; from: number | null; to: number | null }) => [
        entry.change,
        entry.from,
        entry.to,
      ]);
    expect(kinds).toEqual([
      ['pending_withdrawn', 90, null],
      ['removal_requested', 90, null],
      ['increased', 60, 90],
      ['increase_requested', 60, 90],
      ['decreased', 120, 60],
      ['set', null, 120],
    ]);
    // Nothing waits now.
    expect((await player.confirm()).body.code).toBe('no_pending_limit_change');
  });

  it('validates the limit: whole minutes from 15 to 1440, or null', async () => {
    const player = await newPlayer();
    for (const bad of [14, 1441, 30.5, '60', -1, true, undefined]) {
      const answer = await player.setPlayTime(bad, 'th');
      expect(answer.status, String(bad)).toBe(422);
      expect(answer.body.errors.daily_minutes?.[0], String(bad)).toBeTruthy();
    }
    expect((await player.setPlayTime(1440)).status).toBe(200);
    expect((await player.setPlayTime(15)).status).toBe(200);
  });
});

describe('the reality check', () => {
  it('takes 15, 30, 60, 120 or null, at once, recorded in the history', async () => {
    const player = await newPlayer();
    for (const bad of [0, 10, 45, 121, '30', 30.5]) {
      const answer = await player.setRealityCheck(bad);
      expect(answer.status, String(bad)).toBe(422);
      expect(answer.body.errors.interval_minutes?.[0]).toBeTruthy();
    }
    expect((await player.setRealityCheck(60)).body.data.reality_check_minutes).toBe(60);
    expect((await player.setRealityCheck(15)).body.data.reality_check_minutes).toBe(15);
    const off = await player.setRealityCheck(null);
    expect(off.body.data.reality_check_minutes).toBeNull();
    expect(
      off.body.data.history
        .filter((entry: { kind: string }) => entry.kind === 'reality_check')
        .map((entry: { change: string; from: number | null; to: number | null }) => [
          entry.change,
          entry.from,
          entry.to,
        ]),
    ).toEqual([
      ['removed', 15, null],
      ['decreased', 60, 15],
      ['set', null, 60],
    ]);
  });

  it('answers the due time and the net result of the bets and wins of this session', async () => {
    const player = await newPlayer();
    await player.setRealityCheck(15);
    const game = await openGame(player);
    const startedAt = t.clock.now();
    const at = (minutes: number) => new Date(startedAt.getTime() + minutes * minute * 1000).toISOString();
    const first = (await player.beat()).body.data;
    expect(first).toMatchObject({
      started_at: startedAt.toISOString(),
      reality_check_minutes: 15,
      next_reality_check_at: at(15),
    });

    expect(await game.bet('r1', 100)).toMatchObject({ status: 'OK' });
    expect(await game.bet('r2', 50)).toMatchObject({ status: 'OK' });
    expect(await game.win('r1-win', 30)).toMatchObject({ status: 'OK' });
    // A rolled-back bet leaves the result.
    expect(await game.bet('r3', 40)).toMatchObject({ status: 'OK' });
    expect(await game.rollback('r3-rollback', 'r3')).toMatchObject({ status: 'OK' });
    const early = await play(player, 14);
    expect(early).toMatchObject({ played_minutes: 14, net_result: -120, next_reality_check_at: at(15) });

    // Due: the answer keeps the due time that has come, until the next one comes.
    t.clock.advanceSeconds(minute);
    expect(await game.win('r2-win', 200.5)).toMatchObject({ status: 'OK' });
    const due = (await player.beat()).body.data;
    expect(due).toMatchObject({ played_minutes: 15, net_result: 80.5, next_reality_check_at: at(15) });
    const later = await play(player, 14);
    expect(later.next_reality_check_at).toBe(at(15));
    expect((await play(player, 1)).next_reality_check_at).toBe(at(30));

    // A new session (after Stop) counts its own result from zero.
    await player.end();
    t.clock.advanceSeconds(1);
    const fresh = (await player.beat()).body.data;
    expect(fresh).toMatchObject({ played_minutes: 0, net_result: 0 });
  });
});
