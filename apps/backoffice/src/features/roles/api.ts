import { successResponse } from '@chaba/contracts/auth';
import {
  staffRoleResponse,
  staffRolesResponse,
  type CreateStaffRoleRequest,
  type StaffRoleView,
  type UpdateStaffRoleRequest,
} from '@chaba/contracts/staff-roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { staffListPath } from '../staff/api';

export type StaffRoleItem = StaffRoleView;

const roleKeys = { all: ['staff-roles'] as const };

/** Every role, the five built in first (also the staff page's role names and choices). */
export function useRoles() {
  return useQuery({
    queryKey: roleKeys.all,
    queryFn: ({ signal }) => callApi('/api/backoffice/roles', { schema: staffRolesResponse, signal }),
    select: (answer) => answer.data,
  });
}

function useRoleMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: roleKeys.all });
      // The signed-in owner's own answer is unchanged, but a role's names show on the staff page.
      await queryClient.invalidateQueries({ queryKey: [staffListPath] });
    },
  });
}

export function useCreateRole() {
  return useRoleMutation((body: CreateStaffRoleRequest) =>
    callApi('/api/backoffice/roles', { method: 'POST', body, schema: staffRoleResponse }),
  );
}

export function useUpdateRole() {
  return useRoleMutation(({ key, ...body }: UpdateStaffRoleRequest & { key: string }) =>
    callApi(`/api/backoffice/roles/${encodeURIComponent(key)}`, {
      method: 'PUT',
      body,
      schema: staffRoleResponse,
    }),
  );
}

export function useDeleteRole() {
  return useRoleMutation((key: string) =>
    callApi(`/api/backoffice/roles/${encodeURIComponent(key)}`, {
      method: 'DELETE',
      schema: successResponse,
    }),
  );
}
