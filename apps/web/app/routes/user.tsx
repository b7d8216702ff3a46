import { useTranslation } from '../lib/i18n';
import { lineErrorParameter, lineOutcomeParameter } from '@chaba/contracts/line-login-outcomes';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { requireMember } from '../lib/guards.server';
import { pageMeta } from '../shell/meta';
import { PageHeading } from '../shell/page-heading';
import { useRoutePopup } from '../shell/route-popup';

export const meta = pageMeta('user');

/** Members only: a guest goes to /login and comes back here after logging in. */
export function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  return null;
}
/**
 * /u and /u/:id: user pages come with a later issue. LINE Login's link comes back here
 * (`?line=linked` or `?line_error=`, decision 70): the information popup opens to tell it.
 */
export default function UserPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const fromLine = searchParams.has(lineOutcomeParameter) || searchParams.has(lineErrorParameter);
  return (
    <>
      <PageHeading title={t('pages.user')} />
      {fromLine ? <InformationFromLine /> : null}
    </>
  );
}

function InformationFromLine() {
  useRoutePopup('InformationTab');
  return null;
}
