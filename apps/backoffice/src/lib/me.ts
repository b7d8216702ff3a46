import { isBuiltInRole, type StaffPermission, type StaffRole } from '@chaba/contracts/staff-permissions';
import { staffMeResponse } from '@chaba/contracts/staff-auth';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
 * What the signed-in staff member may do, as the server answered it (the role's row it enforces on
 * every call, decision 66): `GET /api/backoffice/me`, and until it answers the login's answer.
 */
export function usePermissions(): readonly StaffPermission[] {
  const me = useMe();
  const session = useSession();
  return me.data?.permissions ?? session?.permissions ?? [];
}

/** Whether the signed-in staff member may do something: the console hides what the role cannot do. */
export function useCan(permission: StaffPermission): boolean {
  return usePermissions().includes(permission);
}

/** A role's name in the console's language: its row's names (roles an owner made have only these). */
export function roleName(role: { name_th: string; name_en: string }, language: string): string {
  return language === 'en' ? role.name_en : role.name_th;
}

/** The signed-in staff member's role, named: the server's names, the catalogue's until it answers. */
export function useRoleName(): string | undefined {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const role = useRole();
  if (me.data)
    return roleName({ name_th: me.data.role_name.th, name_en: me.data.role_name.en }, i18n.language);
  return role && isBuiltInRole(role) ? t(`roles.${role}`) : role;
}
