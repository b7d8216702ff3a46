import { deskStatementLinesResponse, withdrawalDeskResponse } from '@chaba/contracts/backoffice-money';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api';
import { useCan } from '../lib/me';
import { useStreamState } from '../lib/staff-stream';
import type { QueueName } from './navigation';

/** Above this the badge says 99+: the count need not be exact, only the queue's size at a glance. */
const countedAtMost = 100;
const refreshMs = 30_000;

/**
 * How many requests wait in each queue the staff member may work, for the sidebar's badges: the live
 * stream's counts while it is open; otherwise the queues' lists, asked every 30 s (they share the
 * desks' query keys, so a decision made on a desk updates the badge at once).
 */
export function useQueueCounts(): Partial<Record<QueueName, number>> {
  const stream = useStreamState();
  const live = stream.connected && stream.counts !== null;
  const withdrawals = useQuery({
    queryKey: ['withdrawals', { status: 'pending', limit: countedAtMost }],
    queryFn: ({ signal }) =>
      callApi('/api/backoffice/withdrawals', {
        query: { status: 'pending', limit: countedAtMost },
        schema: withdrawalDeskResponse,
        signal,
      }),
    enabled: useCan('withdrawals.view') && !live,
    refetchInterval: refreshMs,
  });
  const deposits = useQuery({
    queryKey: ['bank-statements', { status: 'unmatched', limit: countedAtMost }],
    queryFn: ({ signal }) =>
      callApi('/api/backoffice/bank-statements', {
        query: { status: 'unmatched', limit: countedAtMost },
        schema: deskStatementLinesResponse,
        signal,
      }),
    enabled: useCan('deposits.view') && !live,
    refetchInterval: refreshMs,
  });
  if (live && stream.counts) {
    const counts = stream.counts;
    return {
      withdrawals: counts.withdrawals,
      deposits: counts.unmatched_statements,
      adjustments: counts.adjustments,
    };
  }
  return { withdrawals: withdrawals.data?.data.length, deposits: deposits.data?.total };
}
