import { satangToBahtNumber } from '@chaba/contracts/money';
import type { ResponsibleGambling } from '@chaba/contracts/responsible-gambling';
import type { getPlayerProtection } from '@chaba/core/responsible-gaming/get-player-protection';

const baht = (satang: bigint | null) => (satang === null ? null : satangToBahtNumber(satang));

/** The member's limits, usage and history: satang to baht, times to ISO strings. */
export function presentResponsibleGambling(
  state: Awaited<ReturnType<typeof getPlayerProtection>>,
): ResponsibleGambling {
  const limits = Object.fromEntries(
    Object.entries(state.limits).map(([kind, limit]) => [
      kind,
      {
        amount: baht(limit.amountSatang),
        pending: limit.pending
          ? {
              amount: baht(limit.pending.amountSatang),
              requested_at: limit.pending.requestedAt.toISOString(),
              confirmable_from: limit.pending.confirmableAt.toISOString(),
            }
          : null,
      },
    ]),
  ) as ResponsibleGambling['limits'];
  const window = (usage: (typeof state.usage)['deposit_day']) => ({
    since: usage.since.toISOString(),
    deposited: satangToBahtNumber(usage.creditedSatang),
    pending: satangToBahtNumber(usage.pendingSatang),
  });
  const lossWindow = (usage: (typeof state.usage)['loss_day']) => ({
    since: usage.since.toISOString(),
    lost: satangToBahtNumber(usage.lostSatang),
  });
  return {
    limits,
    usage: {
      deposit_day: window(state.usage.deposit_day),
      deposit_week: window(state.usage.deposit_week),
      deposit_month: window(state.usage.deposit_month),
      loss_day: lossWindow(state.usage.loss_day),
      loss_week: lossWindow(state.usage.loss_week),
      loss_month: lossWindow(state.usage.loss_month),
    },
    history: state.history.map((entry) => ({
      kind: entry.kind,
      change: entry.change,
      from: baht(entry.fromSatang),
      to: baht(entry.toSatang),
      at: entry.at.toISOString(),
    })),
  };
}
