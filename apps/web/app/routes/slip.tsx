import { useTranslation } from 'react-i18next';

import { pageMeta } from '../shell/meta';
import { PageHeading } from '../shell/page-heading';

export const meta = pageMeta('slip');

/** The saved QR payment slip: comes with the deposit issue. */
export default function SlipPage() {
  const { t } = useTranslation();
  return <PageHeading title={t('pages.slip')} />;
}
