import { createHub88GameProvider } from '@chaba/core/games/hub88-game-provider';
import { hashToken } from '@chaba/core/auth/secrets';
import { readPemKey } from '@chaba/core/games/hub88-signature';
import { syncCatalogue } from '@chaba/core/games/sync-catalogue';
import { accountRestrictions, gameSessions, gameTransactions, games } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKeyPair, startFakeHub88, type FakeHub88 } from '../../../scripts/fake-hub88/server';
import { configSchema } from '../src/config';
import { productionConfigProblems } from '../src/production-check';
import { call, createTestApp, fundMember, logInStaff, memberIdOf, type TestApp } from './helpers';

/**
 * Hub88's Games API (decision 54) against the fake Hub88 over real HTTP: our calls are signed and
 * the fake checks them with our public key, a launch stores the wallet session and answers the
 * game's address, trial play asks DEMO mode, and a slow Hub88 gives the member a clear message.
 */
const ours = newKeyPair();
let fake: FakeHub88;
let t: TestApp;
let counter = 0;
const nextPhone = () => `0628${String((counter += 1)).padStart(6, '0')}`;

beforeAll(async () => {
  fake = await startFakeHub88({
    operatorPublicKey: ours.publicKeyPem,
    walletUrl: 'http://127.0.0.1:9/unused',
    gameCount: 60,
  });
  t = await createTestApp({
    env: {
      HUB88_API_URL: fake.url,
      HUB88_OPERATOR_ID: String(fake.operatorId),
      HUB88_PRIVATE_KEY: ours.privateKeyPem,
      HUB88_PUBLIC_KEY: fake.publicKeyPem,
      PUBLIC_URL: 'https://chaba.example',
    },
  });
  const provider = t.context.providers.get('hub88')!;
  const catalogue = await provider.fetchCatalogue({ signal: AbortSignal.timeout(5_000) });
  await syncCatalogue(t.connection.db, { provider, catalogue, now: t.clock.now() });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe("Hub88's Games API", () => {
  it('lists the games with a signature the fake checks with our public key', async () => {
    const provider = t.context.providers.get('hub88')!;
    const catalogue = await provider.fetchCatalogue({ signal: AbortSignal.timeout(5_000) });
    expect(catalogue.games).toHaveLength(60);
    expect(catalogue.games[0]).toMatchObject({ code: 'fake_00_0000', category: 'slot', mobile: false });
    const list = fake.requests.filter((request) => request.path === '/operator/generic/v2/game/list');
    expect(list.at(-1)).toEqual({
      path: '/operator/generic/v2/game/list',
      body: { operator_id: 1 },
      signatureValid: true,
    });
  });

  it('is refused by Hub88 when signed with another key, as a clear member error', async () => {
    const stranger = createHub88GameProvider({
      apiUrl: fake.url,
      operatorId: fake.operatorId,
      privateKey: readPemKey('key', newKeyPair().privateKeyPem, 'private'),
      siteUrl: 'https://chaba.example',
    });
    const refused = stranger.demoUrl({ gameCode: 'fake_01_0001', language: 'th', mobile: true });
    await expect(refused).rejects.toMatchObject({ code: 'game_provider_unavailable' });
    expect(fake.requests.at(-1)?.signatureValid).toBe(false);
  });

  it('launches a game: a game_sessions row for the token, then game/url with the member and THB', async () => {
    const member = await fundMember(t, nextPhone(), 500);
    const memberId = await memberIdOf(t, member.phone);
    const launch = await call(t.app, 'GET', '/lobby/api/launch-game/hub88/fake_01_0001?mobile=1', {
      token: member.token,
      headers: { 'accept-language': 'cn' },
    });
    expect(launch.status).toBe(200);
    expect(launch.body).toEqual({ success: true, url: expect.stringMatching(`^${fake.url}/play/`) });
    const asked = fake.requests.at(-1)!;
    expect(asked.signatureValid).toBe(true);
    expect(asked.body).toMatchObject({
      operator_id: 1,
      user: `chaba-${memberId}`,
      game_code: 'fake_01_0001',
      currency: 'THB',
      platform: 'GPL_MOBILE',
      lang: 'zh',
      country: 'TH',
      lobby_url: 'https://chaba.example/lobby',
      deposit_url: 'https://chaba.example/deposit',
    });
    const token = (asked.body as { token: string }).token;
    const [session] = await t.connection.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, hashToken(token)));
    expect(session).toMatchObject({ memberId, provider: 'hub88', gameCode: 'fake_01_0001' });
    expect(session!.expiresAt.getTime() - t.clock.now().getTime()).toBe(4 * 3600 * 1000);
  });

  it('opens trial play in DEMO mode: currency XXX, no user, no token', async () => {
    const trial = await call(t.app, 'GET', '/lobby/api/trial-game/hub88/fake_02_0002');
    expect(trial.status).toBe(200);
    expect(trial.body.url).toMatch(`${fake.url}/play/`);
    const asked = fake.requests.at(-1)!.body as Record<string, unknown>;
    expect(asked).toMatchObject({ currency: 'XXX', game_code: 'fake_02_0002', platform: 'GPL_DESKTOP' });
    expect(asked).not.toHaveProperty('user');
    expect(asked).not.toHaveProperty('token');
    const page = await fetch(trial.body.url);
    expect(await page.text()).toContain('Spin');
  });

  it('answers the clear member error when Hub88 is too slow', async () => {
    const hub88 = t.context.providers.get('hub88')!;
    const slow = createHub88GameProvider({
      apiUrl: fake.url,
      operatorId: fake.operatorId,
      privateKey: readPemKey('key', ours.privateKeyPem, 'private'),
      siteUrl: 'https://chaba.example',
      timeoutMs: 150,
    });
    const providers = t.context.providers as Map<string, typeof hub88>;
    providers.set('hub88', slow);
    fake.setDelayMs(1_000);
    try {
      const member = await fundMember(t, nextPhone(), 500);
      const launch = await call(t.app, 'GET', '/lobby/api/launch-game/hub88/fake_01_0001', {
        token: member.token,
        headers: { 'accept-language': 'en' },
      });
      expect(launch.status).toBe(503);
      expect(launch.body).toMatchObject({
        success: false,
        message: 'The game provider is not answering right now. Please try again in a moment.',
      });
      const trial = await call(t.app, 'GET', '/lobby/api/trial-game/hub88/fake_02_0002');
      expect(trial.status).toBe(503);
      expect(trial.body.message).toBe('ค่ายเกมไม่ตอบกลับในขณะนี้ กรุณาลองใหม่อีกครั้งในอีกสักครู่');
    } finally {
      fake.setDelayMs(0);
      providers.set('hub88', hub88);
    }
  });

  it('refuses a launch by player protection before any call to Hub88', async () => {
    const member = await fundMember(t, nextPhone(), 500);
    // A time-out written straight in (the route's would also end the member's login first).
    await t.connection.db.insert(accountRestrictions).values({
      memberId: await memberIdOf(t, member.phone),
      timeOutUntil: new Date(t.clock.now().getTime() + 24 * 3600 * 1000),
      updatedAt: t.clock.now(),
    });
    const calls = fake.requests.length;
    const launch = await call(t.app, 'GET', '/lobby/api/launch-game/hub88/fake_01_0001', {
      token: member.token,
    });
    expect(launch.status).toBe(403);
    expect(launch.body.code).toBe('timed_out');
    expect(fake.requests.length).toBe(calls);
  });

  it('gives staff the round page of a round', async () => {
    const provider = t.context.providers.get('hub88')!;
    const round = await provider.roundDetails!({ memberId: 7, transactionId: 'tx-1', roundId: 'round-1' });
    expect(round.url).toBe(`${fake.url}/round/round-1`);
    expect(fake.requests.at(-1)!.body).toEqual({
      user: 'chaba-7',
      transaction_uuid: 'tx-1',
      round: 'round-1',
      operator_id: 1,
    });
  });

  it("opens a member's round at Hub88 for staff, and only a round of that member", async () => {
    const member = await fundMember(t, nextPhone(), 500);
    const memberId = await memberIdOf(t, member.phone);
    const other = await memberIdOf(t, (await fundMember(t, nextPhone(), 500)).phone);
    const [bet] = await t.connection.db
      .insert(gameTransactions)
      .values({
        provider: 'hub88',
        transactionId: 'staff-round-bet',
        kind: 'bet',
        memberId,
        roundId: 'staff-round',
        gameCode: 'fake_00_0000',
        amountSatang: 1_000n,
        status: 'applied',
        answerStatus: 'OK',
        balanceAfterSatang: 49_000n,
        createdAt: t.clock.now(),
      })
      .returning({ id: gameTransactions.id });
    const token = await logInStaff(t.app);
    const rounds = await call(t.app, 'GET', `/api/backoffice/members/${memberId}/rounds`, { token });
    expect(rounds.body.data[0]).toMatchObject({ id: bet!.id, round_id: 'staff-round', round_page: true });

    const details = await call(
      t.app,
      'GET',
      `/api/backoffice/members/${memberId}/rounds/${bet!.id}/details`,
      {
        token,
      },
    );
    expect(details.status).toBe(200);
    expect(details.body).toEqual({ url: `${fake.url}/round/staff-round` });
    expect(fake.requests.at(-1)).toEqual({
      path: '/operator/generic/v2/game/round',
      body: {
        user: `chaba-${memberId}`,
        transaction_uuid: 'staff-round-bet',
        round: 'staff-round',
        operator_id: 1,
      },
      signatureValid: true,
    });

    // Another member's id with this round, or no staff login: nothing is asked of Hub88.
    const asked = fake.requests.length;
    const notTheirs = await call(t.app, 'GET', `/api/backoffice/members/${other}/rounds/${bet!.id}/details`, {
      token,
    });
    expect(notTheirs.status).toBe(404);
    const guest = await call(t.app, 'GET', `/api/backoffice/members/${memberId}/rounds/${bet!.id}/details`);
    expect(guest.status).toBe(401);
    expect(fake.requests.length).toBe(asked);
  });

  it('no longer opens a game Hub88 stopped listing', async () => {
    await t.connection.db
      .update(games)
      .set({ available: false })
      .where(and(eq(games.provider, 'hub88'), eq(games.code, 'fake_03_0003')));
    const trial = await call(t.app, 'GET', '/lobby/api/trial-game/hub88/fake_03_0003');
    expect(trial.status).toBe(404);
  });
});

