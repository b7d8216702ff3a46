import { bannerClicks, gameTransactions, memberTurnover, members } from '@chaba/db/schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import {
  call,
  useTestApp,
  creditOf,
  memberWithToken,
  warmUpConnections,
  callWallet,
  fundMember,
} from './helpers';
import { launchGame } from './wallet-helpers';
import { waitForWaitingLocks } from './waiting-locks';

const t = useTestApp();

let counter = 0;
const nextPhone = () => `0621${String((counter += 1)).padStart(6, '0')}`;

const wallet = (action: string, body: Record<string, unknown>, secret?: string) =>
  callWallet(t, action, body, secret);

const fundedMember = (amount: number) => fundMember(t, nextPhone(), amount);

async function memberIdOf(phone: string): Promise<number> {
  const [member] = await t.connection.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.phone, phone));
  return member!.id;
}

/** Launches the slot and authenticates like the aggregator: answers the player token. */
const playerToken = (token: string) => launchGame(t, token, { mobile: true });

describe('the lobby', () => {
  it('lists the demo games with names in the request language', async () => {
    const thai = await call(t.app, 'GET', '/lobby/api/games');
    expect(thai.body.data.map((game: any) => [game.code, game.category])).toEqual([
      ['hibiscus-slot', 'slot'],
      ['baccarat', 'casino'],
      ['hilo', 'casino'],
      ['naga-slot', 'slot'],
      ['market-slot', 'slot'],
      ['roulette', 'casino'],
      ['dragon-tiger', 'casino'],
      ['sic-bo', 'casino'],
      ['fish-hunter', 'fish'],
      ['yeekee', 'lottery'],
    ]);
    expect(thai.body.data[2].name).toBe('ไฮโล');
    const english = await call(t.app, 'GET', '/lobby/api/games', { headers: { 'accept-language': 'en' } });
    expect(english.body.data[2].name).toBe('Hi-Lo');
  });

  it('refuses to launch for a member who never deposited, and with 1 baht or less', async () => {
    const member = await memberWithToken(t, nextPhone());
    const never = await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/baccarat', {
      token: member.token,
    });
    expect(never.status).toBe(422);
    expect(never.body).toMatchObject({ success: false, message: 'กรุณาฝากเงินครั้งแรก เพื่อเข้าเล่น' });

    const poor = await fundedMember(101);
    const { playerToken: player } = await playerToken(poor.token);
    await wallet('bet', {
      player_token: player,
      transaction_id: 'poor-1',
      round_id: 'r1',
      game_code: 'hibiscus-slot',
      amount: 100,
    });
    expect(await creditOf(t.app, poor.token)).toBe(1);
    const refused = await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/baccarat', {
      token: poor.token,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('เครดิตไม่เพียงพอ กรุณาฝากเงินก่อนเข้าเล่น');

    expect(
      (await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/nope', { token: poor.token })).status,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/baccarat')).status).toBe(401);
  });

  it('gives trial play URLs without a login, in the layout of the device asked for', async () => {
    const response = await call(t.app, 'GET', '/lobby/api/trial-game/chaba-demo/hilo', {
      headers: { 'accept-language': 'en' },
    });
    expect(response.body).toEqual({
      success: true,
      url: 'http://localhost:3001/play/hilo?mode=trial&lang=en&mobile=false',
    });
    const onPhone = await call(t.app, 'GET', '/lobby/api/trial-game/chaba-demo/hilo?mobile=true');
    expect(onPhone.body.url).toBe('http://localhost:3001/play/hilo?mode=trial&lang=th&mobile=true');
    const nonsense = await call(t.app, 'GET', '/lobby/api/trial-game/chaba-demo/hilo?mobile=phone');
    expect(nonsense.status).toBe(422);
  });
});

