import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/page';
import { Tabs } from '../../ui/tabs';
import { ActivitiesTab } from './activities-tab';
import { AnnouncementsTab } from './announcements-tab';
import { BannersTab } from './banners-tab';
import { GamesTab } from './games-tab';
import { PagesTab } from './pages-tab';
import { PromotionsTab } from './promotions-tab';
import { StudiosTab } from './studios-tab';

const tabs = ['promotions', 'activities', 'announcements', 'banners', 'pages', 'games', 'studios'] as const;
type ContentTab = (typeof tabs)[number];

const tabViews: Record<ContentTab, () => React.JSX.Element> = {
  promotions: PromotionsTab,
  activities: ActivitiesTab,
  announcements: AnnouncementsTab,
  banners: BannersTab,
  pages: PagesTab,
  games: GamesTab,
  studios: StudiosTab,
};

/**
 * The content desk (`content.manage`): what players see on the member site, one tab per kind, the
 * tab and the record being edited in the URL. Every save reaches the site at once.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('tab');
  const tab: ContentTab = (tabs as readonly string[]).includes(raw ?? '')
    ? (raw as ContentTab)
    : 'promotions';
  const View = tabViews[tab];
  return (
    <div>
      <PageHeader title={t('content.title')} subtitle={t('content.subtitle')} />
      <div className="mb-4">
        <Tabs
          label={t('content.title')}
          value={tab}
          options={tabs.map((value) => ({ value, label: t(`content.tabs.${value}`) }))}
          onChange={(value) => setSearchParams({ tab: value })}
        />
      </div>
      <View />
    </div>
  );
}
