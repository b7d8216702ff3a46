import type {
  GameBulkInput,
  GameCatalogueFilter,
  StaffCatalogueGame,
  StaffStudio,
} from '@chaba/contracts/backoffice-games';
import type {
  GameCatalogueFilter as CatalogueFilter,
  StaffCatalogueGameRow,
} from '@chaba/core/content/list-games-for-staff';
import type { StaffStudioRow } from '@chaba/core/content/list-game-studios';
import type { GameSelection } from '@chaba/core/content/switch-games-in-bulk';
import { presentStaffGame } from './backoffice-content';

/** The console's catalogue both ways: the contract's filters to the domain's, the rows back. */

type FilterValues = Omit<GameCatalogueFilter, 'active' | 'featured' | 'available'> & {
  active?: boolean | undefined;
  featured?: boolean | undefined;
  available?: boolean | undefined;
};

export function catalogueFilterFrom(values: FilterValues): CatalogueFilter {
  return {
    search: values.q,
    provider: values.provider,
    studioId: values.studio_id,
    category: values.category,
    active: values.active,
    featured: values.featured,
    available: values.available,
  };
}

export function gameSelectionFrom(input: GameBulkInput): GameSelection {
  return input.ids ? { ids: input.ids } : { filter: catalogueFilterFrom(input.filter ?? {}) };
}

export function presentCatalogueGame(row: StaffCatalogueGameRow): StaffCatalogueGame {
  return {
    ...presentStaffGame(row),
    featured: row.featured,
    available: row.available,
    studio: row.studio,
    rtp: row.rtp === null ? null : Number(row.rtp),
    volatility: row.volatility,
    mobile: row.mobile,
    desktop: row.desktop,
    demo: row.demo,
    popularity: row.popularity,
    released_at: row.releasedAt?.toISOString() ?? null,
  };
}

export function presentStudio(row: StaffStudioRow): StaffStudio {
  return {
    id: row.id,
    provider: row.provider,
    code: row.code,
    name: row.name,
    logo_url: row.logoUrl,
    active: row.active,
    sort_order: row.sortOrder,
    games: row.games,
    games_shown: row.gamesShown,
  };
}
