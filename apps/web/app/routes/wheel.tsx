import type { LoaderFunctionArgs } from 'react-router';
import { CreditSummary } from '../features/member/components/credit';
import { WheelPage } from '../features/wheel/components/wheel-page';
import { requireMember } from '../lib/guards.server';
import { textMeta } from '../shell/meta';

export const meta = textMeta('wheel.title');

/** Members only: a guest goes to /login and comes back here after logging in. */
export function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  return null;
}

/** The lucky wheel (issue 31, decision 73), reached by its address and from its verify page. */
export default function WheelRoute() {
  // Below 640 px the header hides the credit: the page shows it, so that a prize is seen landing.
  return <WheelPage credit={<CreditSummary className="sm:hidden" />} />;
}
