import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { requireMember } from '../lib/guards.server';
import { pageMeta } from '../shell/meta';
import { PageHeading } from '../shell/page-heading';

export const meta = pageMeta('history');

/** Members only: a guest goes to /login and comes back here after logging in. */
export function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  return null;
}
/** History of deposits and withdrawals: comes with the deposit/withdraw issues. */
export default function HistoryPage() {
  const { t } = useTranslation();
  return <PageHeading title={t('pages.history')} />;
}
