import { staffGameResponse, type GameValues } from '@chaba/contracts/backoffice-content';
import {
  gameBulkResponse,
  staffCatalogueGameResponse,
  staffGamesResponse,
  staffStudioResponse,
  staffStudiosResponse,
  type StaffCatalogueGame,
} from '@chaba/contracts/backoffice-games';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

const gamesPath = '/api/backoffice/content/games';
const studiosPath = '/api/backoffice/content/studios';

/** The catalogue's filters as the URL and the API hold them (text; empty: any). */
export const noGameFilters = {
  q: '',
  provider: '',
  studio_id: '',
  category: '',
  active: '',
  featured: '',
  available: '',
  order: 'lobby',
};
export type GameFilters = typeof noGameFilters;

/** The filters the API takes: empty ones left out. */
export function gameFilterQuery(filters: GameFilters) {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== ''),
  ) as Partial<GameFilters>;
}

export const gamePageSize = 50;

/** One page of the catalogue (the server counts the rest); the page before stays shown while the next loads. */
export function useGameCatalogue(filters: GameFilters, pageIndex: number) {
  return useQuery({
    queryKey: [gamesPath, filters, pageIndex],
    queryFn: ({ signal }) =>
      callApi(gamesPath, {
        query: { ...gameFilterQuery(filters), page: pageIndex + 1, limit: gamePageSize },
        schema: staffGamesResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** After a change the catalogue and the studios' counts are read again. */
function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [gamesPath] }),
      queryClient.invalidateQueries({ queryKey: [studiosPath] }),
    ]);
}

export type GameSwitches = Partial<Pick<StaffCatalogueGame, 'active' | 'featured' | 'sort_order'>>;

export function useSwitchGame() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ id, switches }: { id: number; switches: GameSwitches }) =>
      callApi(`${gamesPath}/${id}`, { method: 'PATCH', body: switches, schema: staffCatalogueGameResponse }),
    onSettled: refresh,
  });
}

/** The games of a bulk change: the rows ticked, or every game the filters match. */
export type GameBulkSelection = { ids: number[] } | { filters: GameFilters };

export function useBulkSwitchGames() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({
      selection,
      switches,
    }: {
      selection: GameBulkSelection;
      switches: Pick<GameSwitches, 'active' | 'featured'>;
    }) =>
      callApi(`${gamesPath}/bulk`, {
        method: 'POST',
        body: { ...bulkTarget(selection), ...switches },
        schema: gameBulkResponse,
      }),
    onSettled: refresh,
  });
}

/** A filter of the URL (text) as the bulk change's JSON (numbers and yes/no). */
function bulkTarget(selection: GameBulkSelection) {
  if ('ids' in selection) return { ids: selection.ids };
  const {
    order: _order,
    studio_id,
    active,
    featured,
    available,
    ...text
  } = gameFilterQuery(selection.filters);
  const yesNo = (value: string | undefined) => (value === undefined ? undefined : value === 'true');
  return {
    filter: {
      ...text,
      studio_id: studio_id === undefined ? undefined : Number(studio_id),
      active: yesNo(active),
      featured: yesNo(featured),
      available: yesNo(available),
    },
  };
}

export function useSaveGame() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: GameValues }) =>
      callApi(`${gamesPath}/${id}`, { method: 'PUT', body: values, schema: staffGameResponse }),
    onSettled: refresh,
  });
}

export function useStudios() {
  return useQuery({
    queryKey: [studiosPath],
    queryFn: ({ signal }) => callApi(studiosPath, { schema: staffStudiosResponse, signal }),
  });
}

export function useSwitchStudio() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ id, switches }: { id: number; switches: { active?: boolean; sort_order?: number } }) =>
      callApi(`${studiosPath}/${id}`, { method: 'PATCH', body: switches, schema: staffStudioResponse }),
    onSettled: refresh,
  });
}
