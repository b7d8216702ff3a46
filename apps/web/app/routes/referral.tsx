import { useTranslation } from '../lib/i18n';
import { ReferralProgrammePage } from '../features/referral/components/referral-programme-page';
import { pageMeta } from '../shell/meta';

export const meta = pageMeta('referral');

/** /referral and /ref: the three-level referral programme (spec §2.1). */
export default function ReferralRoute() {
  const { t } = useTranslation();
  return <ReferralProgrammePage title={t('pages.referral')} />;
}
