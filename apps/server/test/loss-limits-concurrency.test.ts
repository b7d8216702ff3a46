import { checkLedger } from '@chaba/core/ledger/check-ledger';
import { setLimits } from '@chaba/core/responsible-gaming/set-limits';
import { gameTransactions } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  call,
  callWallet,
  createTestApp,
  creditOf,
  fundMember,
  memberIdOf,
  warmUpConnections,
  type TestApp,
} from './helpers';

/*
 * 100 bets of one member at once that together pass the member's loss limit. They mean most on
 * PostgreSQL (DATABASE_URL=postgres://postgres@127.0.0.1:5432/test), where the wallet calls run in
 * parallel on separate connections: without the member-row lock in checkPlayerProtection each bet
 * sums the window before the others commit, and far more than the limit is lost (decision 0021). On
 * PGlite they run one after another and must still agree.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect((await checkLedger(t.connection.db)).problems).toEqual([]);
  await t.close();
});

it('applies, of 100 bets at once, only those that keep the loss within the limit', async () => {
  const member = await fundMember(t, '0871000001', 20_000);
  const memberId = await memberIdOf(t, member.phone);
  await setLimits(t.connection.db, { memberId, limits: { loss_day: 250_000n }, now: t.clock.now() });
  const launch = await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/baccarat', {
    token: member.token,
  });
  const auth = await callWallet(t, 'authenticate', {
    launch_token: new URL(launch.body.url).searchParams.get('token')!,
  });
  const playerToken = auth.body.player_token as string;

  await warmUpConnections(t.connection);
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, index) =>
      callWallet(t, 'bet', {
        player_token: playerToken,
        transaction_id: `race-${index}`,
        round_id: `race-round-${index}`,
        game_code: 'baccarat',
        amount: 100,
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.body.status);
  for (const status of statuses) expect(['OK', 'LIMIT_EXCEEDED']).toContain(status);
  // 25 × 100 baht make the 2,500-baht limit; the other 75 are refused, whatever the order.
  expect(statuses.filter((status) => status === 'OK')).toHaveLength(25);
  const applied = await t.connection.db
    .select({ amountSatang: gameTransactions.amountSatang })
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.memberId, memberId),
        eq(gameTransactions.kind, 'bet'),
        eq(gameTransactions.status, 'applied'),
      ),
    );
  expect(applied.reduce((sum, row) => sum + row.amountSatang, 0n)).toBe(250_000n);
  expect(await creditOf(t.app, member.token)).toBe(17_500);
}, 120_000);
