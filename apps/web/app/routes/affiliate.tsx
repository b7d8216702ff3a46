import { useTranslation } from 'react-i18next';

import { pageMeta } from '../shell/meta';
import { PageHeading } from '../shell/page-heading';

export const meta = pageMeta('affiliate');

/** Affiliate landing page: the affiliate programme comes with a later issue. */
export default function AffiliatePage() {
  const { t } = useTranslation();
  return <PageHeading title={t('pages.affiliate')} />;
}