describe('the seamless wallet', () => {
  it('trades a launch token once for a player token bound to the member and the game', async () => {
    const member = await fundedMember(500);
    const { launchToken, auth } = await playerToken(member.token);
    expect(auth).toMatchObject({
      status: 'OK',
      currency: 'THB',
      game_code: 'hibiscus-slot',
      language: 'th',
      balance: 500,
    });
    expect((await wallet('authenticate', { launch_token: launchToken })).body.status).toBe('INVALID_TOKEN');
  });

  it('debits bets and credits wins through the ledger, idempotently, and counts turnover', async () => {
    const member = await fundedMember(500);
    const { playerToken: player } = await playerToken(member.token);
    const bet = {
      player_token: player,
      transaction_id: 'b-1',
      round_id: 'round-1',
      game_code: 'hibiscus-slot',
      amount: 50,
    };
    expect((await wallet('bet', bet)).body).toEqual({ status: 'OK', balance: 450, transaction_id: 'b-1' });
    expect((await wallet('bet', bet)).body).toEqual({ status: 'OK', balance: 450, transaction_id: 'b-1' });
    expect((await wallet('bet', { ...bet, amount: 60 })).body).toMatchObject({
      status: 'DUPLICATE_MISMATCH',
      balance: 450,
    });
    const win = {
      player_token: player,
      transaction_id: 'w-1',
      round_id: 'round-1',
      game_code: 'hibiscus-slot',
      amount: 125.5,
    };
    expect((await wallet('win', win)).body).toEqual({ status: 'OK', balance: 575.5, transaction_id: 'w-1' });
    expect((await wallet('win', win)).body.balance).toBe(575.5);
    expect((await wallet('win', { ...win, transaction_id: 'w-0', amount: 0 })).body).toMatchObject({
      status: 'OK',
      balance: 575.5,
    });
    expect((await wallet('balance', { player_token: player })).body).toEqual({
      status: 'OK',
      balance: 575.5,
    });
    expect(await creditOf(t.app, member.token)).toBe(575.5);

    const [row] = await t.connection.db
      .select({ turnover: memberTurnover.betTotalSatang })
      .from(memberTurnover)
      .innerJoin(members, eq(members.id, memberTurnover.memberId))
      .where(eq(members.phone, member.phone));
    expect(row!.turnover).toBe(5_000n);
  });

  it('refuses a bet above the balance with insufficient funds and the balance', async () => {
    const member = await fundedMember(30);
    const { playerToken: player } = await playerToken(member.token);
    const response = await wallet('bet', {
      player_token: player,
      transaction_id: 'big',
      round_id: 'r',
      game_code: 'hibiscus-slot',
      amount: 30.01,
    });
    expect(response.body).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 30, transaction_id: 'big' });
    expect(await creditOf(t.app, member.token)).toBe(30);
  });

  it('accepts wins and rollbacks after the player token expired, but not bets', async () => {
    const member = await fundedMember(200);
    const { playerToken: player } = await playerToken(member.token);
    await wallet('bet', {
      player_token: player,
      transaction_id: 'late-bet',
      round_id: 'late',
      game_code: 'hibiscus-slot',
      amount: 40,
    });
    await wallet('bet', {
      player_token: player,
      transaction_id: 'late-bet-2',
      round_id: 'late2',
      game_code: 'hibiscus-slot',
      amount: 10,
    });
    t.clock.advanceSeconds(4 * 3600 + 1);
    expect(
      (
        await wallet('bet', {
          player_token: player,
          transaction_id: 'too-late',
          round_id: 'x',
          game_code: 'hibiscus-slot',
          amount: 1,
        })
      ).body.status,
    ).toBe('INVALID_TOKEN');
    expect((await wallet('balance', { player_token: player })).body.status).toBe('INVALID_TOKEN');
    const win = await wallet('win', {
      player_token: player,
      transaction_id: 'late-win',
      round_id: 'late',
      game_code: 'hibiscus-slot',
      amount: 80,
    });
    expect(win.body).toMatchObject({ status: 'OK', balance: 230 });
    const rollback = await wallet('rollback', {
      player_token: player,
      transaction_id: 'late-rb',
      reference_transaction_id: 'late-bet-2',
      round_id: 'late2',
    });
    expect(rollback.body).toMatchObject({ status: 'OK', balance: 240 });
    expect(
      (
        await wallet('rollback', {
          player_token: player,
          transaction_id: 'late-rb',
          reference_transaction_id: 'late-bet-2',
          round_id: 'late2',
        })
      ).body.balance,
    ).toBe(240);
    const second = await wallet('rollback', {
      player_token: player,
      transaction_id: 'late-rb-2',
      reference_transaction_id: 'late-bet-2',
      round_id: 'late2',
    });
    expect(second.body.balance).toBe(240);
  });

  it('records a rollback of an unknown bet and changes nothing', async () => {
    const member = await fundedMember(100);
    const { playerToken: player } = await playerToken(member.token);
    const response = await wallet('rollback', {
      player_token: player,
      transaction_id: 'rb-unknown',
      reference_transaction_id: 'never-was',
      round_id: 'r',
    });
    expect(response.body).toEqual({ status: 'OK', balance: 100, transaction_id: 'rb-unknown' });
    const [row] = await t.connection.db
      .select()
      .from(gameTransactions)
      .where(eq(gameTransactions.transactionId, 'rb-unknown'));
    expect(row).toMatchObject({ kind: 'rollback', status: 'noop', referenceTransactionId: 'never-was' });
  });

  it('refuses a bet that arrives after its rollback, and answers its replays the same', async () => {
    const member = await fundedMember(100);
    const { playerToken: player } = await playerToken(member.token);
    // The aggregator gave up on the bet (a timeout) and cancelled it; then the bet came through.
    const rollback = await wallet('rollback', {
      player_token: player,
      transaction_id: 'cancelled-first:rollback',
      reference_transaction_id: 'cancelled-first',
      round_id: 'late',
    });
    expect(rollback.body.status).toBe('OK');
    const bet = {
      player_token: player,
      transaction_id: 'cancelled-first',
      round_id: 'late',
      game_code: 'hibiscus-slot',
      amount: 40,
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const late = await wallet('bet', bet);
      expect(late.body).toEqual({
        status: 'TRANSACTION_ROLLED_BACK',
        balance: 100,
        transaction_id: 'cancelled-first',
      });
    }
    expect(await creditOf(t.app, member.token)).toBe(100);
    const [turnover] = await t.connection.db
      .select()
      .from(memberTurnover)
      .where(eq(memberTurnover.memberId, await memberIdOf(member.phone)));
    expect(turnover?.betTotalSatang ?? 0n).toBe(0n);
  });

  it('changes nothing on a bad signature or an unknown provider', async () => {
    const member = await fundedMember(100);
    const { playerToken: player } = await playerToken(member.token);
    const bet = {
      player_token: player,
      transaction_id: 'forged',
      round_id: 'r',
      game_code: 'hibiscus-slot',
      amount: 10,
    };
    expect((await wallet('bet', bet, 'not-the-provider-secret')).status).toBe(401);
    // The signature is checked before the body: a forged malformed call learns nothing of the schema.
    expect((await wallet('bet', { ...bet, amount: -1 }, 'not-the-provider-secret')).status).toBe(401);
    const unsigned = await call(t.app, 'POST', '/api/providers/chaba-demo/wallet/bet', { body: bet });
    expect(unsigned.status).toBe(401);
    expect((await call(t.app, 'POST', '/api/providers/other/wallet/bet', { body: bet })).status).toBe(404);
    expect((await wallet('bet', { ...bet, amount: -1 })).status).toBe(422);
    expect(await creditOf(t.app, member.token)).toBe(100);
  });

  it('debits once when the same bet arrives 50 times at once', async () => {
    const member = await fundedMember(100);
    const { playerToken: player } = await playerToken(member.token);
    await warmUpConnections(t.connection);
    const bet = {
      player_token: player,
      transaction_id: 'same-bet',
      round_id: 'r',
      game_code: 'hibiscus-slot',
      amount: 7,
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => wallet('bet', bet)));
    for (const answer of answers)
      expect(answer.body).toEqual({ status: 'OK', balance: 93, transaction_id: 'same-bet' });
    expect(await creditOf(t.app, member.token)).toBe(93);
  });

  it('never takes the wallet below zero under concurrent bets', async () => {
    const member = await fundedMember(100);
    const { playerToken: player } = await playerToken(member.token);
    await warmUpConnections(t.connection);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        wallet('bet', {
          player_token: player,
          transaction_id: `many-${index}`,
          round_id: `r${index}`,
          game_code: 'hibiscus-slot',
          amount: 3,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.body.status === 'OK')).toHaveLength(33);
    expect(answers.filter((answer) => answer.body.status === 'INSUFFICIENT_FUNDS')).toHaveLength(7);
    expect(await creditOf(t.app, member.token)).toBe(1);
  });

  // Needs a second connection to hold a lock while the server works: PostgreSQL only (CI runs it).
  it.runIf(inject('testDatabase').kind === 'postgres')(
    'makes a rollback wait for its bet in flight, so that the bet cannot stand',
    async () => {
      const member = await fundedMember(100);
      const { playerToken: player } = await playerToken(member.token);
      const walletCode = `member:${await memberIdOf(member.phone)}:wallet`;
      const round = { player_token: player, round_id: 'in-flight' };
      let bet: ReturnType<typeof wallet> | undefined;
      let rollback: ReturnType<typeof wallet> | undefined;
      // Holding the wallet row stops the bet after it claimed its id and found no rollback, before
      // it commits: the moment a rollback of it could otherwise miss it.
      await t.connection.db.transaction(async (side) => {
        await side.execute(sql`select id from ledger_accounts where code = ${walletCode} for update`);
        bet = wallet('bet', {
          ...round,
          transaction_id: 'in-flight',
          game_code: 'hibiscus-slot',
          amount: 30,
        });
        await waitForWaitingLocks(t, 1);
        rollback = wallet('rollback', {
          ...round,
          transaction_id: 'in-flight:rollback',
          reference_transaction_id: 'in-flight',
        });
        // The rollback must wait for the bet (a second waiting lock); if it finishes instead, it
        // missed the bet, and the bet goes on to stand once the wallet row is free.
        await Promise.race([rollback, waitForWaitingLocks(t, 2)]);
      });
      const [betAnswer, rollbackAnswer] = await Promise.all([bet!, rollback!]);
      expect(betAnswer.body.status).toBe('OK');
      expect(rollbackAnswer.body.status).toBe('OK');
      expect(await creditOf(t.app, member.token)).toBe(100);
    },
  );

  it('never keeps a bet whose rollback raced it: each pair ends with the stake back in the wallet', async () => {
    const member = await fundedMember(100);
    const { playerToken: player } = await playerToken(member.token);
    await warmUpConnections(t.connection);
    const pairs = Array.from({ length: 40 }, (_, index) => `race-${index}`);
    const answers = await Promise.all(
      pairs.flatMap((id, index) => {
        const bet = () =>
          wallet('bet', {
            player_token: player,
            transaction_id: id,
            round_id: id,
            game_code: 'hibiscus-slot',
            amount: 5,
          });
        const rollback = () =>
          wallet('rollback', {
            player_token: player,
            transaction_id: `${id}:rollback`,
            reference_transaction_id: id,
            round_id: id,
          });
        // Half the pairs send the rollback first, so both orders meet on the database.
        return index % 2 === 0 ? [bet(), rollback()] : [rollback(), bet()];
      }),
    );
    for (const answer of answers) expect(['OK', 'TRANSACTION_ROLLED_BACK']).toContain(answer.body.status);
    expect(await creditOf(t.app, member.token)).toBe(100);
    const rows = await t.connection.db
      .select({ kind: gameTransactions.kind, status: gameTransactions.status })
      .from(gameTransactions)
      .where(eq(gameTransactions.memberId, await memberIdOf(member.phone)));
    // Every bet was either refused (its rollback came first) or applied and then rolled back.
    const bets = rows.filter((row) => row.kind === 'bet');
    expect(bets).toHaveLength(pairs.length);
    expect(bets.filter((row) => row.status === 'applied')).toEqual([]);
  });
});

