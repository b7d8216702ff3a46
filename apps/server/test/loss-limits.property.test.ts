import { getPlayerProtection } from '@chaba/core/responsible-gaming/get-player-protection';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { call, callWallet, useTestApp, fundMember, memberIdOf } from './helpers';
import {
  askOrConfirm,
  expectRaisedOnlyWhenConfirmed,
  hourMs,
  limitChangeSteps,
  type LimitChangeStep,
} from './limit-change-steps';

/*
 * Random sequences of loss-limit changes, confirmations, bets, wins, rollbacks and clock moves for one
 * member, through the seamless wallet. After every step: a bet was applied exactly when the net loss
 * (bets − wins, rolled-back bets left out) of each window plus its stake fitted every loss limit in
 * force, so the loss of a window never passes the lowest limit in force when a bet is applied; the
 * member's answer shows the same loss; and a limit went up (or away) only on a confirmation at least
 * 24 hours after the member asked for exactly that.
 */

const t = useTestApp({ ledgerCheck: 'after-all' });

const kinds = ['loss_day', 'loss_week', 'loss_month'] as const;
type Kind = (typeof kinds)[number];
const windowHours: Record<Kind, number> = { loss_day: 24, loss_week: 7 * 24, loss_month: 30 * 24 };

type Step =
  | LimitChangeStep<Kind>
  | { do: 'bet'; baht: number }
  | { do: 'win'; pick: number; percent: number }
  | { do: 'rollback'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  ...limitChangeSteps(kinds, { confirm: 2 }),
  {
    weight: 4,
    arbitrary: fc.record({
      do: fc.constant('bet' as const),
      baht: fc.integer({ min: 1, max: 8 }).map((n) => n * 50),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant('win' as const),
      pick: fc.nat(),
      percent: fc.constantFrom(0, 50, 100, 200),
    }),
  },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('rollback' as const), pick: fc.nat() }) },
);

let phoneCounter = 0;

it('never applies a bet beyond the lowest loss limit in force, and raises apply only after 24 hours and a confirmation', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 20 }), async (steps) => {
      const phone = `0881${String((phoneCounter += 1)).padStart(6, '0')}`;
      const member = await fundMember(t, phone, 30_000);
      const memberId = await memberIdOf(t, phone);
      const db = t.connection.db;
      /** The model: every applied bet (until rolled back) and win, with its time. */
      const bets: Array<{ id: string; at: number; satang: bigint; open: boolean; counted: boolean }> = [];
      const wins: Array<{ at: number; satang: bigint }> = [];
      const asked = new Map<string, number>();
      let inForce = (await getPlayerProtection(db, { memberId, now: t.clock.now() })).limits;
      let playerToken: string | undefined;
      let betCounter = 0;

      const lostIn = (kind: Kind, now: number) => {
        const since = now - windowHours[kind] * hourMs;
        const staked = bets.filter((b) => b.counted && b.at > since).reduce((sum, b) => sum + b.satang, 0n);
        const won = wins.filter((w) => w.at > since).reduce((sum, w) => sum + w.satang, 0n);
        return staked - won;
      };
      /** A player token for now: after the clock moved, a new login and launch, as the member would. */
      const token = async () => {
        if (playerToken) return playerToken;
        const login = await call(t.app, 'POST', '/api/login', { body: { phone, password: member.password } });
        const launch = await call(t.app, 'GET', '/lobby/api/launch-game/chaba-demo/baccarat', {
          token: login.body.access_token,
        });
        expect(launch.status).toBe(200);
        const auth = await callWallet(t, 'authenticate', {
          launch_token: new URL(launch.body.url).searchParams.get('token')!,
        });
        playerToken = auth.body.player_token as string;
        return playerToken;
      };

      for (const current of steps) {
        const now = t.clock.now();
        let betApplied = false;
        if (current.do === 'wait') {
          t.clock.advanceSeconds(current.hours * 3600);
          playerToken = undefined;
          continue;
        }
        if (current.do === 'set' || current.do === 'confirm')
          await askOrConfirm(db, current, { memberId, now, inForce, asked });
        if (current.do === 'bet') {
          const satang = BigInt(current.baht * 100);
          const fits = kinds.every((kind) => {
            const limit = inForce[kind].amountSatang;
            return limit === null || lostIn(kind, now.getTime()) + satang <= limit;
          });
          const id = `p${phone}-${(betCounter += 1)}`;
          const answer = await callWallet(t, 'bet', {
            player_token: await token(),
            transaction_id: id,
            round_id: `round-${id}`,
            game_code: 'baccarat',
            amount: current.baht,
          });
          expect(answer.body.status, `a bet of ${current.baht} baht accepted: ${fits}`).toBe(
            fits ? 'OK' : 'LIMIT_EXCEEDED',
          );
          if (fits) {
            bets.push({ id, at: now.getTime(), satang, open: true, counted: true });
            betApplied = true;
          }
        }
        const open = bets.filter((b) => b.open);
        if (current.do === 'win' && open.length > 0) {
          const bet = open[current.pick % open.length]!;
          const satang = (bet.satang * BigInt(current.percent)) / 100n;
          const answer = await callWallet(t, 'win', {
            player_token: await token(),
            transaction_id: `${bet.id}-win`,
            round_id: `round-${bet.id}`,
            game_code: 'baccarat',
            amount: Number(satang) / 100,
          });
          expect(answer.body.status).toBe('OK');
          bet.open = false;
          wins.push({ at: now.getTime(), satang });
        }
        if (current.do === 'rollback' && open.length > 0) {
          const bet = open[current.pick % open.length]!;
          const answer = await callWallet(t, 'rollback', {
            player_token: await token(),
            transaction_id: `${bet.id}-rollback`,
            reference_transaction_id: bet.id,
            round_id: `round-${bet.id}`,
          });
          expect(answer.body.status).toBe('OK');
          bet.open = false;
          bet.counted = false;
        }

        const after = await getPlayerProtection(db, { memberId, now });
        for (const kind of kinds) {
          // The member's answer shows the model's loss.
          expect(after.usage[kind].lostSatang).toBe(lostIn(kind, now.getTime()));
          const was = inForce[kind].amountSatang;
          const is = after.limits[kind].amountSatang;
          expectRaisedOnlyWhenConfirmed({ step: current, kind, was, is, now, asked });
          // When a bet is applied, each window's loss is within its limit in force.
          if (betApplied && is !== null) expect(lostIn(kind, now.getTime())).toBeLessThanOrEqual(is);
        }
        inForce = after.limits;
      }
    }),
    { numRuns: 25 },
  );
}, 600_000);
