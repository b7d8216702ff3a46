import { checkLedger } from '@chaba/core/ledger/check-ledger';
import { setLimits } from '@chaba/core/responsible-gaming/set-limits';
import { gameTransactions } from '@chaba/db/schema';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDemoProvider, type RunningProvider } from '../apps/demo-provider/src/start';
import {
  call,
  createTestApp,
  creditOf,
  fundMember,
  memberIdOf,
  type TestApp,
} from '../apps/server/test/helpers';

/**
 * A loss limit across the two apps over real HTTP: the server's wallet refuses the bet with
 * LIMIT_EXCEEDED, the demo aggregator ends the round before it is played (no outcome, no win, no
 * rollback, no retry) and hands the game page the status and the balance, which nothing changed.
 */
let t: TestApp;
let provider: RunningProvider;
let providerUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const serverPort = (t.app.server.address() as { port: number }).port;
  provider = await startDemoProvider({
    port: 0,
    host: '127.0.0.1',
    walletUrl: `http://127.0.0.1:${serverPort}`,
    secret: t.context.config.DEMO_PROVIDER_SECRET,
    memberSiteOrigin: `http://127.0.0.1:${serverPort}`,
    logger: false,
  });
  providerUrl = provider.url.replace('localhost', '127.0.0.1');
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

it('ends a round refused by a loss limit before it is played, without a retry or a rollback', async () => {
  const member = await fundMember(t, '0602000001', 1000);
  const memberId = await memberIdOf(t, member.phone);
  await setLimits(t.connection.db, { memberId, limits: { loss_day: 3_000n }, now: t.clock.now() });

  const launch = await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/hibiscus-slot?mobile=true', {
    token: member.token,
  });
  const launchUrl = new URL(launch.body.url);
  const opened = await fetch(`${providerUrl}${launchUrl.pathname}${launchUrl.search}`, {
    redirect: 'manual',
  });
  const session = new URL(opened.headers.get('location')!, providerUrl).searchParams.get('session')!;
  const page = await fetch(`${providerUrl}${launchUrl.pathname}?session=${session}&lang=en`);
  // The page carries the message it shows for this answer.
  expect(await page.text()).toContain(
    'A limit you set for yourself (loss limit, play time or a break from play) stops this bet.',
  );

  const round = await fetch(`${providerUrl}/api/round?session=${session}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ bet: 50 }),
  });
  expect(round.status).toBe(200);
  expect(await round.json()).toEqual({ status: 'LIMIT_EXCEEDED', balanceSatang: 1000_00 });
  expect(await creditOf(t.app, member.token)).toBe(1000);

  const calls = await t.connection.db
    .select({ kind: gameTransactions.kind, answer: gameTransactions.answerStatus })
    .from(gameTransactions)
    .where(eq(gameTransactions.memberId, memberId))
    .orderBy(asc(gameTransactions.id));
  // One bet call, refused and kept for replays; no retry (same id), no rollback, no win.
  expect(calls).toEqual([{ kind: 'bet', answer: 'LIMIT_EXCEEDED' }]);
  const state = (await (await fetch(`${providerUrl}/api/session?session=${session}`)).json()) as {
    fairness: { nonce: number };
    rounds: unknown[];
  };
  expect(state.fairness.nonce).toBe(0);
  expect(state.rounds).toEqual([]);
  expect((await checkLedger(t.connection.db)).problems).toEqual([]);
});
