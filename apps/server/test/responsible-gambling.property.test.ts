import { DomainError } from '@chaba/core/errors';
import { prepareDeposit } from '@chaba/core/deposits/prepare-deposit';
import { getPlayerProtection } from '@chaba/core/responsible-gaming/get-player-protection';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { useTestApp, memberIdOf, memberWithToken, postStatementLines } from './helpers';
import {
  askOrConfirm,
  expectRaisedOnlyWhenConfirmed,
  hourMs,
  limitChangeSteps,
  type LimitChangeStep,
} from './limit-change-steps';

/*
 * Random sequences of limit changes, confirmations, deposits and clock moves for one member. After
 * every step: each credited deposit fitted every deposit limit in force when it was made (its window
 * holds at most the limit), a deposit within every limit was accepted, and a limit went up (or away)
 * only on a confirmation at least 24 hours after the member asked for exactly that.
 */

const t = useTestApp({ ledgerCheck: 'after-all' });

const kinds = ['deposit_day', 'deposit_week', 'deposit_month'] as const;
type Kind = (typeof kinds)[number];
const windowHours: Record<Kind, number> = { deposit_day: 24, deposit_week: 7 * 24, deposit_month: 30 * 24 };

type Step = LimitChangeStep<Kind> | { do: 'deposit'; baht: number };

const step: fc.Arbitrary<Step> = fc.oneof(...limitChangeSteps(kinds, { confirm: 3 }), {
  weight: 2,
  arbitrary: fc.record({
    do: fc.constant('deposit' as const),
    baht: fc.integer({ min: 1, max: 10 }).map((n) => n * 100),
  }),
});

let phoneCounter = 0;

it('never credits beyond the lowest deposit limit in force, and raises apply only after 24 hours and a confirmation', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 20 }), async (steps) => {
      const phone = `0861${String((phoneCounter += 1)).padStart(6, '0')}`;
      await memberWithToken(t, phone);
      const memberId = await memberIdOf(t, phone);
      const db = t.connection.db;
      const credited: Array<{ at: number; satang: bigint }> = [];
      /** When the member last asked for each kind's change to a value (raise or removal). */
      const asked = new Map<string, number>();
      let inForce = (await getPlayerProtection(db, { memberId, now: t.clock.now() })).limits;

      for (const current of steps) {
        const now = t.clock.now();
        let creditedNow = false;
        if (current.do === 'wait') {
          t.clock.advanceSeconds(current.hours * 3600);
          continue;
        }
        if (current.do === 'set' || current.do === 'confirm')
          await askOrConfirm(db, current, { memberId, now, inForce, asked });
        if (current.do === 'deposit') {
          const satang = BigInt(current.baht * 100);
          const fits = kinds.every((kind) => {
            const limit = inForce[kind].amountSatang;
            if (limit === null) return true;
            const since = now.getTime() - windowHours[kind] * hourMs;
            const used = credited.filter((c) => c.at > since).reduce((sum, c) => sum + c.satang, 0n);
            return used + satang <= limit;
          });
          const prepared = await prepareDeposit(db, {
            memberId,
            amountSatang: satang,
            method: 'bank',
            now,
            gateway: t.context.gateway,
          }).catch((error: unknown) => {
            if (error instanceof DomainError && error.code === 'deposit_limit_reached') return undefined;
            throw error;
          });
          expect(prepared !== undefined, `a deposit of ${current.baht} baht accepted: ${fits}`).toBe(fits);
          if (prepared) {
            const answer = await postStatementLines(t, [
              {
                id: `prop-${prepared.request.ref}`,
                account_number: prepared.payTo.accountNumber,
                amount: Number(prepared.request.amountSatang) / 100,
                occurred_at: now.toISOString(),
              },
            ]);
            expect(answer.body.data[0].status).toBe('matched');
            credited.push({ at: now.getTime(), satang: prepared.request.amountSatang });
            creditedNow = true;
          }
        }

        const after = (await getPlayerProtection(db, { memberId, now })).limits;
        for (const kind of kinds) {
          const was = inForce[kind].amountSatang;
          const is = after[kind].amountSatang;
          expectRaisedOnlyWhenConfirmed({ step: current, kind, was, is, now, asked });
          // Every window holds at most its limit in force when each deposit in it was made: checked
          // at each credit, as the lowest limit could since have been lowered below what was spent.
          if (creditedNow && is !== null) {
            const since = now.getTime() - windowHours[kind] * hourMs;
            const used = credited.filter((c) => c.at > since).reduce((sum, c) => sum + c.satang, 0n);
            expect(used).toBeLessThanOrEqual(is);
          }
        }
        inForce = after;
      }
    }),
    { numRuns: 25 },
  );
}, 600_000);
