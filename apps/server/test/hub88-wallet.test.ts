import { restrictAccount } from '@chaba/core/restricted-accounts/restrict-account';
import { setLimits } from '@chaba/core/responsible-gaming/set-limits';
import { lockMember } from '@chaba/core/members/lock-member';
import { gameTransactions, staffAccounts } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHub88Game, callHub88, hub88Player, hub88Session, hub88TestSettings } from './hub88-helpers';
import { call, createTestApp, fundMember, memberIdOf, useTestApp, warmUpConnections } from './helpers';

/*
 * Hub88's Wallet API (issue 28, decision 55) through the app, signed with Hub88's key as Hub88 signs:
 * each documented status, replays, the amount unit (1 baht = 100,000), and races on the database.
 */

const settings = hub88TestSettings();
const t = useTestApp({ env: settings.env });
const key = settings.hub88PrivateKey;
const baht = 100_000;

beforeAll(() => addHub88Game(t));

let counter = 0;
const nextPhone = () => `0638${String((counter += 1)).padStart(6, '0')}`;

/** A member funded with `amount` baht, in a live Hub88 session; its calls answer the body. */
async function player(amount = 1_000) {
  const member = await fundMember(t, nextPhone(), amount);
  const memberId = await memberIdOf(t, member.phone);
  const token = await hub88Session(t, memberId);
  const bodies = hub88Player(memberId, token);
  const send = (path: string, body: unknown) =>
    callHub88(t, path, body, { key }).then((answer) => answer.body);
  return {
    ...member,
    memberId,
    token,
    bodies,
    balance: () => send('user/balance', bodies.balance()),
    bet: (id: string, amount: number) => send('transaction/bet', bodies.bet(id, amount)),
    win: (id: string, betId: string, amount: number) =>
      send('transaction/win', bodies.win(id, betId, amount)),
    rollback: (id: string, betId: string) => send('transaction/rollback', bodies.rollback(id, betId)),
    send,
  };
}

const rowsOf = (memberId: number) =>
  t.connection.db.select().from(gameTransactions).where(eq(gameTransactions.memberId, memberId));

