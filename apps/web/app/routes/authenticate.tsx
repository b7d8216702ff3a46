import { useTranslation } from '../lib/i18n';

import { pageMeta } from '../shell/meta';
import { PageHeading } from '../shell/page-heading';

export const meta = pageMeta('authenticate');

/** /authenticate and /authentication. */
export default function AuthenticatePage() {
  const { t } = useTranslation();
  return <PageHeading title={t('pages.authenticate')} />;
}
