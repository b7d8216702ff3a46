import type { LoaderFunctionArgs } from 'react-router';
import { HomePage } from '../features/home/components/home-page';
import { redirectMember } from '../lib/guards.server';
import { pageMeta } from '../shell/meta';
import { useRoutePopup } from '../shell/route-popup';

/** Opens with the page in the server render too (see root: the popup mode starts from this handle). */
export const handle = { popup: 'Register' };

export const meta = pageMeta('register');

/** Guest-only: a member is sent home or to the remembered path. */
export function loader({ request }: LoaderFunctionArgs) {
  redirectMember(request);
  return null;
}

/** The home page with the Register popup open (spec §2.1). */
export default function RegisterPage() {
  useRoutePopup('Register');
  return <HomePage />;
}
