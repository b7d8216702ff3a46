import type { StaffCatalogueGame } from '@chaba/contracts/backoffice-games';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/forms';
import { useListParams } from '../../lib/list-params';
import { DataTable, queryStatus } from '../../ui/data-table';
import { Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { GameBulkBar } from './game-bulk-bar';
import { useGameColumns } from './game-columns';
import { GameEditDialog } from './game-edit-dialog';
import { GameFilterBar } from './game-filter-bar';
import {
  gamePageSize,
  noGameFilters,
  useGameCatalogue,
  useStudios,
  useSwitchGame,
  type GameSwitches,
} from './games-api';

/**
 * The game catalogue (issue 28): thousands of games, a page at a time from the server, searched
 * and filtered in the URL; each game switched on or off, featured, ordered or edited; the ticked
 * rows or every game of a search switched at once.
 */
export function GamesTab() {
  const { t } = useTranslation();
  const list = useListParams(noGameFilters);
  const catalogue = useGameCatalogue(list.filters, list.pageIndex);
  const studios = useStudios();
  const switchGame = useSwitchGame();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<StaffCatalogueGame | null>(null);
  const rows = catalogue.data?.data;

  const onSelect = useCallback((ids: number[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const onSwitch = useCallback(
    (game: StaffCatalogueGame, switches: GameSwitches) =>
      switchGame.mutate(
        { id: game.id, switches },
        {
          onSuccess: () => toast(t('catalogue.savedOne')),
          onError: (error) => toast(messageOf(error), 'error'),
        },
      ),
    [switchGame, t],
  );
  const columns = useGameColumns({ rows: rows ?? [], selected, onSelect, onSwitch, onEdit: setEditing });

  return (
    <div className="space-y-3">
      <GameFilterBar
        key={JSON.stringify(list.filters)}
        filters={list.filters}
        providers={catalogue.data?.providers ?? []}
        studios={studios.data?.data ?? []}
        onChange={(filters) => {
          setSelected(new Set());
          list.setFilters(filters);
        }}
      />
      <Panel
        className="overflow-hidden"
        title={
          <GameBulkBar
            filters={list.filters}
            selectedIds={[...selected]}
            total={catalogue.data?.total}
            onDone={() => setSelected(new Set())}
          />
        }
      >
        <DataTable
          testId="games-table"
          columns={columns}
          rows={rows}
          rowKey={(game) => game.id}
          page={
            catalogue.data
              ? { pageIndex: list.pageIndex, pageSize: gamePageSize, total: catalogue.data.total }
              : undefined
          }
          onPageChange={list.setPage}
          empty={t('catalogue.empty')}
          {...queryStatus(catalogue)}
        />
      </Panel>
      <GameEditDialog game={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
