import { gameSessions, gameTransactions } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProviderApp } from '../../demo-provider/src/app';
import {
  call,
  useTestApp,
  creditOf,
  goodPassword,
  lastOtp,
  logInAs,
  logInStaff,
  memberIdOf,
  memberWithToken,
  callWallet,
  fundMember,
} from './helpers';

/** Everything the app logs, line by line (pino writes one JSON line per call). */
const logged: string[] = [];
let base: string;
const t = useTestApp({
  logger: { level: 'info', stream: { write: (line: string) => void logged.push(line) } },
  ledgerCheck: 'none',
});
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});

let counter = 0;
const nextPhone = () => `0657${String((counter += 1)).padStart(6, '0')}`;

async function streamTicket(token: string): Promise<string> {
  const answer = await call(t.app, 'POST', '/api/customers/stream-ticket', { token });
  expect(answer.status).toBe(200);
  return answer.body.ticket;
}

/** Opens the event stream over real HTTP; the caller closes it with `abort`. */
async function openStream(ticket: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/customers/stream?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  if (response.status !== 200) await response.text();
  return { status: response.status, response, abort: () => controller.abort() };
}

const wallet = (action: string, body: Record<string, unknown>, secret?: string) =>
  callWallet(t, action, body, secret);

const fundedMember = (amount: number) => fundMember(t, nextPhone(), amount);

/** Launches the slot and authenticates as the aggregator does: the launch URL and the player token. */
async function launch(token: string) {
  const launched = await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/hibiscus-slot', { token });
  expect(launched.status).toBe(200);
  const launchToken = new URL(launched.body.url).searchParams.get('token')!;
  const auth = await wallet('authenticate', { launch_token: launchToken });
  expect(auth.body.status).toBe('OK');
  return {
    launchUrl: launched.body.url as string,
    launchToken,
    playerToken: auth.body.player_token as string,
  };
}

const bet = (playerToken: string, transactionId: string, amount: number) =>
  wallet('bet', {
    player_token: playerToken,
    transaction_id: transactionId,
    round_id: `round-${transactionId}`,
    game_code: 'hibiscus-slot',
    amount,
  });

describe('stream tickets', () => {
  it('open one stream only: a second open with the same ticket is refused', async () => {
    const member = await memberWithToken(t, nextPhone());
    const ticket = await streamTicket(member.token);
    const first = await openStream(ticket);
    expect(first.status).toBe(200);
    const second = await openStream(ticket);
    expect(second.status).toBe(401);
    first.abort();
  });

  it('open exactly one stream when many opens race with one ticket', async () => {
    const member = await memberWithToken(t, nextPhone());
    const ticket = await streamTicket(member.token);
    const opens = await Promise.all(Array.from({ length: 10 }, () => openStream(ticket)));
    expect(opens.map((open) => open.status).sort()).toEqual([
      200, 401, 401, 401, 401, 401, 401, 401, 401, 401,
    ]);
    for (const open of opens) open.abort();
  });

  it('stop working when the member logs out, and a password change revokes them too', async () => {
    const member = await memberWithToken(t, nextPhone());
    const ticket = await streamTicket(member.token);
    expect((await call(t.app, 'POST', '/api/logout', { token: member.token })).status).toBe(200);
    expect((await openStream(ticket)).status).toBe(401);

    const token = await logInAs(t.app, member.phone, member.password);
    const another = await streamTicket(token);
    const changed = await call(t.app, 'POST', '/api/customers/update-password', {
      token,
      body: { old_password: goodPassword, password: 'Changed456', password_confirmation: 'Changed456' },
    });
    expect(changed.status).toBe(200);
    expect((await openStream(another)).status).toBe(401);
  });

  it('keep at most three streams open per member: the fourth is refused with 429 until one closes', async () => {
    const member = await memberWithToken(t, nextPhone());
    const open = [];
    for (let index = 0; index < 3; index++) {
      const stream = await openStream(await streamTicket(member.token));
      expect(stream.status).toBe(200);
      open.push(stream);
    }
    const fourth = await openStream(await streamTicket(member.token));
    expect(fourth.status).toBe(429);
    expect(fourth.response.headers.get('retry-after')).toBe('30');
    // Another member is not affected.
    const other = await memberWithToken(t, nextPhone());
    const theirs = await openStream(await streamTicket(other.token));
    expect(theirs.status).toBe(200);
    theirs.abort();

    open.pop()!.abort();
    let reopened = 0;
    for (let attempt = 0; attempt < 40 && reopened !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const stream = await openStream(await streamTicket(member.token));
      reopened = stream.status;
      if (reopened === 200) open.push(stream);
    }
    expect(reopened).toBe(200);
    for (const stream of open) stream.abort();
  });
});

