import { gameCatalogueOrders } from '@chaba/contracts/backoffice-games';
import { gameCategories } from '@chaba/contracts/games';
import { useTranslation } from 'react-i18next';
import { FilterInput, FilterSelect } from '../../ui/field';
import { DraftFilterForm, type FilterDraft } from '../../ui/filter-parts';
import { noGameFilters, type GameFilters } from './games-api';

/** The catalogue's search and filters: applied together with the search button (or Enter), kept in the URL. */
export function GameFilterBar({
  filters,
  providers,
  studios,
  onChange,
}: {
  filters: GameFilters;
  providers: string[];
  studios: { id: number; name: string; provider: string }[];
  onChange: (filters: GameFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <DraftFilterForm filters={filters} empty={noGameFilters} onApply={onChange}>
      {(draft) => (
        <>
          <FilterInput
            type="search"
            aria-label={t('catalogue.search')}
            placeholder={t('catalogue.search')}
            value={draft.values.q}
            onChange={draft.set('q')}
            className="col-span-2 md:w-64"
          />
          <ChoiceSelects draft={draft} providers={providers} studios={studios} />
        </>
      )}
    </DraftFilterForm>
  );
}

/** The bar's selects: the studios follow the provider chosen in the draft. */
function ChoiceSelects({
  draft,
  providers,
  studios,
}: {
  draft: FilterDraft<GameFilters>;
  providers: string[];
  studios: { id: number; name: string; provider: string }[];
}) {
  const choices = useFilterChoices(draft.values.provider, providers, studios);
  return choices.map(([key, label, options]) => (
    <FilterSelect
      key={key}
      aria-label={label}
      value={draft.values[key]}
      onChange={draft.set(key)}
      className="min-w-0 md:w-44"
    >
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </FilterSelect>
  ));
}

type Choice = [key: keyof GameFilters, label: string, options: [value: string, text: string][]];

/** Each select of the bar: its filter, its label and its options (the first is "any"). */
function useFilterChoices(
  provider: string,
  providers: string[],
  studios: { id: number; name: string; provider: string }[],
): Choice[] {
  const { t } = useTranslation();
  const yesNo = (any: string, yes: string, no: string): Choice[2] => [
    ['', any],
    ['true', yes],
    ['false', no],
  ];
  return [
    [
      'provider',
      t('content.game.provider'),
      [['', t('catalogue.allProviders')], ...providers.map((name): [string, string] => [name, name])],
    ],
    [
      'studio_id',
      t('catalogue.columns.studio'),
      [
        ['', t('catalogue.allStudios')],
        ...studios
          .filter((studio) => provider === '' || studio.provider === provider)
          .map((studio): [string, string] => [String(studio.id), studio.name]),
      ],
    ],
    [
      'category',
      t('content.game.category'),
      [
        ['', t('content.game.allCategories')],
        ...gameCategories.map((value): [string, string] => [value, t(`content.game.categories.${value}`)]),
      ],
    ],
    [
      'active',
      t('catalogue.columns.state'),
      yesNo(t('catalogue.anyState'), t('catalogue.onlyOn'), t('catalogue.onlyOff')),
    ],
    [
      'featured',
      t('catalogue.columns.featured'),
      yesNo(t('catalogue.anyFeatured'), t('catalogue.onlyFeatured'), t('catalogue.notFeatured')),
    ],
    [
      'available',
      t('catalogue.withdrawn'),
      yesNo(t('catalogue.anyAvailable'), t('catalogue.onlyAvailable'), t('catalogue.onlyWithdrawn')),
    ],
    [
      'order',
      t('catalogue.orderBy'),
      gameCatalogueOrders.map((order): [string, string] => [order, t(`catalogue.orders.${order}`)]),
    ],
  ];
}
