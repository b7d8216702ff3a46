import { useTranslation } from 'react-i18next';

import { pageMeta } from '../shell/meta';
import { PageHeading } from '../shell/page-heading';

export const meta = pageMeta('article');

/** Articles: content comes with a later issue. */
export default function ArticlePage() {
  const { t } = useTranslation();
  return <PageHeading title={t('pages.article')} />;
}
