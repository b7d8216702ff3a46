import type { StaffPermission } from '@chaba/contracts/staff-permissions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useCan, usePermissions } from '../lib/me';
import { useSession } from '../lib/session';
import { EmptyState } from '../ui/page';
import { navigation, roleSees } from './navigation';

/** The desks need a session; without one the login opens, and brings the staff member back after. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const back = location.pathname + location.search;
    return (
      <Navigate to={back && back !== '/' ? `/login?next=${encodeURIComponent(back)}` : '/login'} replace />
    );
  }
  return <Outlet />;
}

/** A desk the role does not allow says so instead of showing a list the server would refuse. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: StaffPermission;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!useCan(permission)) {
    return (
      <EmptyState>
        <p className="mb-3">{t('common.forbidden')}</p>
        <Link to="/" className="text-accent-600 hover:underline">
          {t('common.home')}
        </Link>
      </EmptyState>
    );
  }
  return children;
}

/** The start page: the dashboard for the roles that see the figures, else the first desk they may open. */
export function HomeRedirect() {
  const permissions = usePermissions();
  const seesFigures = useCan('reports.view');
  if (seesFigures) return <Navigate to="/dashboard" replace />;
  const first = navigation.find((item) => roleSees(permissions, item));
  return <Navigate to={first?.path ?? '/jobs'} replace />;
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState>
      <p className="mb-3">{t('common.notFound')}</p>
      <Link to="/" className="text-accent-600 hover:underline">
        {t('common.home')}
      </Link>
    </EmptyState>
  );
}
