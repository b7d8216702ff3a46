import { useTranslation } from 'react-i18next';

import { pageMeta } from '../shell/meta';
import { PageHeading } from '../shell/page-heading';

export const meta = pageMeta('referral');

/** /referral and /ref: the referral programme comes with a later issue. */
export default function ReferralPage() {
  const { t } = useTranslation();
  return <PageHeading title={t('pages.referral')} />;
}