describe('logs', () => {
  it('never contain a ticket, token, password or signature', async () => {
    const member = await fundedMember(300);
    const ticket = await streamTicket(member.token);
    const stream = await openStream(ticket);
    expect(stream.status).toBe(200);
    stream.abort();
    // The same ticket again (refused), and tokens in query strings of other routes.
    await openStream(ticket);
    await call(t.app, 'GET', `/api/customers/profile?token=${member.token}&access_token=${member.token}`, {
      token: member.token,
      headers: { cookie: `chaba_token=${member.token}` },
    });
    const game = await launch(member.token);
    await wallet('balance', { player_token: game.playerToken });
    const staffToken = await logInStaff(t.app);
    await call(t.app, 'GET', '/api/backoffice/withdrawals', { token: staffToken });
    // The aggregator's own logs: the launch URL carries the launch token.
    const providerLogged: string[] = [];
    const provider = await buildProviderApp({
      walletUrl: base,
      providerCode: 'chaba-demo',
      secret: t.context.config.DEMO_PROVIDER_SECRET,
      memberSiteOrigin: base,
      logger: { level: 'info', stream: { write: (line: string) => void providerLogged.push(line) } },
    });
    const played = await provider.inject({
      method: 'GET',
      url: new URL(game.launchUrl).pathname + new URL(game.launchUrl).search,
    });
    expect(played.statusCode).toBeLessThan(500);
    await provider.inject({ method: 'GET', url: '/api/session?session=session-secret-1234' });
    await provider.close();

    const all = logged.join('\n');
    // The log did see these requests.
    expect(all).toContain('/api/customers/stream?ticket=[redacted]');
    expect(all).toContain('/lobby/api/launch-game/chaba-demo/hibiscus-slot');
    for (const secret of [
      ticket,
      member.token,
      member.password,
      game.playerToken,
      game.launchToken,
      staffToken,
    ]) {
      expect(all).not.toContain(secret);
    }
    const providerAll = providerLogged.join('\n');
    expect(providerAll).toContain('/play/hibiscus-slot?token=[redacted]');
    for (const secret of [game.launchToken, 'session-secret-1234']) expect(providerAll).not.toContain(secret);
  });
});

