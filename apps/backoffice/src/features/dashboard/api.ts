import { dashboardResponse, type DashboardResponse } from '@chaba/contracts/backoffice-reports';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../lib/api';
import { onQueueEvent } from '../../lib/staff-stream';

export type Dashboard = DashboardResponse['data'];
export type Figures = Dashboard['today'];

const dashboardKey = '/api/backoffice/dashboard';

/** Without the stream's nudges the figures are read again this often (bets move them all the time). */
const pollMs = 30_000;

/**
 * The dashboard's figures for a period. They follow the money: every queue event of the staff
 * stream (a deposit or withdrawal asked for, paid or matched) reads them again, and they are read
 * every 30 s besides, for the bets and wins that no queue shows.
 */
export function useDashboard(period: { from: string; to: string }) {
  const queryClient = useQueryClient();
  useEffect(
    () => onQueueEvent(() => void queryClient.invalidateQueries({ queryKey: [dashboardKey] })),
    [queryClient],
  );
  return useQuery<Dashboard>({
    queryKey: [dashboardKey, period],
    queryFn: ({ signal }) =>
      callApi(dashboardKey, { query: period, schema: dashboardResponse, signal }).then(
        (answer) => answer.data,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
  });
}
