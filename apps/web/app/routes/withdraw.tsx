import type { LoaderFunctionArgs } from 'react-router';
import { MoneyRequestPage } from '../ui/money-request-page';
import { requireMember } from '../lib/guards.server';
import { pageMeta } from '../shell/meta';

export const meta = pageMeta('withdraw');

/** Members only: a guest goes to /login and comes back here after logging in. */
export function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  return null;
}

/** Withdraw (spec §2.1): the page opens the withdraw flow. */
export default function WithdrawRoute() {
  return <MoneyRequestPage kind="withdraw" />;
}