describe('the signature', () => {
  it('refuses a body not signed by Hub88, whatever it holds, and changes nothing', async () => {
    const p = await player();
    const bet = p.bodies.bet('unsigned', 10 * baht);
    const answers = [
      await callHub88(t, 'transaction/bet', bet, { key: settings.otherPrivateKey }),
      await callHub88(t, 'transaction/bet', bet, { key, signature: null }),
      await callHub88(t, 'transaction/bet', bet, { key, signature: 'bm90IGEgc2lnbmF0dXJl' }),
      // Signed, then changed on the way: the signature covers the exact bytes.
      await callHub88(t, 'transaction/bet', bet, {
        key,
        raw: JSON.stringify({ ...bet, amount: 1 * baht }),
        signature: (await import('@chaba/core/games/hub88-signature')).signHub88Body(
          key,
          JSON.stringify(bet),
        ),
      }),
      await callHub88(t, 'transaction/bet', null, { key: settings.otherPrivateKey, raw: '{not json' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    }
    expect(answers[0]!.body.request_uuid).toBe(bet.request_uuid);
    expect(await rowsOf(p.memberId)).toEqual([]);
    expect(await p.balance()).toMatchObject({ status: 'RS_OK', balance: 1_000 * baht });
  });
});

describe('user/info and user/balance', () => {
  it("answers the member's details and balance in Hub88's unit, echoing request_uuid", async () => {
    const p = await player(1_234);
    const info = await p.send('user/info', { user: p.bodies.user, request_uuid: 'info-1' });
    expect(info).toEqual({ status: 'RS_OK', request_uuid: 'info-1', user: p.bodies.user, country: 'TH' });
    const balance = p.bodies.balance();
    expect(await p.send('user/balance', balance)).toEqual({
      status: 'RS_OK',
      request_uuid: balance.request_uuid,
      user: p.bodies.user,
      currency: 'THB',
      balance: 123_400_000,
    });
    expect((await p.send('user/info', { user: 'someone-else', request_uuid: 'x' })).status).toBe(
      'RS_ERROR_UNKNOWN',
    );
  });

  it('tells an expired token from an unknown one, and refuses a token of another user', async () => {
    const p = await player();
    const other = await player();
    const expired = await hub88Session(t, p.memberId, -1);
    expect((await p.send('user/balance', { ...p.bodies.balance(), token: expired })).status).toBe(
      'RS_ERROR_TOKEN_EXPIRED',
    );
    expect((await p.send('user/balance', { ...p.bodies.balance(), token: 'no-such-token' })).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    expect((await p.send('user/balance', { ...p.bodies.balance(), token: other.token })).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
  });
});

describe('a round: bet, win, rollback', () => {
  it('debits and credits exact satang, and answers every refusal with its status and the balance', async () => {
    const p = await player(100);
    expect(await p.bet('b1', 12.34 * baht)).toMatchObject({
      status: 'RS_OK',
      currency: 'THB',
      balance: 8_766_000,
    });
    expect(await p.win('w1', 'b1', 20 * baht)).toMatchObject({ status: 'RS_OK', balance: 10_766_000 });
    expect(await p.bet('b2', 500 * baht)).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: 10_766_000,
    });
    expect(await p.win('w2', 'never-placed', 1 * baht)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    });
    expect(await p.win('w3', 'b2', 1 * baht)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    });
    expect(await p.send('transaction/bet', { ...p.bodies.bet('b3', baht), currency: 'EUR' })).toMatchObject({
      status: 'RS_ERROR_WRONG_CURRENCY',
    });
    expect(
      await p.send('transaction/bet', { ...p.bodies.bet('b4', baht), game_code: 'no-such-game' }),
    ).toMatchObject({ status: 'RS_ERROR_INVALID_GAME' });
    expect(await p.balance()).toMatchObject({ balance: 10_766_000 });
  });

  it('refuses an amount that is not whole satang, negative, too large or not an integer, changing nothing', async () => {
    const p = await player(100);
    const refusals = [
      [12_345_500, 'RS_ERROR_WRONG_SYNTAX'],
      [1, 'RS_ERROR_WRONG_SYNTAX'],
      [-baht, 'RS_ERROR_WRONG_SYNTAX'],
      [10_000_001 * baht, 'RS_ERROR_WRONG_SYNTAX'],
      [1.5, 'RS_ERROR_WRONG_TYPES'],
      ['100000', 'RS_ERROR_WRONG_TYPES'],
    ] as const;
    for (const [amount, status] of refusals) {
      const body = { ...p.bodies.bet(`bad-${String(amount)}`, 0), amount };
      expect(await p.send('transaction/bet', body)).toEqual({ status, request_uuid: body.request_uuid });
    }
    const { amount: _amount, ...missing } = p.bodies.bet('missing', baht);
    expect((await p.send('transaction/bet', missing)).status).toBe('RS_ERROR_WRONG_SYNTAX');
    const raw = await callHub88(t, 'transaction/bet', null, { key, raw: '{"user": ' });
    expect([raw.status, raw.body.status]).toEqual([200, 'RS_ERROR_WRONG_SYNTAX']);
    expect(await rowsOf(p.memberId)).toEqual([]);
  });

  it('answers a replay as the first call, even after the balance changed; other content is a duplicate', async () => {
    const p = await player(100);
    const bet = p.bodies.bet('replayed', 10 * baht);
    const first = await p.send('transaction/bet', bet);
    expect(first).toMatchObject({ status: 'RS_OK', balance: 90 * baht });
    expect(await p.bet('later', 5 * baht)).toMatchObject({ balance: 85 * baht });
    expect(await p.send('transaction/bet', bet)).toEqual(first);
    expect(await p.send('transaction/bet', { ...bet, amount: 11 * baht })).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
      balance: 85 * baht,
    });
    const poor = p.bodies.bet('too-much', 1_000 * baht);
    expect((await p.send('transaction/bet', poor)).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    expect((await p.send('transaction/bet', poor)).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
  });

  it('settles a win and a rollback after the token expired, and refuses a bet then', async () => {
    const p = await player(100);
    expect((await p.bet('before', 10 * baht)).status).toBe('RS_OK');
    expect((await p.bet('to-cancel', 10 * baht)).status).toBe('RS_OK');
    t.clock.advanceSeconds(2 * 3_600);
    expect(await p.bet('after', baht)).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED' });
    expect(await p.win('win-after', 'before', 30 * baht)).toMatchObject({
      status: 'RS_OK',
      balance: 110 * baht,
    });
    expect(await p.rollback('rb-after', 'to-cancel')).toMatchObject({ status: 'RS_OK', balance: 120 * baht });
  });

  it('records a rollback of a bet never seen, so that the late bet is refused, on replay too', async () => {
    const p = await player(100);
    expect(await p.rollback('rb-first', 'late-bet')).toMatchObject({ status: 'RS_OK', balance: 100 * baht });
    const late = p.bodies.bet('late-bet', 10 * baht);
    expect(await p.send('transaction/bet', late)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
    });
    expect(await p.send('transaction/bet', late)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
    });
    expect(await p.win('late-win', 'late-bet', baht)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    });
    // A win of a bet rolled back after it stood.
    expect((await p.bet('stood', 10 * baht)).status).toBe('RS_OK');
    expect((await p.rollback('rb-stood', 'stood')).status).toBe('RS_OK');
    expect(await p.win('win-stood', 'stood', baht)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
    });
    expect(await p.balance()).toMatchObject({ balance: 100 * baht });
  });

  it("refuses a token of another member: a call moves only its user's money", async () => {
    const p = await player(100);
    const other = await player(100);
    expect((await p.bet('mine', 10 * baht)).status).toBe('RS_OK');
    const theirs = { ...other.bodies.rollback('not-theirs', 'mine'), token: p.token };
    expect((await other.send('transaction/rollback', theirs)).status).toBe('RS_ERROR_INVALID_TOKEN');
    const stolen = { ...p.bodies.bet('stolen', 10 * baht), user: other.bodies.user };
    expect((await p.send('transaction/bet', stolen)).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect(await p.balance()).toMatchObject({ balance: 90 * baht });
  });
});

