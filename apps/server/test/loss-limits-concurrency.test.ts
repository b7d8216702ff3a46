import { restrictAccount } from '@chaba/core/restricted-accounts/restrict-account';
import { setLimits } from '@chaba/core/responsible-gaming/set-limits';
import { gameTransactions } from '@chaba/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { expect, inject, it } from 'vitest';
import { call, callWallet, useTestApp, creditOf, fundMember, memberIdOf, warmUpConnections } from './helpers';
import { waitForWaitingLocks } from './waiting-locks';

/*
 * 100 bets of one member at once that together pass the member's loss limit. They mean most on
 * PostgreSQL (DATABASE_URL=postgres://postgres@127.0.0.1:5432/test), where the wallet calls run in
 * parallel on separate connections: without the member-row lock in checkPlayerProtection each bet
 * sums the window before the others commit, and far more than the limit is lost (decision 0021). On
 * PGlite they run one after another and must still agree.
 */

const t = useTestApp({ ledgerCheck: 'after-all' });

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

// Needs a second connection to hold a lock while the server works: PostgreSQL only (CI runs it).
it.runIf(inject('testDatabase').kind === 'postgres')(
  'refuses with LIMIT_EXCEEDED a bet in flight when the member takes a time-out, its token read before',
  async () => {
    const member = await fundMember(t, '0871000002', 1_000);
    const memberId = await memberIdOf(t, member.phone);
    const launch = await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/baccarat', {
      token: member.token,
    });
    const auth = await callWallet(t, 'authenticate', {
      launch_token: new URL(launch.body.url).searchParams.get('token')!,
    });
    let bet: ReturnType<typeof callWallet> | undefined;
    // Holding the bet's own lock stops it after it found its (still valid) player session and before
    // it asks player protection: the time-out lands in between and ends every token.
    await t.connection.db.transaction(async (side) => {
      await side.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${'game-bet:chaba-demo:in-flight'}, 0))`,
      );
      bet = callWallet(t, 'bet', {
        player_token: auth.body.player_token,
        transaction_id: 'in-flight',
        round_id: 'in-flight',
        game_code: 'baccarat',
        amount: 100,
      });
      await waitForWaitingLocks(t, 1);
      await restrictAccount(t.connection.db, {
        memberId,
        kind: 'time_out',
        period: '24h',
        now: t.clock.now(),
      });
    });
    const answer = await bet!;
    expect(answer.body).toEqual({ status: 'LIMIT_EXCEEDED', balance: 1_000, transaction_id: 'in-flight' });
    const [row] = await t.connection.db
      .select({ status: gameTransactions.status })
      .from(gameTransactions)
      .where(eq(gameTransactions.transactionId, 'in-flight'));
    expect(row?.status).toBe('refused');
  },
);
