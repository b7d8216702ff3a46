import type { LoaderFunctionArgs } from 'react-router';
import { VipPage } from '../features/loyalty/components/vip-page';
import { requireMember } from '../lib/guards.server';
import { textMeta } from '../shell/meta';

export const meta = textMeta('loyalty.vip.title');

/** Members only: a guest goes to /login and comes back here after logging in. */
export function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  return null;
}

/** The member's VIP level, the next one and each level's perks (issue 31). */
export default function VipRoute() {
  return <VipPage />;
}
