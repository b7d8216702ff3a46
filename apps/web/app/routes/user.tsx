import { useTranslation } from '../lib/i18n';
import type { LoaderFunctionArgs } from 'react-router';
import { requireMember } from '../lib/guards.server';
import { pageMeta } from '../shell/meta';
import { PageHeading } from '../shell/page-heading';

export const meta = pageMeta('user');

/** Members only: a guest goes to /login and comes back here after logging in. */
export function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  return null;
}
/** /u and /u/:id: user pages come with a later issue. */
export default function UserPage() {
  const { t } = useTranslation();
  return <PageHeading title={t('pages.user')} />;
}
