import { roleCan, type StaffPermission, type StaffRole } from '@chaba/contracts/staff-permissions';
import { staffMeResponse } from '@chaba/contracts/staff-auth';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api';
import { useSession } from './session';

/**
 * The signed-in staff member as the server knows them now (`GET /api/backoffice/me`): a role changed
 * by an owner shows at the next refresh, without a new login.
 */
export function useMe() {
  const session = useSession();
  return useQuery({
    queryKey: ['me', session?.token],
    queryFn: ({ signal }) => callApi('/api/backoffice/me', { schema: staffMeResponse, signal }),
    enabled: session !== null,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    select: (answer) => answer.data,
  });
}

/** The staff member's role: the server's when known, the login's until then. */
export function useRole(): StaffRole | undefined {
  const me = useMe();
  const session = useSession();
  return me.data?.role ?? session?.role;
}

/**
 * Whether the signed-in staff member may do something: the console hides what the role cannot do,
 * from the permissions the server answered (the same table it enforces on every call); until it
 * answers, from the login's role and the contracts' table.
 */
export function useCan(permission: StaffPermission): boolean {
  const me = useMe();
  const session = useSession();
  if (me.data) return me.data.permissions.includes(permission);
  return session ? roleCan(session.role, permission) : false;
}