describe('the credit check', () => {
  it('answers the spec for a member who never deposited', async () => {
    const member = await memberWithToken(t, nextPhone());
    const response = await call(t.app, 'POST', '/api/customers/check-credit', {
      token: member.token,
      body: { phone: member.phone },
    });
    expect(response.body).toEqual({ credit_success: false, msg: 'ลูกค้ายังไม่เคยฝากเงิน กรุณาลองใหม่ในภายหลัง' });
  });

  it('runs asynchronously: credit_checking is 1 until the check finishes', async () => {
    const member = await fundedMember(50);
    const started = await call(t.app, 'GET', '/api/customers/check-credit', { token: member.token });
    expect(started.body).toEqual({ credit_success: true });
    expect(
      (await call(t.app, 'GET', '/api/customers/profile', { token: member.token })).body.data.credit_checking,
    ).toBe(1);
    t.clock.advanceSeconds(6);
    await t.jobs.runOnce();
    const profile = (await call(t.app, 'GET', '/api/customers/profile', { token: member.token })).body.data;
    expect(profile.credit_checking).toBe(0);
    expect(profile.games[0].credit).toBe(50);
    // The lobby reads the same profile under its own path (spec §7).
    const lobbyProfile = await call(t.app, 'GET', '/lobby/api/customers/profile', { token: member.token });
    expect(lobbyProfile.body.data).toEqual(profile);
    expect((await call(t.app, 'GET', '/lobby/api/customers/profile')).status).toBe(401);
    const turnover = await call(t.app, 'POST', '/api/customers/check-turnover', { token: member.token });
    expect(turnover.body).toEqual({ credit_success: false, success: true, msg: '' });
    expect((await call(t.app, 'GET', '/api/customers/check-credit')).body).toEqual({
      message: 'Unauthenticated.',
    });
  });
});

describe('banner clicks', () => {
  it('are stored with the member phone, game and time', async () => {
    const member = await memberWithToken(t, nextPhone());
    const response = await call(t.app, 'POST', '/api/customers/banner-clicks', {
      token: member.token,
      body: { gameID: 'baccarat', gameName: 'บาคาร่า', timestamp: '2026-11-20T10:00:00.000Z' },
    });
    expect(response.status).toBe(200);
    const [row] = await t.connection.db
      .select()
      .from(bannerClicks)
      .where(eq(bannerClicks.phone, member.phone));
    expect(row).toMatchObject({
      gameId: 'baccarat',
      gameName: 'บาคาร่า',
      clickedAt: new Date('2026-11-20T10:00:00.000Z'),
    });
    expect(
      (await call(t.app, 'POST', '/api/customers/banner-clicks', { token: member.token, body: {} })).status,
    ).toBe(422);
  });
});
