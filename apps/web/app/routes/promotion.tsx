import { useTranslation } from 'react-i18next';

import { pageMeta } from '../shell/meta';
import { PageHeading } from '../shell/page-heading';

export const meta = pageMeta('promotion');

/** Promotions: the list comes with the promotions issue. */
export default function PromotionPage() {
  const { t } = useTranslation();
  return <PageHeading title={t('pages.promotion')} />;
}
