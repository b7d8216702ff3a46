import { useTranslation } from '../lib/i18n';
import { PartnerPage } from '../features/affiliate/components/partner-page';
import { pageMeta } from '../shell/meta';

export const meta = pageMeta('affiliate');

/** /affiliate: the partner page of a member who is an affiliate (issue 29). */
export default function AffiliateRoute() {
  const { t } = useTranslation();
  return <PartnerPage title={t('pages.affiliate')} />;
}
