import { placeBet } from '@chaba/core/games/place-bet';
import { readPlayerBalance } from '@chaba/core/games/read-player-balance';
import { rollBackBet } from '@chaba/core/games/roll-back-bet';
import { settleWin } from '@chaba/core/games/settle-win';
import { ledgerAccount } from '@chaba/core/ledger/accounts';
import { transfer } from '@chaba/core/ledger/post-transaction';
import { queryRows } from '@chaba/db/query-rows';
import { gameTransactions, ledgerTransactions, memberTurnover } from '@chaba/db/schema';
import { eq, like, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callWallet, useTestApp, creditOf } from './helpers';
import { countingDatabase, withTableAway } from './database-helpers';
import { slotPlayer } from './wallet-helpers';

/*
 * The game wallet's calls as one SQL function each (issue 14, migration 0029, decision 28): what the
 * move into SQL could break. One database call per wallet call; a failure anywhere inside rolls the
 * whole call back (claim included) and answers 503, never a 500 or half a call; replays after the
 * function; and the ledger rows, written by the one writer (ledger_post). Player protection's bet
 * check is player_protection_refusal's, tested in player-protection-refusal.test.ts.
 */

/** What the app logs at warn and above, one JSON line each. */
const logged: string[] = [];
const t = useTestApp({
  logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } },
});

let counter = 0;
const nextPhone = () => `0632${String((counter += 1)).padStart(6, '0')}`;

/** A funded member with a player token for the slot. */
const player = (amount = 1_000) => slotPlayer(t, nextPhone(), amount);

describe('one database call per wallet call', () => {
  it('bet, win, rollback and balance each make exactly one call (one statement, no transaction block)', async () => {
    const p = await player();
    const { db, calls } = countingDatabase(t.connection.db);
    const common = { provider: 'chaba-demo', playerToken: p.playerToken, now: t.clock.now() };
    const round = { ...common, roundId: 'one-trip', gameCode: 'hibiscus-slot' };
    expect(await placeBet(db, { ...round, transactionId: 'one-1', amountSatang: 1_000n })).toMatchObject({
      status: 'OK',
      balanceSatang: 99_000n,
    });
    expect(await settleWin(db, { ...round, transactionId: 'one-1w', amountSatang: 500n })).toMatchObject({
      status: 'OK',
      balanceSatang: 99_500n,
    });
    expect(
      await rollBackBet(db, {
        ...common,
        roundId: 'one-trip',
        transactionId: 'one-1r',
        referenceTransactionId: 'one-1',
      }),
    ).toMatchObject({ status: 'OK', balanceSatang: 100_500n });
    expect(await readPlayerBalance(db, common)).toEqual({ status: 'OK', balanceSatang: 100_500n });
    // One statement each: a named prepared one on PostgreSQL, through drizzle on PGlite (decision 39).
    const oneStatement = t.connection.kind === 'postgres' ? '$client.query' : 'execute';
    expect(calls).toEqual([oneStatement, oneStatement, oneStatement, oneStatement]);
  });
});

describe('a failure inside the function', () => {
  it('rolls a bet back whole after its debit (claim, postings, balance) and answers 503, then the retry applies once', async () => {
    const p = await player();
    // member_turnover is written after the claim, the protection check and the debit.
    const answer = await withTableAway(t.connection.db, 'member_turnover', () => p.bet('fail-bet', 100));
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('player_protection_unavailable');
    // The operator's log says why, without the player token or its hash.
    const line = logged.find((entry) => entry.includes('wallet call not made'));
    expect(line).toContain('member_turnover');
    expect(line).not.toContain(p.playerToken);
    expect(line).not.toContain(createHash('sha256').update(p.playerToken).digest('hex'));
    expect(
      await t.connection.db
        .select()
        .from(gameTransactions)
        .where(eq(gameTransactions.transactionId, 'fail-bet')),
    ).toEqual([]);
    expect(
      await t.connection.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, 'game:chaba-demo:fail-bet')),
    ).toEqual([]);
    expect(await creditOf(t.app, p.token)).toBe(1_000);
    const retry = await p.bet('fail-bet', 100);
    expect(retry.body).toEqual({ status: 'OK', balance: 900, transaction_id: 'fail-bet' });
    const [turnover] = await t.connection.db
      .select()
      .from(memberTurnover)
      .where(eq(memberTurnover.memberId, p.memberId));
    expect(turnover?.betTotalSatang).toBe(10_000n);
  });

  it('rolls a win and a rollback back whole when the last write fails, answers 503 server_busy, and their retries apply once', async () => {
    const p = await player();
    expect((await p.bet('fw-1', 100)).body.status).toBe('OK');
    expect((await p.bet('fw-2', 100)).body.status).toBe('OK');
    // The change note for the member's pages is the last thing an applied call writes.
    const failed = await withTableAway(t.connection.db, 'member_change_outbox', async () => [
      await p.win('fw-1-win', 300),
      await p.rollback('fw-2-rollback', 'fw-2'),
    ]);
    for (const answer of failed) {
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe('server_busy');
    }
    const rows = await t.connection.db
      .select({ id: gameTransactions.transactionId, status: gameTransactions.status })
      .from(gameTransactions)
      .where(like(gameTransactions.transactionId, 'fw-%'));
    expect(rows.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'fw-1', status: 'applied' },
      { id: 'fw-2', status: 'applied' },
    ]);
    expect(await creditOf(t.app, p.token)).toBe(800);
    expect((await p.win('fw-1-win', 300)).body).toMatchObject({ status: 'OK', balance: 1_100 });
    expect((await p.rollback('fw-2-rollback', 'fw-2')).body).toMatchObject({ status: 'OK', balance: 1_200 });
    expect((await p.win('fw-1-win', 300)).body).toMatchObject({ status: 'OK', balance: 1_100 });
    expect(await creditOf(t.app, p.token)).toBe(1_200);
  });

  it('answers a balance call 503 when the function cannot run, never a 500', async () => {
    const p = await player();
    const answer = await withTableAway(t.connection.db, 'game_sessions', () =>
      callWallet(t, 'balance', { player_token: p.playerToken }),
    );
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('server_busy');
  });
});

