import type { LoaderFunctionArgs } from 'react-router';
import { HistoryPage } from '../features/history/components/history-page';
import { requireMember } from '../lib/guards.server';
import { pageMeta } from '../shell/meta';

export const meta = pageMeta('history');

/** Members only: a guest goes to /login and comes back here after logging in. */
export function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  return null;
}

/** Deposit and withdraw history (spec §2.1, §2.4). */
export default function HistoryRoute() {
  return <HistoryPage />;
}
