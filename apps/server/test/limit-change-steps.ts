import type { Database } from '@chaba/db/client';
import { DomainError } from '@chaba/core/errors';
import { confirmLimitChanges } from '@chaba/core/responsible-gaming/confirm-limit-changes';
import { setLimits } from '@chaba/core/responsible-gaming/set-limits';
import fc from 'fast-check';
import { expect } from 'vitest';

/*
 * What the property tests of the loss limits and the deposit limits share: steps that ask for a
 * limit change, confirm the changes asked and move the clock, and the rule they check after each
 * step, that a limit goes up or away only on a confirmation at least 24 hours after it was asked.
 */

export const hourMs = 60 * 60 * 1000;

export type LimitChangeStep<Kind extends string> =
  { do: 'set'; kind: Kind; baht: number | null } | { do: 'confirm' } | { do: 'wait'; hours: number };

/** The weighted generators of the limit-change steps, to put beside a test's own in `fc.oneof`. */
export function limitChangeSteps<Kind extends string>(
  kinds: readonly Kind[],
  weights: { confirm: number },
): fc.WeightedArbitrary<LimitChangeStep<Kind>>[] {
  return [
    {
      weight: 3,
      arbitrary: fc.record({
        do: fc.constant('set' as const),
        kind: fc.constantFrom(...kinds),
        baht: fc.option(
          fc.integer({ min: 1, max: 10 }).map((n) => n * 100),
          { nil: null, freq: 4 },
        ),
      }),
    },
    { weight: weights.confirm, arbitrary: fc.constant({ do: 'confirm' as const }) },
    {
      weight: 3,
      arbitrary: fc.record({
        do: fc.constant('wait' as const),
        hours: fc.constantFrom(1, 12, 23, 24, 25, 24 * 6, 24 * 8, 24 * 31),
      }),
    },
  ];
}

type LimitsInForce<Kind extends string> = Record<Kind, { pending: { amountSatang: bigint | null } | null }>;

/**
 * Asks for the step's limit change, noting in `asked` when the member asked for that value (unless it
 * was already pending), or confirms the changes asked: being refused as too early, or with none
 * pending, is a good answer.
 */
export async function askOrConfirm<Kind extends string>(
  db: Database,
  step: Exclude<LimitChangeStep<Kind>, { do: 'wait' }>,
  options: { memberId: number; now: Date; inForce: LimitsInForce<Kind>; asked: Map<string, number> },
) {
  const { memberId, now } = options;
  if (step.do === 'set') {
    const satang = step.baht === null ? null : BigInt(step.baht * 100);
    const before = options.inForce[step.kind];
    if (!(before.pending && before.pending.amountSatang === satang))
      options.asked.set(`${step.kind}:${satang}`, now.getTime());
    await setLimits(db, { memberId, limits: { [step.kind]: satang }, now });
    return;
  }
  await confirmLimitChanges(db, { memberId, now }).catch((error: unknown) => {
    if (!(error instanceof DomainError)) throw error;
    expect(['no_pending_limit_change', 'limit_change_not_confirmable']).toContain(error.code);
  });
}

/** Only a confirmation raises or removes a limit, for a change asked at least 24 hours before. */
export function expectRaisedOnlyWhenConfirmed(options: {
  step: { do: string };
  kind: string;
  was: bigint | null;
  is: bigint | null;
  now: Date;
  asked: Map<string, number>;
}) {
  const { was, is } = options;
  if (was === null || (is !== null && is <= was)) return;
  expect(options.step.do).toBe('confirm');
  const at = options.asked.get(`${options.kind}:${is}`);
  expect(at).toBeDefined();
  expect(options.now.getTime() - at!).toBeGreaterThanOrEqual(24 * hourMs);
}