describe('player protection', () => {
  it('answers a time-out as a disabled user and a loss limit as a reached limit, the same on replay', async () => {
    const p = await player(1_000);
    const now = t.clock.now();
    await setLimits(t.connection.db, { memberId: p.memberId, limits: { loss_day: 10_000n }, now });
    const beyond = p.bodies.bet('beyond-limit', 200 * baht);
    expect(await p.send('transaction/bet', beyond)).toMatchObject({
      status: 'RS_ERROR_LIMIT_REACHED',
      balance: 1_000 * baht,
    });
    await restrictAccount(t.connection.db, { memberId: p.memberId, kind: 'time_out', period: '24h', now });
    // The time-out ended the member's game sessions: its token is expired now.
    expect((await p.bet('after-time-out', baht)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    // A session that still runs (a launch just before) meets player protection's refusal.
    const running = await hub88Session(t, p.memberId);
    const timedOut = { ...p.bodies.bet('timed-out', baht), token: running };
    expect((await p.send('transaction/bet', timedOut)).status).toBe('RS_ERROR_USER_DISABLED');
    // The reason is stored with the refusal: a replay maps the same although a time-out now refuses.
    expect((await p.send('transaction/bet', beyond)).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect((await p.send('transaction/bet', timedOut)).status).toBe('RS_ERROR_USER_DISABLED');
    expect(await rowsOf(p.memberId)).toHaveLength(2);
  });

  it("answers a bet of a member staff locked as a disabled user: the lock ended the member's sessions", async () => {
    const p = await player(100);
    const [staff] = await t.connection.db.select({ id: staffAccounts.id }).from(staffAccounts).limit(1);
    await lockMember(t.connection.db, {
      staffId: staff!.id,
      clientAddress: '127.0.0.1',
      now: t.clock.now(),
      memberId: p.memberId,
      reason: 'test',
    });
    expect((await p.bet('locked', baht)).status).toBe('RS_ERROR_USER_DISABLED');
  });
});

describe('on the database, at once', () => {
  it('credits a win retried five times at once exactly once', async () => {
    const p = await player(100);
    expect((await p.bet('bet-5x', 10 * baht)).status).toBe('RS_OK');
    await warmUpConnections(t.connection);
    const win = p.bodies.win('win-5x', 'bet-5x', 25 * baht);
    const answers = await Promise.all(Array.from({ length: 5 }, () => p.send('transaction/win', win)));
    for (const answer of answers) expect(answer).toMatchObject({ status: 'RS_OK', balance: 115 * baht });
    expect(await p.balance()).toMatchObject({ balance: 115 * baht });
  });

  it('never keeps a bet whose rollback raced it', async () => {
    const p = await player(100);
    await warmUpConnections(t.connection);
    const pairs = Array.from({ length: 20 }, (_, index) => `race-${index}`);
    const answers = await Promise.all(
      pairs.flatMap((id, index) => {
        const bet = () => p.bet(id, 5 * baht);
        const rollback = () => p.rollback(`${id}:rollback`, id);
        return index % 2 === 0 ? [bet(), rollback()] : [rollback(), bet()];
      }),
    );
    for (const answer of answers)
      expect(['RS_OK', 'RS_ERROR_TRANSACTION_ROLLED_BACK']).toContain(answer.status);
    expect(await p.balance()).toMatchObject({ balance: 100 * baht });
    const bets = (await rowsOf(p.memberId)).filter((row) => row.kind === 'bet');
    expect(bets).toHaveLength(pairs.length);
    expect(bets.filter((row) => row.status === 'applied')).toEqual([]);
  });
});

describe('the paths', () => {
  it("never serves Hub88 through the demo protocol's paths", async () => {
    const demo = await call(t.app, 'POST', '/api/providers/hub88/wallet/bet', { body: {} });
    expect(demo.status).toBe(404);
  });
});

describe('without HUB88_* settings', () => {
  let off: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(() => off.close());

  it('answers the JSON 404 on the Hub88 paths', async () => {
    const answer = await call(off.app, 'POST', '/api/providers/hub88/wallet/transaction/bet', { body: {} });
    expect(answer.status).toBe(404);
    expect(answer.body).toHaveProperty('message');
  });
});
