import { gameCatalogueOrders } from '@chaba/contracts/backoffice-games';
import { gameCategories } from '@chaba/contracts/games';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterInput, FilterSelect } from '../../ui/field';
import { FilterButtons } from '../../ui/filter-parts';
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
  const [draft, setDraft] = useState(filters);
  const choices = useFilterChoices(draft.provider, providers, studios);
  const set = (key: keyof GameFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-2 gap-2 md:flex md:flex-wrap md:items-center"
      role="search"
    >
      <FilterInput
        type="search"
        aria-label={t('catalogue.search')}
        placeholder={t('catalogue.search')}
        value={draft.q}
        onChange={set('q')}
        className="col-span-2 md:w-64"
      />
      {choices.map(([key, label, options]) => (
        <FilterSelect
          key={key}
          aria-label={label}
          value={draft[key]}
          onChange={set(key)}
          className="min-w-0 md:w-44"
        >
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </FilterSelect>
      ))}
      <FilterButtons
        onClear={() => {
          setDraft(noGameFilters);
          onChange(noGameFilters);
        }}
      />
    </form>
  );
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
