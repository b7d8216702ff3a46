import { Outlet } from 'react-router';
import { MaintenanceBanner } from '../../features/maintenance/components/maintenance-notice';

/** Blank layout (spec §2.2): the page alone, e.g. the saved payment slip; the maintenance notice above it. */
export default function BlankLayout() {
  return (
    <>
      <MaintenanceBanner />
      <main id="main" className="min-h-dvh">
        <Outlet />
      </main>
    </>
  );
}
