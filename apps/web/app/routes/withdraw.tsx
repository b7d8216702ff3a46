import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { requireMember } from '../lib/guards.server';
import { pageMeta } from '../shell/meta';
import { PageHeading } from '../shell/page-heading';

export const meta = pageMeta('withdraw');

/** Members only: a guest goes to /login and comes back here after logging in. */
export function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  return null;
}
/** Withdraw: the withdraw popups come with the withdraw issue. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  return <PageHeading title={t('pages.withdraw')} />;
}
