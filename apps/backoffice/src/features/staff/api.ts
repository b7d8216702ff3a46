import { successResponse } from '@chaba/contracts/auth';
import type { StaffListPage } from '@chaba/contracts/oversight-lists';
import { inviteStaffResponse } from '@chaba/contracts/staff-management';
import type { StaffRole } from '@chaba/contracts/staff-permissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export type StaffMember = StaffListPage['data'][number];

/** The staff list (issue 30, decision 69): its query key is its path, as every list page's. */
export const staffListPath = '/api/backoffice/lists/staff';

/** A change of a staff account, after which the staff list asks again. */
function useStaffMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [staffListPath] }),
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
