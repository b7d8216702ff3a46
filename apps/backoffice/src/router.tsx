import type { StaffPermission } from '@chaba/contracts/staff-permissions';
import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useSearchParams, type RouteObject } from 'react-router';
import { LoginPage } from './features/auth/login-page';
import { useSession } from './lib/session';
import { AppShell } from './shell/app-shell';
import { HomeRedirect, NotFound, RequirePermission, RequireSession } from './shell/guards';

/*
 * The desks load when first opened (each its own chunk): a phone signing in downloads the login and
 * the shell, not every desk's tables and forms.
 */
const AdjustmentsPage = lazy(() =>
  import('./features/adjustments/adjustments-page').then((module) => ({ default: module.AdjustmentsPage })),
);
const AuditPage = lazy(() =>
  import('./features/audit/audit-page').then((module) => ({ default: module.AuditPage })),
);
const DepositsPage = lazy(() =>
  import('./features/deposits/deposits-page').then((module) => ({ default: module.DepositsPage })),
);
const JobsPage = lazy(() =>
  import('./features/jobs/jobs-page').then((module) => ({ default: module.JobsPage })),
);
const MemberPage = lazy(() =>
  import('./features/members/member-page').then((module) => ({ default: module.MemberPage })),
);
const MembersPage = lazy(() =>
  import('./features/members/members-page').then((module) => ({ default: module.MembersPage })),
);
const SessionsPage = lazy(() =>
  import('./features/sessions/sessions-page').then((module) => ({ default: module.SessionsPage })),
);
const StaffPage = lazy(() =>
  import('./features/staff/staff-page').then((module) => ({ default: module.StaffPage })),
);
const WithdrawalsPage = lazy(() =>
  import('./features/withdrawals/withdrawals-page').then((module) => ({ default: module.WithdrawalsPage })),
);

/** After the login: back to the desk the staff member was sent away from, if it is one of ours. */
function LoginRoute() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  if (session) return <Navigate to={next?.startsWith('/') && !next.startsWith('//') ? next : '/'} replace />;
  return <LoginPage />;
}

/** A desk of the shell, behind the permission its role needs (the server checks every call too). */
function desk(path: string, permission: StaffPermission, page: ReactNode): RouteObject {
  return { path, element: <RequirePermission permission={permission}>{page}</RequirePermission> };
}

export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginRoute /> },
    {
      element: <RequireSession />,
      children: [
        {
          element: <AppShell />,
          children: [
            { index: true, element: <HomeRedirect /> },
            desk('withdrawals', 'withdrawals.view', <WithdrawalsPage />),
            desk('deposits', 'deposits.view', <DepositsPage />),
            desk('adjustments', 'adjustments.view', <AdjustmentsPage />),
            desk('members', 'members.view', <MembersPage />),
            desk('members/:id', 'members.view', <MemberPage />),
            desk('staff', 'staff.manage', <StaffPage />),
            {
              path: 'sessions',
              element: <SessionsPage />,
            },
            desk('audit', 'audit.view', <AuditPage />),
            desk('jobs', 'jobs.view', <JobsPage />),
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ],
  { basename: '/backoffice' },
);