describe('a password change', () => {
  it("ends the member's game sessions: balance and bets are refused, settling earlier bets is not", async () => {
    const member = await fundedMember(500);
    const { playerToken } = await launch(member.token);
    expect((await bet(playerToken, 'pw-bet-1', 100)).body.status).toBe('OK');
    expect((await bet(playerToken, 'pw-bet-2', 50)).body.status).toBe('OK');

    const changed = await call(t.app, 'POST', '/api/customers/update-password', {
      token: member.token,
      body: { old_password: goodPassword, password: 'Changed456', password_confirmation: 'Changed456' },
    });
    expect(changed.status).toBe(200);

    expect((await wallet('balance', { player_token: playerToken })).body).toEqual({
      status: 'INVALID_TOKEN',
    });
    expect((await bet(playerToken, 'pw-bet-3', 10)).body.status).toBe('INVALID_TOKEN');
    const win = await wallet('win', {
      player_token: playerToken,
      transaction_id: 'pw-win-1',
      round_id: 'round-pw-bet-1',
      game_code: 'hibiscus-slot',
      amount: 200,
    });
    expect(win.body).toMatchObject({ status: 'OK', balance: 550 });
    const rollback = await wallet('rollback', {
      player_token: playerToken,
      transaction_id: 'pw-rollback-2',
      reference_transaction_id: 'pw-bet-2',
      round_id: 'round-pw-bet-2',
    });
    expect(rollback.body).toMatchObject({ status: 'OK', balance: 600 });
    const token = await logInAs(t.app, member.phone, 'Changed456');
    expect(await creditOf(t.app, token)).toBe(600);
    // A new launch works as before.
    const again = await launch(token);
    expect((await wallet('balance', { player_token: again.playerToken })).body).toMatchObject({
      status: 'OK',
    });
  });

  it("made by a password reset ends the member's game sessions too", async () => {
    const member = await fundedMember(200);
    const { playerToken } = await launch(member.token);
    expect((await bet(playerToken, 'reset-bet-1', 50)).body.status).toBe('OK');
    t.clock.advanceSeconds(61);
    const started = await call(t.app, 'POST', '/api/reset-password/start', {
      body: { phone: member.phone, game_username: '' },
    });
    expect(started.status).toBe(200);
    const token: string = started.body.token;
    const otp = await lastOtp(t.app, member.phone);
    const confirmed = await call(t.app, 'POST', '/api/reset-password/confirm-otp', {
      body: { phone: member.phone, token, otp },
    });
    expect(confirmed.status).toBe(200);
    const done = await call(t.app, 'POST', '/api/reset-password/confirm-password', {
      body: { phone: member.phone, token, otp, password: 'Fresh1234', password_confirmation: 'Fresh1234' },
    });
    expect(done.status).toBe(200);

    expect((await wallet('balance', { player_token: playerToken })).body).toEqual({
      status: 'INVALID_TOKEN',
    });
    expect((await bet(playerToken, 'reset-bet-2', 10)).body.status).toBe('INVALID_TOKEN');
    const rollback = await wallet('rollback', {
      player_token: playerToken,
      transaction_id: 'reset-rollback-1',
      reference_transaction_id: 'reset-bet-1',
      round_id: 'round-reset-bet-1',
    });
    expect(rollback.body).toMatchObject({ status: 'OK', balance: 200 });
  });

  it("leaves other members' game sessions alone", async () => {
    const changer = await fundedMember(100);
    const bystander = await fundedMember(100);
    const { playerToken } = await launch(bystander.token);
    await launch(changer.token);
    await call(t.app, 'POST', '/api/customers/update-password', {
      token: changer.token,
      body: { old_password: goodPassword, password: 'Changed456', password_confirmation: 'Changed456' },
    });
    expect((await wallet('balance', { player_token: playerToken })).body).toMatchObject({ status: 'OK' });
    const live = await t.connection.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.memberId, await memberIdOf(t, bystander.phone)));
    expect(live.every((session) => session.expiresAt > t.clock.now())).toBe(true);
  });
});

