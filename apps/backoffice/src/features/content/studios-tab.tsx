import type { StaffStudio } from '@chaba/contracts/backoffice-games';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../lib/forms';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { OnOffButton, OrderInput } from './game-columns';
import { useStudios, useSwitchStudio } from './games-api';

/** The aggregators' studios: logo, games, on or off (the lobby hides a switched-off studio's games), order. */
export function StudiosTab() {
  const { t } = useTranslation();
  const studios = useStudios();
  const columns = useStudioColumns();
  return (
    <Panel
      className="overflow-hidden"
      title={<span className="font-normal text-zinc-600">{t('catalogue.studios.hint')}</span>}
    >
      <DataTable
        testId="studios-table"
        columns={columns}
        rows={studios.data?.data}
        rowKey={(studio) => studio.id}
        empty={t('catalogue.studios.empty')}
        {...queryStatus(studios)}
      />
    </Panel>
  );
}

function useStudioColumns(): Column<StaffStudio>[] {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const switchStudio = useSwitchStudio();
  return useMemo(() => {
    const change = (studio: StaffStudio, switches: { active?: boolean; sort_order?: number }) =>
      switchStudio.mutate(
        { id: studio.id, switches },
        {
          onSuccess: () => toast(t('catalogue.savedOne')),
          onError: (error) => toast(messageOf(error), 'error'),
        },
      );
    return [
      {
        id: 'name',
        header: t('catalogue.studios.name'),
        mobile: 'title',
        cell: (studio) => <StudioName studio={studio} />,
      },
      {
        id: 'games',
        header: t('catalogue.studios.games'),
        align: 'right',
        cell: (studio) => studio.games.toLocaleString('en-US'),
      },
      {
        id: 'shown',
        header: t('catalogue.studios.shown'),
        align: 'right',
        cell: (studio) => studio.games_shown.toLocaleString('en-US'),
      },
      {
        id: 'state',
        header: t('catalogue.studios.state'),
        cell: (studio) => (
          <Badge tone={studio.active ? 'success' : 'neutral'}>
            {studio.active ? t('catalogue.on') : t('catalogue.off')}
          </Badge>
        ),
      },
      {
        id: 'order',
        header: t('catalogue.studios.order'),
        cell: (studio) => (
          <OrderInput
            key={`${studio.id}-${studio.sort_order}`}
            value={studio.sort_order}
            label={t('catalogue.orderOf', { name: studio.name })}
            onCommit={(sortOrder) => change(studio, { sort_order: sortOrder })}
          />
        ),
      },
      {
        id: 'actions',
        header: t('catalogue.columns.actions'),
        mobile: 'actions',
        cell: (studio) => (
          <StudioActions
            studio={studio}
            onSwitch={() => change(studio, { active: !studio.active })}
            onShowGames={() => setSearchParams({ tab: 'games', studio_id: String(studio.id) })}
          />
        ),
      },
    ];
  }, [t, switchStudio, setSearchParams]);
}

function StudioName({ studio }: { studio: StaffStudio }) {
  return (
    <div className="flex items-center gap-2.5">
      {studio.logo_url ? (
        <img src={studio.logo_url} alt="" className="h-8 w-12 shrink-0 object-contain" loading="lazy" />
      ) : (
        <span className="h-8 w-12 shrink-0 rounded bg-zinc-100" aria-hidden="true" />
      )}
      <div className="min-w-0">
        <p className="text-[13px] font-medium">{studio.name}</p>
        <p className="font-mono text-[11px] text-zinc-500">
          {studio.provider}/{studio.code}
        </p>
      </div>
    </div>
  );
}

function StudioActions({
  studio,
  onSwitch,
  onShowGames,
}: {
  studio: StaffStudio;
  onSwitch: () => void;
  onShowGames: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-1.5 md:flex-nowrap">
      <OnOffButton
        active={studio.active}
        name={studio.name}
        texts={[t('catalogue.studios.switchOn'), t('catalogue.studios.switchOff')]}
        onClick={onSwitch}
      />
      <Button size="sm" variant="ghost" onClick={onShowGames}>
        {t('catalogue.studios.showGames')}
      </Button>
    </div>
  );
}
