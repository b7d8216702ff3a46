import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { requireMember } from '../lib/guards.server';
import { pageMeta } from '../shell/meta';
import { PageHeading } from '../shell/page-heading';

export const meta = pageMeta('deposit');

/** Members only: a guest goes to /login and comes back here after logging in. */
export function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  return null;
}
/** Deposit: the deposit popups come with the deposit issue. */
export default function DepositPage() {
  const { t } = useTranslation();
  return <PageHeading title={t('pages.deposit')} />;
}