describe('a rollback', () => {
  it("with one member's player token is refused for another member's bet, which stays", async () => {
    const alice = await fundedMember(300);
    const bob = await fundedMember(300);
    const alicePlayer = (await launch(alice.token)).playerToken;
    const bobPlayer = (await launch(bob.token)).playerToken;
    expect((await bet(bobPlayer, 'bob-bet-1', 100)).body).toMatchObject({ status: 'OK', balance: 200 });

    const foreign = await wallet('rollback', {
      player_token: alicePlayer,
      transaction_id: 'alice-rollback-1',
      reference_transaction_id: 'bob-bet-1',
      round_id: 'round-bob-bet-1',
    });
    expect(foreign.body).toMatchObject({ status: 'UNKNOWN_TRANSACTION', balance: 300 });
    // A replay answers the same.
    const replay = await wallet('rollback', {
      player_token: alicePlayer,
      transaction_id: 'alice-rollback-1',
      reference_transaction_id: 'bob-bet-1',
      round_id: 'round-bob-bet-1',
    });
    expect(replay.body.status).toBe('UNKNOWN_TRANSACTION');
    expect(await creditOf(t.app, bob.token)).toBe(200);
    expect(await creditOf(t.app, alice.token)).toBe(300);
    const [bobBet] = await t.connection.db
      .select()
      .from(gameTransactions)
      .where(
        and(eq(gameTransactions.provider, 'chaba-demo'), eq(gameTransactions.transactionId, 'bob-bet-1')),
      );
    expect(bobBet!.status).toBe('applied');

    // Bob's own rollback still works.
    const own = await wallet('rollback', {
      player_token: bobPlayer,
      transaction_id: 'bob-rollback-1',
      reference_transaction_id: 'bob-bet-1',
      round_id: 'round-bob-bet-1',
    });
    expect(own.body).toMatchObject({ status: 'OK', balance: 300 });
  });

  it('of a bet not seen yet refuses that bet later only for the same member', async () => {
    const alice = await fundedMember(300);
    const bob = await fundedMember(300);
    const alicePlayer = (await launch(alice.token)).playerToken;
    const bobPlayer = (await launch(bob.token)).playerToken;
    const early = await wallet('rollback', {
      player_token: alicePlayer,
      transaction_id: 'alice-rollback-early',
      reference_transaction_id: 'future-bet-1',
      round_id: 'round-future',
    });
    expect(early.body.status).toBe('OK');
    // Alice's tombstone does not refuse Bob's bet of that id.
    expect((await bet(bobPlayer, 'future-bet-1', 100)).body).toMatchObject({ status: 'OK', balance: 200 });

    // Her own late bet is refused, as the protocol says.
    await wallet('rollback', {
      player_token: alicePlayer,
      transaction_id: 'alice-rollback-own',
      reference_transaction_id: 'alice-late-bet',
      round_id: 'round-late',
    });
    expect((await bet(alicePlayer, 'alice-late-bet', 100)).body.status).toBe('TRANSACTION_ROLLED_BACK');
    expect(await creditOf(t.app, alice.token)).toBe(300);
  });
});

describe('staff tokens', () => {
  const staffCall = (token: string) => call(t.app, 'GET', '/api/backoffice/withdrawals', { token });

  it('stop working after 30 minutes without use', async () => {
    const token = await logInStaff(t.app);
    t.clock.advanceSeconds(29 * 60);
    expect((await staffCall(token)).status).toBe(200);
    // Used 29 minutes in: the idle time counts from there.
    t.clock.advanceSeconds(29 * 60);
    expect((await staffCall(token)).status).toBe(200);
    t.clock.advanceSeconds(30 * 60);
    expect((await staffCall(token)).status).toBe(401);
    expect((await staffCall(token)).status).toBe(401);
  });

  it('stop working 8 hours after login however often they are used', async () => {
    const token = await logInStaff(t.app);
    for (let minutes = 0; minutes < 8 * 60 - 20; minutes += 20) {
      t.clock.advanceSeconds(20 * 60);
      expect((await staffCall(token)).status).toBe(200);
    }
    t.clock.advanceSeconds(20 * 60);
    expect((await staffCall(token)).status).toBe(401);
  });

  it('end at logout', async () => {
    const token = await logInStaff(t.app);
    const other = await logInStaff(t.app);
    const loggedOut = await call(t.app, 'POST', '/api/backoffice/logout', { token });
    expect(loggedOut).toMatchObject({ status: 200, body: { success: true } });
    expect((await staffCall(token)).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/backoffice/logout', { token })).status).toBe(401);
    // Only that session ended.
    expect((await staffCall(other)).status).toBe(200);
  });
});
