import { successResponse } from '@chaba/contracts/auth';
import {
  staffLoginsResponse,
  staffSessionsResponse,
  type StaffLoginsResponse,
  type StaffSessionsResponse,
} from '@chaba/contracts/staff-auth';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export type StaffSessionRow = StaffSessionsResponse['data'][number];
export type StaffLoginRow = StaffLoginsResponse['data'][number];

/** The sessions list (issue 30, decision 69): its query key is its path, as every list page's. */
export const sessionListPath = '/api/backoffice/lists/sessions';
/** A session's states the list filters by. */
export const sessionListStatuses = ['working', 'ended'] as const;

/** The staff member's own working sessions (with staff management the sessions list shows everyone's). */
export function useStaffSessions() {
  return useQuery({
    queryKey: ['staff-sessions'],
    queryFn: ({ signal }) => callApi('/api/backoffice/sessions', { schema: staffSessionsResponse, signal }),
  });
}

/** Ends a session at once (a lost phone, a shared computer left signed in). */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(`/api/backoffice/sessions/${id}/revoke`, { method: 'POST', schema: successResponse }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['staff-sessions'] }),
        queryClient.invalidateQueries({ queryKey: [sessionListPath] }),
      ]),
  });
}

/** A login history, newest first: one's own, or (staff management) the staff member `staffId`'s. */
export function useStaffLogins(staffId: string, page: { cursor: number | undefined; limit: number }) {
  return useQuery({
    queryKey: ['staff-logins', staffId, page],
    queryFn: ({ signal }) =>
      callApi(staffId ? `/api/backoffice/staff/${staffId}/logins` : '/api/backoffice/logins', {
        query: page,
        schema: staffLoginsResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
