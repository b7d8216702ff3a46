import type { LoaderFunctionArgs } from 'react-router';
import { CheckinPage } from '../features/loyalty/components/checkin-page';
import { CreditSummary, creditOf } from '../features/member/components/credit';
import { requireMember } from '../lib/guards.server';
import { textMeta } from '../shell/meta';

export const meta = textMeta('loyalty.checkin.title');

/** Members only: a guest goes to /login and comes back here after logging in. */
export function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  return null;
}

/** The daily check-in: seven days of prizes, a Bangkok day each (issue 31). */
export default function CheckinRoute() {
  return <CheckinPage credit={<CreditSummary />} balanceOf={(profile) => creditOf(profile.games)} />;
}
