import { successResponse } from '@chaba/contracts/auth';
import {
  inviteStaffResponse,
  staffListResponse,
  type StaffListResponse,
} from '@chaba/contracts/staff-management';
import type { StaffRole } from '@chaba/contracts/staff-permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export type StaffMember = StaffListResponse['data'][number];

const staffKeys = { all: ['staff'] as const };

/** Every staff account: a short list (a casino has tens of staff, not thousands). */
export function useStaffList() {
  return useQuery({
    queryKey: staffKeys.all,
    queryFn: ({ signal }) => callApi('/api/backoffice/staff', { schema: staffListResponse, signal }),
  });
}

function useStaffMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

/** A new account with a one-time password, shown once: the new staff member changes it at first login. */
export function useInviteStaff() {
  return useStaffMutation((body: { username: string; role: StaffRole }) =>
    callApi('/api/backoffice/staff', { method: 'POST', body, schema: inviteStaffResponse }),
  );
}

export function useChangeStaffRole() {
  return useStaffMutation(({ id, role }: { id: number; role: StaffRole }) =>
    callApi(`/api/backoffice/staff/${id}/role`, { method: 'POST', body: { role }, schema: successResponse }),
  );
}

/** Disables (every session ends) or enables again; the server keeps the last owner enabled. */
export function useSetStaffDisabled() {
  return useStaffMutation(({ id, disabled }: { id: number; disabled: boolean }) =>
    callApi(`/api/backoffice/staff/${id}/${disabled ? 'disable' : 'enable'}`, {
      method: 'POST',
      schema: successResponse,
    }),
  );
}

/** Forgets a staff member's second factor (a lost phone): they set up a new one at their next login. */
export function useResetSecondFactor() {
  return useStaffMutation((id: number) =>
    callApi(`/api/backoffice/staff/${id}/second-factor/reset`, { method: 'POST', schema: successResponse }),
  );
}

/**
 * A staff member's own limit, baht; null clears it: the largest withdrawal they may approve
 * (`approval`, decision 51) or adjustment they may make or approve (`adjustment`, decision 66).
 */
export function useChangeLimit(kind: 'approval' | 'adjustment') {
  return useStaffMutation(({ id, limit }: { id: number; limit: number | null }) =>
    callApi(`/api/backoffice/staff/${id}/${kind}-limit`, {
      method: 'POST',
      body: { [`${kind}_limit`]: limit },
      schema: successResponse,
    }),
  );
}
