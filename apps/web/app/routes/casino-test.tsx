import { useTranslation } from 'react-i18next';

import { pageMeta } from '../shell/meta';
import { PageHeading } from '../shell/page-heading';

export const meta = pageMeta('casinoTest');

/** Trial play: comes with the games issue. */
export default function CasinoTestPage() {
  const { t } = useTranslation();
  return <PageHeading title={t('pages.casinoTest')} />;
}