describe('CHABA_ENV=production and Hub88', () => {
  const keys = newKeyPair();
  const hub88 = {
    HUB88_API_URL: 'https://api.hub88.example',
    HUB88_OPERATOR_ID: '12',
    HUB88_PRIVATE_KEY: keys.privateKeyPem,
    HUB88_PUBLIC_KEY: keys.publicKeyPem,
  };
  const problems = (changes: Record<string, string>) =>
    productionConfigProblems(
      configSchema.parse({
        CHABA_ENV: 'production',
        PUBLIC_URL: 'https://chaba.example',
        SMS_SENDER: 'http',
        SMS_HTTP_URL: 'https://sms.example/send',
        SMS_HTTP_TOKEN: 'a-token',
        BANK_WEBHOOK_SECRET: 'bank-secret-of-this-deployment-0123456789',
        DEMO_PROVIDER_SECRET: 'provider-secret-of-this-deployment-0123456789',
        STAFF_TOTP_KEY: 'staff-totp-key-of-this-deployment-0123456789',
        SEED_DEMO_DATA: 'false',
        ...changes,
      }),
    ).filter((problem) => problem.includes('HUB88'));

  it('accepts all four settings, or none', () => {
    expect(problems(hub88)).toEqual([]);
    expect(problems({})).toEqual([]);
  });

  it('refuses a half configuration, naming what is missing', () => {
    const { HUB88_PUBLIC_KEY: _public, HUB88_OPERATOR_ID: _id, ...half } = hub88;
    expect(problems(half)).toEqual([
      'HUB88_OPERATOR_ID, HUB88_PUBLIC_KEY: Hub88 needs all four HUB88_* settings, or none; set the rest or unset them',
    ]);
  });

  it('refuses an API address without https, or on this machine', () => {
    expect(problems({ ...hub88, HUB88_API_URL: 'http://api.hub88.example' })).toEqual([
      "HUB88_API_URL: our signed calls would travel unencrypted; use Hub88's https address",
    ]);
    expect(problems({ ...hub88, HUB88_API_URL: 'https://127.0.0.1:3088' })).toEqual([
      'HUB88_API_URL: names this machine (a development fake); use the address Hub88 gave you',
    ]);
  });
});