describe('replays through the function', () => {
  it('answers each kind of call with its first answer after the wallet moved on, and DUPLICATE_MISMATCH for another amount', async () => {
    const p = await player();
    expect((await p.bet('rp-1', 100)).body).toMatchObject({ status: 'OK', balance: 900 });
    expect((await p.win('rp-1-win', 50)).body).toMatchObject({ status: 'OK', balance: 950 });
    expect((await p.bet('rp-2', 2_000)).body).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 950 });
    expect((await p.rollback('rp-3-rollback', 'rp-3')).body).toMatchObject({ status: 'OK', balance: 950 });
    expect((await p.bet('rp-4', 200)).body).toMatchObject({ status: 'OK', balance: 750 });

    expect((await p.bet('rp-1', 100)).body).toMatchObject({ status: 'OK', balance: 900 });
    expect((await p.win('rp-1-win', 50)).body).toMatchObject({ status: 'OK', balance: 950 });
    expect((await p.bet('rp-2', 2_000)).body).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 950 });
    expect((await p.bet('rp-3', 10)).body).toMatchObject({ status: 'TRANSACTION_ROLLED_BACK', balance: 750 });
    expect((await p.bet('rp-1', 101)).body).toMatchObject({ status: 'DUPLICATE_MISMATCH', balance: 750 });
    expect((await p.win('rp-1', 100)).body).toMatchObject({ status: 'DUPLICATE_MISMATCH', balance: 750 });
    // A rollback's own id, used again by a bet or a win: never applied.
    expect((await p.bet('rp-3-rollback', 10)).body).toMatchObject({
      status: 'DUPLICATE_MISMATCH',
      balance: 750,
    });
    expect((await p.win('rp-3-rollback', 10)).body).toMatchObject({
      status: 'DUPLICATE_MISMATCH',
      balance: 750,
    });
    expect(await creditOf(t.app, p.token)).toBe(750);
  });

  it('applies one call of an id that a bet and a win both use at once; the others answer its replay or DUPLICATE_MISMATCH', async () => {
    const p = await player();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0 ? p.bet('both-1', 100) : p.win('both-1', 100),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const rows = await t.connection.db
      .select()
      .from(gameTransactions)
      .where(eq(gameTransactions.transactionId, 'both-1'));
    expect(rows).toHaveLength(1);
    const first = rows[0]!;
    const balance = first.kind === 'bet' ? 900 : 1_100;
    expect(await creditOf(t.app, p.token)).toBe(balance);
    // The calls of the kind that was applied answer it; the calls of the other kind are mismatches.
    expect(answers.map((answer) => [answer.body.status, answer.body.balance])).toEqual(
      answers.map((_, index) => [
        (index % 2 === 0) === (first.kind === 'bet') ? 'OK' : 'DUPLICATE_MISMATCH',
        balance,
      ]),
    );
  });

  it('keeps exactly one of a bet and its rollback sent many times at once, in any order', async () => {
    const p = await player();
    const calls = Array.from({ length: 12 }, (_, index) =>
      index % 2 === 0 ? p.bet('race-1', 100) : p.rollback('race-1-rollback', 'race-1'),
    );
    const answers = await Promise.all(calls);
    for (const answer of answers) expect(answer.status).toBe(200);
    // Whichever came first, the stake is back: applied then rolled back, or refused after its rollback.
    expect(await creditOf(t.app, p.token)).toBe(1_000);
    const [bet] = await t.connection.db
      .select()
      .from(gameTransactions)
      .where(eq(gameTransactions.transactionId, 'race-1'));
    expect(['rolled_back', 'refused']).toContain(bet?.status);
  });
});

describe('the ledger rows the function writes', () => {
  it('stores the event, the metadata and both postings of a bet, a win and a rollback (through ledger_post)', async () => {
    const p = await player();
    await p.bet('lh-1', 12.34);
    await p.win('lh-1-win', 5);
    await p.rollback('lh-1-rollback', 'lh-1');
    const wallet = ledgerAccount.memberWallet(p.memberId);
    const provider = ledgerAccount.gameProvider('chaba-demo');
    const expected = [
      ['game:chaba-demo:lh-1', 'game_bet', transfer(wallet, provider, 1_234n), { roundId: 'round-lh-1' }],
      [
        'game:chaba-demo:lh-1-win',
        'game_win',
        transfer(provider, wallet, 500n),
        { roundId: 'round-lh-1-win' },
      ],
      [
        'game:chaba-demo:lh-1-rollback',
        'game_rollback',
        transfer(provider, wallet, 1_234n),
        { roundId: 'round-lh-1', reference: 'lh-1' },
      ],
    ] as const;
    for (const [key, eventType, postings, metadata] of expected) {
      const [row] = await t.connection.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, key));
      expect(row?.eventType).toBe(eventType);
      expect(row?.metadata).toMatchObject(metadata);
      const legs = await queryRows<{ code: string; amount: string }>(
        t.connection.db,
        sql`select a.code, p.amount_satang::text as amount from ledger_postings p
            join ledger_accounts a on a.id = p.account_id where p.transaction_id = ${row!.id} order by a.code`,
      );
      expect(legs).toEqual(
        postings
          .map((leg) => ({ code: leg.account.code, amount: leg.amountSatang.toString() }))
          .sort((a, b) => a.code.localeCompare(b.code)),
      );
    }
  });
});
