import { DomainError } from '@chaba/core/errors';
import { checkPlayerProtection } from '@chaba/core/responsible-gaming/check-player-protection';
import { setLimits } from '@chaba/core/responsible-gaming/set-limits';
import { moneyRequests } from '@chaba/db/schema';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  call,
  useTestApp,
  memberIdOf,
  memberWithToken,
  postStatementLines,
  warmUpConnections,
} from './helpers';

/*
 * Deposits racing past a member's deposit limit. They mean most on PostgreSQL
 * (DATABASE_URL=postgres://postgres@127.0.0.1:5432/test), where the requests run in parallel on
 * separate connections; on PGlite they run one after another and must still agree.
 */

const t = useTestApp({ ledgerCheck: 'after-all' });

async function creditedSatang(memberId: number) {
  const rows = await t.connection.db
    .select({ amountSatang: moneyRequests.amountSatang })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.memberId, memberId),
        eq(moneyRequests.type, 'deposit'),
        eq(moneyRequests.status, 'completed'),
      ),
    );
  return rows.reduce((sum, row) => sum + row.amountSatang, 0n);
}

it('accepts, of 20 deposit prepares at once, only what stays within the limit, round after round', async () => {
  const member = await memberWithToken(t, '0851000001');
  const memberId = await memberIdOf(t, member.phone);
  await setLimits(t.connection.db, { memberId, limits: { deposit_day: 100_000n }, now: t.clock.now() });

  let rounds = 0;
  for (;;) {
    rounds += 1;
    await warmUpConnections(t.connection);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, 'POST', '/api/requests/deposit/prepare', { token: member.token, body: { amount: 300 } }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(422);
      expect(['pending_request_exists', 'deposit_limit_reached']).toContain(refused.body.code);
    }
    // A member has one pending request at a time: each round accepts one, until the limit is reached.
    expect(accepted.length).toBeLessThanOrEqual(1);
    if (accepted.length === 0) {
      expect(answers.every((answer) => answer.body.code === 'deposit_limit_reached')).toBe(true);
      break;
    }
    const prepared = accepted[0]!.body.data;
    await postStatementLines(t, [
      {
        id: `race-${prepared.ref}`,
        account_number: prepared.to_account_number,
        amount: prepared.amount,
        occurred_at: t.clock.now().toISOString(),
      },
    ]);
    expect(rounds).toBeLessThan(10);
  }
  // 3 × 300 baht fit in 1,000; the fourth would pass it.
  expect(rounds).toBe(4);
  expect(await creditedSatang(memberId)).toBe(90_000n);
}, 120_000);

it('lets 20 deposits checked at once in their own transactions stay within the limit together', async () => {
  // The module's own guarantee, for the paths that credit without a pending request of their own
  // (next: transfers without a request, the gateway webhook, bets): each transaction checks and
  // then credits; the member's row lock makes the later ones see the earlier ones.
  const member = await memberWithToken(t, '0851000002');
  const memberId = await memberIdOf(t, member.phone);
  const now = t.clock.now();
  await setLimits(t.connection.db, { memberId, limits: { deposit_week: 100_000n }, now });
  await warmUpConnections(t.connection);
  const outcomes = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      t.connection.db
        .transaction(async (tx) => {
          await checkPlayerProtection(tx, memberId, { kind: 'deposit', amountSatang: 30_000n }, now);
          await tx.insert(moneyRequests).values({
            memberId,
            type: 'deposit',
            status: 'completed',
            amountSatang: 30_000n,
            requestedAmountSatang: 30_000n,
            ref: `RACE${memberId}-${index}`,
            method: 'bank',
            completedAt: now,
            createdAt: now,
          });
          return 'credited' as const;
        })
        .catch((error: unknown) => {
          if (error instanceof DomainError && error.code === 'deposit_limit_reached')
            return 'refused' as const;
          throw error;
        }),
    ),
  );
  expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(3);
  expect(await creditedSatang(memberId)).toBe(90_000n);
}, 120_000);
