import { checkLedger } from '@chaba/core/ledger/check-ledger';
import { applyDatabaseFunctions } from '@chaba/db/database-functions';
import { bankStatementLines } from '@chaba/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, postStatementLines, type TestApp } from './helpers';
import { slotPlayer } from './wallet-helpers';

/*
 * Decision 42's promise, tried: a new rule of player protection is one SQL function, and every path
 * that moves money obeys it. The test writes a new restriction into `account_restriction_refusal`
 * (members whose phone ends in 77 are timed out, as an operator's new rule might say) and shows that
 * login, game launch, deposit prepare, the crediting of a statement line and the wallet's bet all
 * refuse it, then puts the reviewed file back.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect((await checkLedger(t.connection.db)).problems).toEqual([]);
});
afterAll(async () => {
  await t.connection.onOneSession(({ run }) => applyDatabaseFunctions(run));
  await t.close();
});

/** The reviewed function, with one more restriction before its own rules. */
async function addRule() {
  await t.connection.db.execute(
    sql.raw(`
    CREATE OR REPLACE FUNCTION account_restriction_refusal(
      p_member_id bigint, p_now timestamptz, OUT refusal text, OUT details jsonb
    ) LANGUAGE plpgsql STABLE AS $$
    DECLARE
      restriction account_restrictions%ROWTYPE;
    BEGIN
      IF (SELECT phone LIKE '%77' FROM members WHERE id = p_member_id) THEN
        refusal := 'timed_out'; details := jsonb_build_object('until', p_now + interval '1 day'); RETURN;
      END IF;
      SELECT * INTO restriction FROM account_restrictions WHERE member_id = p_member_id;
      IF restriction.time_out_until > p_now THEN
        refusal := 'timed_out'; details := jsonb_build_object('until', restriction.time_out_until);
      END IF;
    END
    $$`),
  );
}

describe('a new player-protection rule in one SQL function', () => {
  it('is obeyed by login, launch, deposit prepare, the credit of a statement line and the bet', async () => {
    const player = await slotPlayer(t, '0659000077', 500);
    const prepared = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: player.token,
      body: { amount: 300 },
    });
    expect(prepared.status, prepared.text).toBe(200);
    const deposit = prepared.body.data as { ref: string; amount: number; to_account_number: string };
    expect((await player.bet('before-rule', 10)).body.status).toBe('OK');

    await addRule();

    const login = await call(t.app, 'POST', '/api/login', {
      body: { phone: player.phone, password: player.password },
    });
    expect(login.body.code).toBe('timed_out');
    const launch = await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/hibiscus-slot', {
      token: player.token,
    });
    expect(launch.body.code).toBe('timed_out');
    expect((await player.bet('after-rule', 10)).body.status).toBe('LIMIT_EXCEEDED');

    const line = {
      id: `rule-${deposit.ref}`,
      account_number: deposit.to_account_number,
      amount: deposit.amount,
      occurred_at: t.clock.now().toISOString(),
    };
    const credited = await postStatementLines(t, [line]);
    expect(credited.body.data[0].status).toBe('unmatched');
    const [held] = await t.connection.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.externalId, line.id));
    expect(held?.unmatchedReason).toBe('protection_timed_out');

    const again = await call(t.app, 'POST', '/api/requests/deposit/prepare', {
      token: player.token,
      body: { amount: 300 },
    });
    expect(again.body.code).toBe('timed_out');
  });
});
