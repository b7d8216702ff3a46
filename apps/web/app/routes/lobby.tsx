import { useTranslation } from 'react-i18next';

import { pageMeta } from '../shell/meta';
import { PageHeading } from '../shell/page-heading';

export const meta = pageMeta('lobby');

/** /lobby and /lobby/:id: the game lobby comes with the games issue. */
export default function LobbyPage() {
  const { t } = useTranslation();
  return <PageHeading title={t('pages.lobby')} />;
}
