import { satangToBahtNumber } from '@chaba/contracts/money';
import type { PlayHeartbeatAnswer, ResponsibleGambling } from '@chaba/contracts/responsible-gambling';
import type { getPlayerProtection } from '@chaba/core/responsible-gaming/get-player-protection';
import type { PlayHeartbeat } from '@chaba/core/responsible-gaming/record-play-heartbeat';

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
    reality_check_minutes: state.playTime.realityCheckMinutes,
    play_time: presentPlayTime(state.playTime),
    status: {
      time_out_until: state.status.timeOutUntil?.toISOString() ?? null,
      self_excluded_until: state.status.selfExcludedUntil?.toISOString() ?? null,
      closed_at: state.status.closedAt?.toISOString() ?? null,
    },
    history: [
      ...state.history.map((entry) => ({
        kind: entry.kind,
        change: entry.change,
        from: baht(entry.fromSatang),
        to: baht(entry.toSatang),
        at: entry.at.toISOString(),
      })),
      // Time-outs, self-exclusions, returns, closures: the time they last until is in `until`.
      ...state.restrictionHistory.map((entry) => ({
        kind: entry.kind,
        change: entry.change,
        from: null,
        to: null,
        until: entry.until?.toISOString() ?? null,
        at: entry.at.toISOString(),
      })),
      // The play-time settings: `from`/`to` are minutes.
      ...state.playTimeHistory.map((entry) => ({
        kind: entry.setting,
        change: entry.change,
        from: entry.fromMinutes,
        to: entry.toMinutes,
        at: entry.at.toISOString(),
      })),
    ].sort((a, b) => b.at.localeCompare(a.at)),
  };
}

/** The daily play-time limit, its waiting change and today's whole minutes. */
function presentPlayTime(
  playTime: Awaited<ReturnType<typeof getPlayerProtection>>['playTime'],
): ResponsibleGambling['play_time'] {
  return {
    daily_limit_minutes: playTime.dailyLimitMinutes,
    pending: playTime.pending
      ? {
          minutes: playTime.pending.minutes,
          requested_at: playTime.pending.requestedAt.toISOString(),
          confirmable_from: playTime.pending.confirmableAt.toISOString(),
        }
      : null,
    today_minutes: Math.floor(playTime.todaySeconds / 60),
    day_resets_at: playTime.dayResetsAt.toISOString(),
  };
}

/** The heartbeat's answer: whole minutes (rounded down), the net result in baht, ISO times. */
export function presentPlayHeartbeat(beat: PlayHeartbeat): PlayHeartbeatAnswer {
  return {
    started_at: beat.startedAt.toISOString(),
    played_minutes: Math.floor(beat.playedSeconds / 60),
    net_result: satangToBahtNumber(beat.netSatang),
    reality_check_minutes: beat.realityCheckMinutes,
    next_reality_check_at: beat.nextRealityCheckAt?.toISOString() ?? null,
    today_minutes: Math.floor(beat.todaySeconds / 60),
    daily_limit_minutes: beat.dailyLimitMinutes,
  };
}
