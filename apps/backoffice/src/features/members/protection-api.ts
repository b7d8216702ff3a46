import { memberPlayerProtectionResponse } from '@chaba/contracts/backoffice-members';
import type { ResponsibleGambling } from '@chaba/contracts/responsible-gambling';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { memberPath } from './api';

/**
 * The member's player protection as the member's own page reads it. The parts that other issue-13
 * work adds to that answer (status, reality check, play time, loss usage) are optional here, so the
 * page shows each as soon as the answer carries it.
 */
export type MemberProtection = ResponsibleGambling &
  Partial<{
    status: { time_out_until: string | null; self_excluded_until: string | null; closed_at: string | null };
    reality_check_minutes: number | null;
    play_time: {
      daily_limit_minutes: number | null;
      pending: { minutes: number | null; requested_at: string; confirmable_from: string } | null;
      today_minutes: number;
      day_resets_at: string;
    };
  }> & {
    usage: Partial<Record<'loss_day' | 'loss_week' | 'loss_month', { since: string; lost: number }>>;
    history: Array<{
      kind: string;
      change: string;
      from: number | null;
      to: number | null;
      at: string;
      /** A time-out's or self-exclusion's end, a return's opening time. */
      until?: string | null | undefined;
    }>;
  };

export function useMemberProtection(id: number) {
  const path = `${memberPath(id)}/player-protection`;
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => callApi(path, { schema: memberPlayerProtectionResponse, signal }),
    select: (answer): MemberProtection => answer.data,
  });
}
