import { Outlet } from 'react-router';

/** Blank layout (spec §2.2): the page alone, e.g. the saved payment slip. */
export default function BlankLayout() {
  return (
    <main id="main" className="min-h-dvh">
      <Outlet />
    </main>
  );
}
