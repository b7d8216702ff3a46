import {
  sendTestAlertResponse,
  staffAlertOutboxResponse,
  staffAlertsResponse,
  type StaffAlertOutboxResponse,
  type StaffAlertsRequest,
  type StaffAlertsResponse,
} from '@chaba/contracts/backoffice-risk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export type StaffAlertSettings = StaffAlertsResponse['data'];
export type SentAlert = StaffAlertOutboxResponse['data'][number];
const settingsPath = '/api/backoffice/alerts/settings';
const outboxPath = '/api/backoffice/alerts/outbox';

export function useAlertSettings() {
  return useQuery({
    queryKey: [settingsPath],
    queryFn: ({ signal }) => callApi(settingsPath, { schema: staffAlertsResponse, signal }),
    select: (answer) => answer.data,
  });
}

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StaffAlertsRequest) =>
      callApi(settingsPath, { method: 'PUT', body: settings, schema: staffAlertsResponse }),
    onSuccess: (answer) => queryClient.setQueryData([settingsPath], answer),
  });
}

/** The latest alerts; refreshed every 15 seconds while the page is open (the job sends every 5). */
export function useSentAlerts() {
  return useQuery({
    queryKey: [outboxPath],
    queryFn: ({ signal }) => callApi(outboxPath, { schema: staffAlertOutboxResponse, signal }),
    refetchInterval: 15_000,
  });
}

/** Queues a test alert for each destination switched on; the log shows it at once. */
export function useSendTestAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi('/api/backoffice/alerts/test', { method: 'POST', schema: sendTestAlertResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [outboxPath] }),
  });
}
