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
const CashbackPage = lazy(() =>
  import('./features/cashback/cashback-page').then((module) => ({ default: module.CashbackPage })),
);
const CouponsPage = lazy(() =>
  import('./features/coupons/coupons-page').then((module) => ({ default: module.CouponsPage })),
);
const WheelPage = lazy(() =>
  import('./features/wheel/wheel-page').then((module) => ({ default: module.WheelPage })),
);
const LinePage = lazy(() =>
  import('./features/line/line-page').then((module) => ({ default: module.LinePage })),
);
const VipPage = lazy(() => import('./features/vip/vip-page').then((module) => ({ default: module.VipPage })));
const BankDevicesPage = lazy(() =>
  import('./features/bank-devices/bank-devices-page').then((module) => ({ default: module.BankDevicesPage })),
);
const BankOperationsPage = lazy(() =>
  import('./features/bank-operations/bank-operations-page').then((module) => ({
    default: module.BankOperationsPage,
  })),
);
const BankMessagesPage = lazy(() =>
  import('./features/bank-devices/bank-messages-page').then((module) => ({
    default: module.BankMessagesPage,
  })),
);
const AffiliatesPage = lazy(() =>
  import('./features/affiliates/affiliates-page').then((module) => ({ default: module.AffiliatesPage })),
);
const AuditPage = lazy(() =>
  import('./features/audit/audit-page').then((module) => ({ default: module.AuditPage })),
);
const DashboardPage = lazy(() =>
  import('./features/dashboard/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);
const ReportsPage = lazy(() =>
  import('./features/reports/reports-page').then((module) => ({ default: module.ReportsPage })),
);
const ContentPage = lazy(() =>
  import('./features/content/content-page').then((module) => ({ default: module.ContentPage })),
);
const DepositListPage = lazy(() =>
  import('./features/deposits/deposit-list-page').then((module) => ({ default: module.DepositListPage })),
);
const StatementLineListPage = lazy(() =>
  import('./features/deposits/statement-line-list-page').then((module) => ({
    default: module.StatementLineListPage,
  })),
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
const RiskPage = lazy(() =>
  import('./features/risk/risk-page').then((module) => ({ default: module.RiskPage })),
);
const DocumentsPage = lazy(() =>
  import('./features/documents/documents-page').then((module) => ({ default: module.DocumentsPage })),
);
const AlertsPage = lazy(() =>
  import('./features/alerts/alerts-page').then((module) => ({ default: module.AlertsPage })),
);
const SessionsPage = lazy(() =>
  import('./features/sessions/sessions-page').then((module) => ({ default: module.SessionsPage })),
);
const SettingsPage = lazy(() =>
  import('./features/settings/settings-page').then((module) => ({ default: module.SettingsPage })),
);
const RolesPage = lazy(() =>
  import('./features/roles/roles-page').then((module) => ({ default: module.RolesPage })),
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
            desk('dashboard', 'reports.view', <DashboardPage />),
            desk('reports', 'reports.view', <ReportsPage />),
            desk('withdrawals', 'withdrawals.view', <WithdrawalsPage />),
            desk('deposits', 'deposits.view', <DepositsPage />),
            desk('deposits/all', 'deposits.view', <DepositListPage />),
            desk('deposits/transfers', 'deposits.view', <StatementLineListPage />),
            desk('bank-messages', 'deposits.decide', <BankMessagesPage />),
            desk('adjustments', 'adjustments.view', <AdjustmentsPage />),
            desk('cashback', 'cashback.manage', <CashbackPage />),
            desk('coupons', 'coupons.manage', <CouponsPage />),
            desk('line', 'line.send', <LinePage />),
            desk('vip', 'vip.manage', <VipPage />),
            desk('wheel', 'wheel.manage', <WheelPage />),
            desk('members', 'members.view', <MembersPage />),
            desk('members/:id', 'members.view', <MemberPage />),
            desk('content', 'content.manage', <ContentPage />),
            desk('staff', 'staff.manage', <StaffPage />),
            desk('roles', 'staff.manage', <RolesPage />),
            {
              path: 'sessions',
              element: <SessionsPage />,
            },
            desk('risk', 'risk.view', <RiskPage />),
            desk('documents', 'documents.review', <DocumentsPage />),
            desk('affiliates', 'affiliates.manage', <AffiliatesPage />),
            desk('bank-operations', 'settings.manage', <BankOperationsPage />),
            desk('bank-devices', 'settings.manage', <BankDevicesPage />),
            desk('alerts', 'settings.manage', <AlertsPage />),
            desk('audit', 'audit.view', <AuditPage />),
            desk('jobs', 'jobs.view', <JobsPage />),
            desk('settings', 'settings.manage', <SettingsPage />),
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ],
  { basename: '/backoffice' },
);
