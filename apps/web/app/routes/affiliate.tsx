import { useTranslation } from '../lib/i18n';
import { ReferralProgrammePage } from '../features/referral/components/referral-programme-page';
import { pageMeta } from '../shell/meta';

export const meta = pageMeta('affiliate');

/** /affiliate: the referral programme, plus how marketing partners get their own link. */
export default function AffiliateRoute() {
  const { t } = useTranslation();
  return <ReferralProgrammePage title={t('pages.affiliate')} forPartners />;
}
